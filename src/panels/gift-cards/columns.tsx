import type { GiftCard } from '@medusajs/client-types'
import { Link } from 'react-router-dom'
import { ordersNav } from '@/models/orders/area'
import { dateColumn } from '@/panels/shared/columns'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dateOnly, money } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'

const col = dataTableColumnHelper<GiftCard>()
const currencyOf = (card: GiftCard) => card.region?.currency_code ?? 'eur'

/** The order a card was bought in, as a link to it; a custom card has none. */
export function OrderLink({ card }: { card: GiftCard }) {
  if (!card.order) return <span className={shared.muted}>Custom</span>
  return (
    <Link className={shared.link} to={ordersNav.routes.record(card.order.id)}>
      {`#${card.order.display_id}`}
    </Link>
  )
}

export const giftCardColumns = col.columns([
  col.accessor('code', { header: 'Code', enableSorting: true, cell: ({ getValue }) => <code>{getValue()}</code> }),
  col.accessor('balance', {
    header: 'Balance',
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ row }) => money(row.original.balance, currencyOf(row.original)),
  }),
  col.accessor('value', {
    header: 'Value',
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ row }) => money(row.original.value, currencyOf(row.original)),
  }),
  col.accessor((card) => card.region?.name ?? '', { id: 'region', header: 'Region', meta: { label: 'Region' } }),
  col.accessor('ends_at', { header: 'Ends at', enableSorting: true, cell: ({ getValue }) => dateOnly(getValue()) }),
  col.accessor('is_disabled', {
    header: 'Status',
    cell: ({ getValue }) => <StatusBadge status={getValue() ? 'disabled' : 'active'} />,
  }),
  col.accessor((card) => card.order?.display_id ?? '', { id: 'order', header: 'Order', meta: { label: 'Order' }, cell: ({ row }) => <OrderLink card={row.original} /> }),
  dateColumn<GiftCard>('created_at', 'Created'),
])
