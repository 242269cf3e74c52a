import type { StockLocation } from '@/api/admin/stock-locations'
import { locationChannels, locationPlace } from '@/models/stock-locations/entity'
import { dateColumn } from '@/panels/shared/columns'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'

const location = dataTableColumnHelper<StockLocation>()

export const stockLocationColumns = location.columns([
  location.accessor('name', { header: 'Name', enableSorting: true }),
  location.accessor((l) => locationPlace(l) ?? '', {
    id: 'place',
    header: 'City and country',
    meta: { label: 'City and country' },
    cell: ({ getValue }) => getValue() || <span className={shared.muted}>No address</span>,
  }),
  location.accessor((l) => (l.sales_channels?.length ? locationChannels(l) : ''), {
    id: 'sales_channels',
    header: 'Sales channels',
    meta: { label: 'Sales channels' },
    cell: ({ getValue }) => getValue() || <span className={shared.muted}>None</span>,
  }),
  dateColumn<StockLocation>('created_at', 'Created'),
])
