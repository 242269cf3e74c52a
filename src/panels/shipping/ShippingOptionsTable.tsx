import type { ShippingOption } from '@medusajs/client-types'
import { shippingOptionQueries, shippingOptionTableAtom } from '@/atoms/shipping/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { shippingOptionColumns } from './columns'
import { RegionFilter, regionFilterOf, useRegionName } from './RegionFilter'

/** /a/settings/shipping-options: every region's options, or one region's (`?region=`); Enter opens one. */
export function ShippingOptionsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'shipping-option',
    basePath: '/a/settings/shipping-options',
    url: { filterKeys: ['region'] },
    // GET /admin/shipping-options is not paged: the region is its one filter.
    query: (state) => ({ region_id: regionFilterOf(state) }),
    listAtom: shippingOptionTableAtom,
    rows: (res): readonly ShippingOption[] => res.shipping_options,
    detail: shippingOptionQueries.detail,
    entity: (res) => res.shipping_option as ShippingOption,
    detailOpen,
  })
  const regionName = useRegionName(regionFilterOf(url))
  return (
    <ListPanel id="shipping-options" title="Shipping options" actions={<CommandButton command="shipping-options.create" variant="primary" />}>
      <RegionFilter url={url} label="Shipping option filters" />
      <DataTable<ShippingOption>
        id="shipping-options"
        label="Shipping options"
        columns={shippingOptionColumns}
        selectable={false}
        emptyText={regionName ? `${regionName} has no shipping options` : 'No shipping options yet'}
        rowLabel={(option) => `${option.name}${option.region ? ` (${option.region.name})` : ''}`}
        {...table}
        onSearchChange={undefined}
        onPaginationChange={undefined}
        limit={Math.max(table.rows.length, 1)}
        pageSizes={[Math.max(table.rows.length, 1)]}
      />
    </ListPanel>
  )
}
