import type { Region } from '@medusajs/client-types'
import { priceDraftOf, updatePriceDraftAtom } from '@/atoms/price-lists/grid'
import { priceListQueries } from '@/atoms/price-lists/keys'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { pickedRecord } from '@/models/core/context'
import { priceListEntity } from '@/models/price-lists/entity'
import { regionEntity } from '@/models/regions/entity'

// Region prices in a price list (the original's edit-prices-modal: a column per region beside the
// currencies). A region's price is a price with `region_id` (in the region's currency), which Medusa
// prefers over the currency's price for carts in that region. The grid shows a column for each region
// the list has prices in; this adds one for a region without prices yet, to type them and save them in
// the same batch as the rest (price-lists.save-prices).

export const addRegionColumn = defineCommand({
  id: 'price-lists.add-region-column',
  reads: true,
  title: 'Add region prices column to price list',
  keywords: ['region price', 'price per region', 'market', 'country prices', 'grid column'],
  scope: 'price-list',
  args: {
    priceListId: entityArg(priceListEntity),
    regionId: arg.entity({ label: 'Region', search: pickerOf(regionEntity) }),
  },
  run: async ({ priceListId, regionId }, tools) => {
    const region = pickedRecord<Region>(tools.ctx, 'regionId', regionId)
    const { price_list } = await tools.fetch(priceListQueries.detail(priceListId))
    const name = region?.name ?? 'That region'
    if (price_list.prices?.some((p) => p.region_id === regionId)) throw new Error(`${name} already has prices in ${price_list.name}: its column is shown`)
    if (priceDraftOf(tools.ctx.drafts, priceListId).regions?.includes(regionId)) throw new Error(`${name} already has a column in ${price_list.name}`)
    tools.store.set(updatePriceDraftAtom, priceListId, (d) => ({ ...d, regions: [...(d.regions ?? []).filter((id) => id !== regionId), regionId] }))
    return toast(`Column ${region ? `${region.name} (${region.currency_code.toUpperCase()})` : 'for the region'} added`, 'Type its prices in the grid; save to keep them')
  },
})

export const priceListRegionCommands = inGroup('Price lists', [addRegionColumn])
