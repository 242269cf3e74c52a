import type { MoneyAmount, ProductVariant, Region } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { updateVariantMutation } from '@/atoms/products/keys'
import { regionQueries } from '@/atoms/regions/keys'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, inGroup, toast, type CommandTools } from '@/commands/core/define'
import { watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { variantEntity } from '@/models/products/entity'
import { regionEntity } from '@/models/regions/entity'
import { productArg } from './products'
import { ensureVariantUnchanged, focusedVariant, freshProduct, variantOf } from './records'
import { inverse, recordSets } from '@/commands/core/undo'
import { VARIANT_PRICES, variantPriceSet } from './undo'

// A variant's price in one region (the original's edit-prices-modal: a column per region beside the
// currencies). Medusa 1.20 stores it as a MoneyAmount with `region_id` (its currency is the region's) and
// prefers it over the currency price in that region. POST /admin/products/{id}/variants/{variant_id}
// replaces the variant's own prices with the list sent, so every other price is sent back by id.

const ownPrices = (variant: ProductVariant): MoneyAmount[] => (variant.prices ?? []).filter((p) => !p.price_list_id)
const regionPriceOf = (variant: ProductVariant | undefined, regionId: unknown) => variant && ownPrices(variant).find((p) => p.region_id === regionId)
/** A price sent back as it is: by id, with its region or its currency (never both: Medusa takes the region's currency). */
const kept = (p: MoneyAmount) => ({ id: p.id, amount: p.amount, ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }) })

const regionPicked = (ctx: CommandContext, args: PartialArgs) => pickedRecord<Region>(ctx, 'regionId', args.regionId)
const regionCurrency = (ctx: CommandContext, args: PartialArgs) => regionPicked(ctx, args)?.currency_code ?? 'usd'

/** A region's column as the price grid names it: 'Europe (EUR)'. */
const regionLabel = (region: Region) => `${region.name} (${region.currency_code.toUpperCase()})`

async function regionOf(tools: Pick<CommandTools, 'fetch' | 'ctx'>, args: PartialArgs & { regionId: string }): Promise<Region> {
  return regionPicked(tools.ctx, args) ?? (await tools.fetch(regionQueries.detail(args.regionId))).region
}

export const setRegionPrice = defineCommand({
  id: 'products.set-region-price',
  title: 'Set variant price for a region',
  keywords: ['region price', 'price per region', 'country price', 'market price'],
  hotkey: 'shift+p',
  scope: 'product',
  args: {
    productId: productArg(),
    variantId: entityArg(variantEntity),
    regionId: arg.entity({ label: 'Region', description: 'Its currency is the price’s', search: pickerOf(regionEntity) }),
    amount: arg.money({
      label: 'Price in the region',
      currency: regionCurrency,
      initial: (ctx, args) => regionPriceOf(focusedVariant(ctx, args), args.regionId)?.amount,
    }),
  },
  run: async (args, tools) => {
    const { productId, variantId, regionId, amount } = args
    const [product, region] = await Promise.all([freshProduct(tools, productId), regionOf(tools, args)])
    const variant = variantOf(product, variantId)
    // Another operator's price for this region since the prompt opened is asked about, not overwritten.
    await ensureVariantUnchanged(tools, args, 'products.set-region-price', regionPriceFields(regionId), { fresh: variant })
    const existing = regionPriceOf(variant, regionId)
    const others = ownPrices(variant).filter((p) => p.region_id !== regionId).map(kept)
    await tools.mutate(updateVariantMutation, { productId, variantId, body: { prices: [...others, { id: existing?.id, region_id: regionId, amount }] } })
    recordSets(tools, [variantPriceSet(product, variant, { regionId }, regionLabel(region), existing?.amount, amount)])
    return toast(`${variant.title}: price in ${region.name} set`, formatMoney(amount, region.currency_code))
  },
  undo: inverse(VARIANT_PRICES),
})

/** The price 'Set variant price for a region' sets, as the panel showed it. */
function regionPriceFields(regionId: string): WatchedField<ProductVariant>[] {
  return watchFields<ProductVariant>(setRegionPrice.args, { amount: (v) => regionPriceOf(v, regionId)?.amount })
}

export const removeRegionPrice = defineCommand({
  id: 'products.remove-region-price',
  title: 'Remove variant price for a region',
  keywords: ['region price', 'delete region price', 'back to currency price'],
  scope: 'product',
  args: {
    productId: productArg(),
    variantId: entityArg(variantEntity),
    // Only the regions the variant has a price in, by name and amount.
    regionId: arg.entity({
      label: 'Region',
      search: async (q, { queryClient, ctx, args }) => {
        const variant = focusedVariant(ctx, args) ?? (typeof args.productId === 'string' && typeof args.variantId === 'string'
          ? (await freshProduct({ fetch: (o) => queryClient.fetchQuery(o) }, args.productId)).variants?.find((v) => v.id === args.variantId)
          : undefined)
        const priced = variant ? ownPrices(variant).filter((p) => p.region_id) : []
        if (!priced.length) return []
        const { regions } = await queryClient.fetchQuery(regionQueries.options())
        const needle = q.trim().toLowerCase()
        return priced.flatMap((price) => {
          const region = (regions as Region[]).find((r) => r.id === price.region_id)
          if (!region || (needle && !region.name.toLowerCase().includes(needle))) return []
          return [{ id: region.id, label: region.name, hint: formatMoney(price.amount, price.currency_code), record: region }]
        })
      },
    }),
  },
  confirm: (args, ctx) => {
    const region = regionPicked(ctx, args)?.name ?? 'this region'
    return `Remove the price for ${region}? Carts there then pay the variant’s price in the region’s currency.`
  },
  run: async (args, tools) => {
    const { productId, variantId, regionId } = args
    const [product, region] = await Promise.all([freshProduct(tools, productId), regionOf(tools, args)])
    const variant = variantOf(product, variantId)
    const removed = regionPriceOf(variant, regionId)
    if (!removed) throw new Error(`${variant.title} has no price for ${region.name} (removed meanwhile?): nothing was changed`)
    const others = ownPrices(variant).filter((p) => p.region_id !== regionId).map(kept)
    await tools.mutate(updateVariantMutation, { productId, variantId, body: { prices: others } })
    recordSets(tools, [variantPriceSet(product, variant, { regionId }, regionLabel(region), removed.amount, null)])
    return toast(`${variant.title}: price in ${region.name} removed`)
  },
  // The region's price back, unless the variant has one again.
  undo: inverse(VARIANT_PRICES),
})

export const productRegionPriceCommands = inGroup('Products', [setRegionPrice, removeRegionPrice])
