import { shippingOptionQueries, shippingOptionTableAtom } from '@/atoms/shipping/keys'
import { shippingOptionsSettings } from '@/models/shipping/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { shippingOptionColumns } from './columns'
import { RegionFilter, regionFilterOf, useRegionName } from './RegionFilter'

/** Settings, shipping options: every region's options, or one region's (`?region=`); Enter opens one. */
export const ShippingOptionsTable = defineListPanel({
  area: shippingOptionsSettings,
  ...medusaRecords('shipping-option', shippingOptionTableAtom, shippingOptionQueries.detail),
  url: { filterKeys: ['region'] },
  // GET /admin/shipping-options is not paged: the region is its one filter.
  query: (url) => ({ region_id: regionFilterOf(url) }),
  paged: false,
  useExtra: (url) => useRegionName(regionFilterOf(url)),
  columns: shippingOptionColumns,
  selectable: false,
  rowLabel: (option) => `${option.name}${option.region ? ` (${option.region.name})` : ''}`,
  emptyText: ({ extra: regionName }) => (regionName ? `${regionName} has no shipping options` : 'No shipping options yet'),
  actions: <CommandButton command="shipping-options.create" variant="primary" />,
  above: ({ url }) => <RegionFilter url={url} label="Shipping option filters" />,
})
