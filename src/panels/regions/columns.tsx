import type { Region } from '@medusajs/client-types'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'

const col = dataTableColumnHelper<Region>()

/** 'Germany, France, Italy and 5 more': a region's countries in a table cell. */
export function countryList(region: Region, max = 3): string {
  const names = (region.countries ?? []).map((c) => c.display_name)
  return names.length > max ? `${names.slice(0, max).join(', ')} and ${names.length - max} more` : names.join(', ')
}

const none = <span className={shared.muted}>None</span>
const ids = (list: Array<{ id: string }> | undefined) => (list?.length ? list.map((p) => p.id).join(', ') : none)

export const regionColumns = col.columns([
  col.accessor('name', { header: 'Name', enableSorting: true }),
  col.accessor('currency_code', { header: 'Currency', enableSorting: true, cell: ({ getValue }) => getValue().toUpperCase() }),
  col.accessor('tax_rate', { header: 'Tax rate', enableSorting: true, meta: { numeric: true }, cell: ({ getValue }) => `${getValue()} %` }),
  col.accessor((r) => countryList(r), { id: 'countries', header: 'Countries', cell: ({ getValue }) => getValue() || none }),
  col.accessor((r) => r.payment_providers?.length ?? 0, { id: 'payment', header: 'Payment', cell: ({ row }) => ids(row.original.payment_providers) }),
  col.accessor((r) => r.fulfillment_providers?.length ?? 0, { id: 'fulfillment', header: 'Fulfillment', cell: ({ row }) => ids(row.original.fulfillment_providers) }),
])
