import type { AdminPostProductsReq, MoneyAmount, Product, ProductVariant } from '@medusajs/client-types'
import { createProductMutation, createVariantMutation, productQueries, updateProductMutation } from '@/atoms/products/keys'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import { focusOf, type CommandContext } from '@/models/core/context'
import { recordIn } from '@/models/core/entity'
import { productsNav } from '@/models/products/area'
import { variantEntity } from '@/models/products/entity'
import { copyHandles, copyTitle, inventoryHandling, movedVariantIds } from '@/models/products/attributes'
import { productArg } from './products'
import { ensureProductUnchanged, freshProduct, variantOf } from './records'

/** A variant's own prices (not a price list's), as a create body sends them. */
const ownPrices = (prices: MoneyAmount[] | undefined) =>
  (prices ?? [])
    .filter((p) => !p.price_list_id)
    .map((p) => (p.region_id ? { region_id: p.region_id, amount: p.amount } : { currency_code: p.currency_code, amount: p.amount }))

/** The size and customs fields products and variants share. */
const PHYSICAL = ['weight', 'length', 'width', 'height', 'hs_code', 'mid_code', 'origin_country', 'material'] as const
type Physical = Pick<Product, (typeof PHYSICAL)[number]>

/** A record's size and customs fields as a create takes them: an unset (null) one left out. */
const physicalOf = (record: Physical): { [K in keyof Physical]?: NonNullable<Physical[K]> } =>
  Object.fromEntries(PHYSICAL.flatMap((key) => (record[key] === null || record[key] === undefined ? [] : [[key, record[key]]])))

/** What a copy of a variant keeps: stock handling, size, customs, metadata (never SKU, EAN, UPC or barcode: unique). */
const variantCopy = (v: ProductVariant) => ({
  inventory_quantity: v.inventory_quantity,
  manage_inventory: v.manage_inventory,
  allow_backorder: v.allow_backorder,
  ...physicalOf(v),
  metadata: v.metadata ?? undefined,
  prices: ownPrices(v.prices),
})

/** The original admin's use-copy-product: everything but ids, SKUs and status; a draft titled "… (copy)". */
export function productCopyBody(product: Product, handle: string): AdminPostProductsReq {
  const optionIds = (product.options ?? []).map((o) => o.id)
  return {
    title: copyTitle(product.title),
    handle,
    status: 'draft',
    subtitle: product.subtitle ?? undefined,
    description: product.description ?? undefined,
    is_giftcard: product.is_giftcard,
    discountable: product.discountable,
    thumbnail: product.thumbnail ?? undefined,
    images: product.images?.map((image) => image.url),
    collection_id: product.collection_id ?? undefined,
    type: product.type ? { id: product.type.id, value: product.type.value } : undefined,
    tags: product.tags?.map(({ id, value }) => ({ id, value })),
    sales_channels: product.sales_channels?.map(({ id }) => ({ id })),
    ...physicalOf(product),
    metadata: product.metadata ?? undefined,
    options: (product.options ?? []).map((o) => ({ title: o.title })),
    // create-product pairs the n-th value with the n-th option: values in option order.
    variants: (product.variants ?? []).map((v) => ({
      ...variantCopy(v),
      title: v.title,
      options: [...(v.options ?? [])].sort((a, b) => optionIds.indexOf(a.option_id) - optionIds.indexOf(b.option_id)).map((o) => ({ value: o.value })),
    })),
  }
}

export const duplicateProduct = defineCommand({
  id: 'products.duplicate',
  title: 'Duplicate product',
  keywords: ['copy', 'clone'],
  scope: 'product',
  args: { productId: productArg() },
  run: async ({ productId }, tools) => {
    const { fetch, mutate } = tools
    const product = await freshProduct(tools, productId)
    // A handle is unique: the first free one of "…-copy", "…-copy-2", …
    let handle: string | undefined
    for (const candidate of copyHandles(product.handle ?? productId)) {
      const { count } = await fetch({ ...productQueries.list({ handle: candidate, limit: 1 }), staleTime: 0 })
      if (!count) {
        handle = candidate
        break
      }
    }
    if (!handle) throw new Error(`${product.title} has too many copies already: rename one of them first`)
    const { product: copy } = await mutate(createProductMutation, productCopyBody(product, handle))
    return openPanel(productsNav.routes.record(copy.id))
  },
})

/** The variant in `variantId`: picked, or one of the focused product's (its panel's row buttons hand in the id). */
const variantIn = (ctx: CommandContext, args: PartialArgs): ProductVariant | undefined =>
  recordIn(ctx, 'variant', 'variantId', args) ?? focusOf(ctx, 'product')?.entity?.variants?.find((v) => v.id === args.variantId)

const optionValuesOf = (variant: ProductVariant | undefined, product: Product | undefined) =>
  product?.options?.map((o) => variant?.options?.find((v) => v.option_id === o.id)?.value ?? '').join(' / ')

export const duplicateVariant = defineCommand({
  id: 'products.duplicate-variant',
  title: 'Duplicate variant',
  keywords: ['copy variant', 'clone variant'],
  scope: 'product',
  args: {
    productId: productArg(),
    variantId: entityArg(variantEntity),
    title: arg.text({ label: 'Title of the copy', initial: (ctx, args) => variantIn(ctx, args)?.title }),
    values: arg.text({
      label: 'Option values of the copy (must differ from every variant)',
      placeholder: 'One per option, separated by / (e.g. XL / Blue)',
      initial: (ctx, args) => optionValuesOf(variantIn(ctx, args), focusOf(ctx, 'product')?.entity),
    }),
    sku: arg.text({ label: 'SKU of the copy', optional: true }),
  },
  run: async ({ productId, variantId, title, values, sku }, tools) => {
    const product = await freshProduct(tools, productId)
    const variant = variantOf(product, variantId)
    const typed = values.split('/').map((v) => v.trim()).filter(Boolean)
    if (typed.length !== product.options.length) throw new Error(`${product.title} has ${product.options.length} option(s): give one value for each`)
    await tools.mutate(createVariantMutation, {
      productId,
      body: { ...variantCopy(variant), title, sku, options: product.options.map((o, i) => ({ option_id: o.id, value: typed[i] ?? '' })) },
    })
    return toast('Variant duplicated', `${variant.title} → ${title}`)
  },
})

/** "Move variant up/down": Medusa 1.20 ranks variants by their place in update-product's `variants` list. */
const moveVariant = (step: -1 | 1) =>
  defineCommand({
    id: step < 0 ? 'products.move-variant-up' : 'products.move-variant-down',
    title: step < 0 ? 'Move variant up' : 'Move variant down',
    keywords: ['reorder variants', 'rank', 'sort variants', 'order'],
    hotkey: step < 0 ? 'alt+arrowup' : 'alt+arrowdown',
    scope: 'product',
    args: { productId: productArg(), variantId: entityArg(variantEntity) },
    run: async ({ productId, variantId }, tools) => {
      const product = await freshProduct(tools, productId)
      const variant = variantOf(product, variantId)
      const order = movedVariantIds(product.variants.map((v) => v.id), variantId, step)
      if (!order) throw new Error(`${variant.title} is already the ${step < 0 ? 'first' : 'last'} variant`)
      // Every variant is sent (one left out would be deleted), by id only: nothing else changes.
      await tools.mutate(updateProductMutation, { id: productId, body: { variants: order.map((id) => ({ id })) } })
      return toast(step < 0 ? 'Variant moved up' : 'Variant moved down', `${variant.title}: ${order.indexOf(variantId) + 1} of ${order.length}`)
    },
  })

export const moveVariantUp = moveVariant(-1)
export const moveVariantDown = moveVariant(1)

const HANDLING = [
  { value: 'tracked', label: 'Track inventory, no backorders' },
  { value: 'backorders', label: 'Track inventory, allow backorders' },
  { value: 'untracked', label: 'Do not track inventory' },
] as const
type Handling = (typeof HANDLING)[number]['value']

/** A variant's handling as the choice names it (untracked stock takes no backorders: the command sends both off). */
const handlingOf = (v: ProductVariant): Handling => (!v.manage_inventory ? 'untracked' : v.allow_backorder ? 'backorders' : 'tracked')

/** The product's handling: the choice when all its variants share one, else in words, "Tracked except M / Black: Not tracked". */
function productHandling(product: Product): string | undefined {
  const variants = product.variants ?? []
  const count = (v: ProductVariant) => variants.filter((other) => handlingOf(other) === handlingOf(v)).length
  const most = variants.reduce<ProductVariant | undefined>((best, v) => (!best || count(v) > count(best) ? v : best), undefined)
  if (!most) return undefined
  const others = variants.filter((v) => handlingOf(v) !== handlingOf(most))
  if (!others.length) return handlingOf(most)
  return `${inventoryHandling(most)} except ${others.map((v) => `${v.title}: ${inventoryHandling(v)}`).join(', ')}`
}

/** One field on every variant of a product, in one update-product call (ids keep each variant). */
export const setInventoryHandling = defineCommand({
  id: 'products.set-inventory-handling',
  title: "Set inventory handling on all of a product's variants",
  keywords: ['manage inventory', 'allow backorders', 'backorder', 'stock', 'bulk variants'],
  scope: 'product',
  args: { productId: productArg(), handling: arg.choice<Handling>()({ label: 'Inventory handling', options: HANDLING }) },
  run: async (args, tools) => {
    const { productId, handling } = args
    const product = await freshProduct(tools, productId)
    // It overwrites each variant's handling the panel showed: another operator's change since is asked about.
    await ensureProductUnchanged(tools, args, 'products.set-inventory-handling', handlingFields(), { fresh: product })
    const fields = { manage_inventory: handling !== 'untracked', allow_backorder: handling === 'backorders' }
    await tools.mutate(updateProductMutation, { id: productId, body: { variants: product.variants.map(({ id }) => ({ id, ...fields })) } })
    return toast('Inventory handling set', `${product.title}: ${product.variants.length} variant(s)`)
  },
})

/** The field 'Set inventory handling' sets, read off a product (typed here: the command reads it in its own run). */
function handlingFields(): WatchedField<Product>[] {
  return watchFields<Product>(setInventoryHandling.args, { handling: productHandling })
}

export const productCopyCommands = inGroup('Products', [duplicateProduct])
export const variantOrderCommands = inGroup('Product variants', [duplicateVariant, moveVariantUp, moveVariantDown, setInventoryHandling])
