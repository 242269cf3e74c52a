import type { PriceList } from '@medusajs/client-types'
import { dateOnly } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dataTableColumnHelper } from '@/panels/shared/table'

const col = dataTableColumnHelper<PriceList>()
const none = <span className={shared.muted}>—</span>

/** 'VIP, Wholesale', or 'Everyone' for a list without groups. */
export const groupNames = (list: PriceList) => (list.customer_groups ?? []).map((g) => g.name).join(', ')

export const priceListColumns = col.columns([
  col.accessor('name', { header: 'Name', enableSorting: true }),
  col.accessor('type', { header: 'Type', cell: ({ getValue }) => (getValue() === 'sale' ? 'Sale' : 'Override') }),
  col.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.accessor('starts_at', { header: 'Starts', enableSorting: true, meta: { numeric: true }, cell: ({ getValue }) => (getValue() ? dateOnly(getValue()) : none) }),
  col.accessor('ends_at', { header: 'Ends', enableSorting: true, meta: { numeric: true }, cell: ({ getValue }) => (getValue() ? dateOnly(getValue()) : none) }),
  col.accessor((list) => groupNames(list), {
    id: 'customer_groups',
    header: 'Customer groups',
    meta: { label: 'Customer groups' },
    cell: ({ getValue }) => getValue() || <span className={shared.muted}>Everyone</span>,
  }),
])
