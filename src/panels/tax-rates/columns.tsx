import type { TaxRate } from '@medusajs/client-types'
import { percent } from '@/models/tax-rates/entity'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'

const col = dataTableColumnHelper<TaxRate>()

export const taxRateColumns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('code', { header: 'Code', cell: ({ getValue }) => getValue() ?? <span className={shared.muted}>—</span> }),
  col.accessor((t) => percent(t.rate), { id: 'rate', header: 'Rate', meta: { numeric: true, label: 'Rate' } }),
  col.accessor((t) => t.region?.name ?? '', { id: 'region', header: 'Region', meta: { label: 'Region' } }),
])
