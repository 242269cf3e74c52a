import type { Discount } from '@medusajs/client-types'
import { allocationText, discountStatus, ruleText, usageText } from '@/models/discounts/format'
import { dateOnly } from '@/panels/shared/format'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'

const col = dataTableColumnHelper<Discount>()

export const discountColumns = col.columns([
  col.accessor('code', { header: 'Code', enableSorting: true, cell: ({ getValue }) => <strong>{getValue()}</strong> }),
  col.accessor((d) => ruleText(d), { id: 'rule', header: 'Rule', meta: { label: 'Rule' } }),
  col.accessor((d) => allocationText(d), { id: 'allocation', header: 'Applies to', meta: { label: 'Applies to' } }),
  col.accessor((d) => usageText(d), { id: 'usage', header: 'Used', meta: { numeric: true, label: 'Used' } }),
  col.accessor('starts_at', { header: 'Starts', enableSorting: true, meta: { numeric: true }, cell: ({ getValue }) => dateOnly(getValue()) }),
  col.accessor('ends_at', {
    header: 'Ends',
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ getValue }) => (getValue() ? dateOnly(getValue()) : <span className={shared.muted}>Never</span>),
  }),
  col.accessor((d) => discountStatus(d), { id: 'status', header: 'Status', meta: { label: 'Status' }, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.accessor((d) => (d.parent_discount_id ? 'Generated code' : d.is_dynamic ? 'Dynamic' : ''), {
    id: 'kind',
    header: 'Dynamic',
    meta: { label: 'Dynamic' },
    cell: ({ getValue }) => <span className={shared.muted}>{getValue()}</span>,
  }),
])
