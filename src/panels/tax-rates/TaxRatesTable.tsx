import { taxRateListAtom, taxRateQueries } from '@/atoms/tax-rates/keys'
import { taxRatesSettings } from '@/models/tax-rates/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { RegionFilter, regionFilterOf, useRegionName } from '@/panels/shipping/RegionFilter'
import { taxRateColumns } from './columns'

/** Settings, tax rates: the rates of every region or of one (`?region=`), searched by name; Enter opens one. */
export const TaxRatesTable = defineListPanel({
  area: taxRatesSettings,
  ...medusaRecords('tax-rate', taxRateListAtom, taxRateQueries.detail),
  url: { defaults: { limit: 20 }, filterKeys: ['region'] },
  query: (url) => ({ region_id: regionFilterOf(url), q: url.query.q || undefined, limit: url.query.limit, offset: url.query.offset }),
  useExtra: (url) => useRegionName(regionFilterOf(url)),
  columns: taxRateColumns,
  selectable: false,
  rowLabel: (rate) => rate.name,
  searchLabel: 'Search tax rates by name',
  emptyText: ({ url, extra: regionName }) =>
    url.query.q ? 'No tax rate matches' : regionName ? `${regionName} has only its default rate` : 'No tax rates besides the regions’ defaults',
  actions: <CommandButton command="tax-rates.create" variant="primary" />,
  above: ({ url }) => <RegionFilter url={url} label="Tax rate filters" />,
})
