import type { TaxRate } from '@medusajs/client-types'
import { taxRateListAtom, taxRateQueries } from '@/atoms/tax-rates/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { RegionFilter, regionFilterOf, useRegionName } from '@/panels/shipping/RegionFilter'
import { taxRateColumns } from './columns'

/** /a/settings/tax-rates: the rates of every region or of one (`?region=`), searched by name; Enter opens one. */
export function TaxRatesTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'tax-rate',
    basePath: '/a/settings/tax-rates',
    url: { defaults: { limit: 20 }, filterKeys: ['region'] },
    query: (state) => ({ region_id: regionFilterOf(state), q: state.query.q || undefined, limit: state.query.limit, offset: state.query.offset }),
    listAtom: taxRateListAtom,
    rows: (res): readonly TaxRate[] => res.tax_rates as TaxRate[],
    detail: taxRateQueries.detail,
    entity: (res) => res.tax_rate as TaxRate,
    detailOpen,
  })
  const regionName = useRegionName(regionFilterOf(url))
  return (
    <ListPanel id="tax-rates" title="Tax rates" actions={<CommandButton command="tax-rates.create" variant="primary" />}>
      <RegionFilter url={url} label="Tax rate filters" />
      <DataTable<TaxRate>
        id="tax-rates"
        label="Tax rates"
        columns={taxRateColumns}
        selectable={false}
        searchLabel="Search tax rates by name"
        emptyText={url.query.q ? 'No tax rate matches' : regionName ? `${regionName} has only its default rate` : 'No tax rates besides the regions’ defaults'}
        rowLabel={(rate) => rate.name}
        {...table}
      />
    </ListPanel>
  )
}
