import type { Order } from '@medusajs/client-types'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { dateTime, money, personName } from './format'

const col = dataTableColumnHelper<Order>()

export const orderColumns = col.columns([
  col.accessor('display_id', {
    header: 'Order',
    enableSorting: true,
    sortDescFirst: true,
    meta: { label: 'Order number', width: '6rem' },
    cell: ({ getValue }) => <span className={shared.number}>#{getValue()}</span>,
  }),
  col.accessor('created_at', {
    header: 'Date',
    enableSorting: true,
    sortDescFirst: true,
    cell: ({ getValue }) => dateTime(getValue()),
  }),
  col.accessor((o) => personName(o.customer) || o.email, {
    id: 'customer',
    header: 'Customer',
    meta: { label: 'Customer' },
    cell: ({ row }) => {
      const name = personName(row.original.customer)
      return (
        <span className={shared.customerCell}>
          <span>{name || row.original.email}</span>
          {name ? <span className={shared.muted}>{row.original.email}</span> : null}
        </span>
      )
    },
  }),
  col.accessor('status', { header: 'Status', enableSorting: true, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.accessor('payment_status', {
    header: 'Payment',
    enableSorting: true,
    meta: { label: 'Payment status' },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  col.accessor('fulfillment_status', {
    header: 'Fulfillment',
    enableSorting: true,
    meta: { label: 'Fulfillment status' },
    cell: ({ getValue }) => <StatusBadge status={getValue()} />,
  }),
  col.accessor((o) => o.region?.name ?? '', { id: 'region', header: 'Region', meta: { label: 'Region' } }),
  col.accessor((o) => o.sales_channel?.name ?? '', { id: 'sales_channel', header: 'Sales channel', meta: { label: 'Sales channel' } }),
  col.accessor((o) => o.total ?? 0, {
    id: 'total',
    header: 'Total',
    meta: { numeric: true, label: 'Total' },
    cell: ({ row }) => money(row.original.total, row.original.currency_code),
  }),
])
