import type { Order } from '@medusajs/client-types'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { customerColumn, displayIdColumn } from '@/panels/shared/columns'
import { dateTime, money } from '@/panels/shared/format'

const col = dataTableColumnHelper<Order>()

export const orderColumns = col.columns([
  displayIdColumn<Order>('Order', { label: 'Order number', width: '6rem' }),
  col.accessor('created_at', {
    header: 'Date',
    enableSorting: true,
    sortDescFirst: true,
    cell: ({ getValue }) => dateTime(getValue()),
  }),
  customerColumn<Order>((o) => o),
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
