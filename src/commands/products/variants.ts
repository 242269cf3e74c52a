import type { ProductVariant } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import {
  createOptionMutation,
  createVariantMutation,
  deleteOptionMutation,
  deleteVariantMutation,
  productQueries,
  updateOptionMutation,
  updateVariantMutation,
} from '@/atoms/products/keys'
import type { EntityOption } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import { focusOf } from '@/models/core/context'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { currencyEntity } from '@/models/currencies/entity'
import { productsNav } from '@/models/products/area'
import { anyVariantEntity, variantEntity } from '@/models/products/entity'
import { productArg } from './products'
import { ensureVariantUnchanged, focusedVariant, freshProduct } from './records'
import { inverse, recordSets } from '@/commands/core/undo'
import { VARIANT_PRICES, variantPriceSet } from './undo'

const variantArg = () =>
  entityArg(variantEntity)

/** Options of the product in `productId`, for the option picker and per-option prompts. */
async function searchOptions(q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> {
  if (typeof args.productId !== 'string') return []
  const { product } = await queryClient.fetchQuery(productQueries.detail(args.productId))
  const needle = q.trim().toLowerCase()
  return product.options
    .filter((o) => !needle || o.title.toLowerCase().includes(needle))
    .map((o) => ({ id: o.id, label: o.title, hint: o.values?.map((v) => v.value).join(', ') }))
}

export const addVariant = defineCommand({
  id: 'products.add-variant',
  title: 'Add variant',
  keywords: ['create variant', 'new variant', 'size', 'sku'],
  hotkey: 'shift+v',
  scope: 'product',
  args: {
    productId: productArg(),
    title: arg.text({ label: 'Variant title', placeholder: 'L / Blue' }),
    values: arg.text({
      label: 'Option values',
      placeholder: 'One per option, separated by / (e.g. L / Blue)',
      initial: (_ctx, args) => (typeof args.title === 'string' ? args.title : undefined),
    }),
    currency: arg.entity({ label: 'Price currency', search: pickerOf(currencyEntity) }),
    amount: arg.money({ label: 'Price', currency: (_ctx, args) => args.currency as string }),
    sku: arg.text({ label: 'SKU', optional: true }),
    inventory: arg.number({ label: 'Inventory quantity', min: 0, integer: true, initial: () => 0 }),
  },
  run: async ({ productId, title, values, currency, amount, sku, inventory }, { mutate, fetch }) => {
    const { product } = await fetch(productQueries.detail(productId))
    const typed = values.split('/').map((v) => v.trim()).filter(Boolean)
    if (typed.length !== product.options.length) {
      throw new Error(`${product.title} has ${product.options.length} option(s): give one value for each`)
    }
    await mutate(createVariantMutation, {
      productId,
      body: {
        title,
        sku,
        inventory_quantity: inventory,
        prices: [{ currency_code: currency, amount }],
        options: product.options.map((option, i) => ({ option_id: option.id, value: typed[i] ?? '' })),
      },
    })
    return openPanel(productsNav.routes.record(productId))
  },
})

export const setVariantPrice = defineCommand({
  id: 'products.set-variant-price',
  title: 'Change variant price',
  keywords: ['price', 'amount', 'cost', 'update variant'],
  hotkey: 'p',
  scope: 'product',
  args: {
    productId: productArg(),
    variantId: variantArg(),
    currency: arg.entity({ label: 'Currency', search: pickerOf(currencyEntity) }),
    amount: arg.money({
      label: 'New price',
      currency: (_ctx, args) => args.currency as string,
      initial: (ctx, args) => focusedVariant(ctx, args)?.prices?.find((p) => p.currency_code === args.currency && !p.region_id)?.amount,
    }),
  },
  run: async (args, tools) => {
    const { productId, variantId, currency, amount } = args
    const product = await freshProduct(tools, productId)
    const variant = product.variants?.find((v) => v.id === variantId)
    if (!variant) throw new Error('That variant is no longer on this product')
    // Another operator's new price since the prompt opened is asked about, not overwritten.
    await ensureVariantUnchanged(tools, args, 'products.set-variant-price', variantPriceFields(currency), { fresh: variant })
    // The route replaces the variant's price list: keep the other prices, change this currency's.
    const others = (variant.prices ?? [])
      .filter((p) => p.region_id || p.currency_code !== currency)
      .map((p) => ({ id: p.id, amount: p.amount, currency_code: p.region_id ? undefined : p.currency_code, region_id: p.region_id ?? undefined }))
    const existing = variant.prices?.find((p) => p.currency_code === currency && !p.region_id)
    await tools.mutate(updateVariantMutation, {
      productId,
      variantId,
      body: { prices: [...others, { id: existing?.id, currency_code: currency, amount }] },
    })
    recordSets(tools, [variantPriceSet(product, variant, { currency }, currency.toUpperCase(), existing?.amount, amount)])
    return toast('Price changed', `${variant.title}: ${formatMoney(amount, currency)}`)
  },
  // The currency's price back to what it was, or removed when there was none.
  undo: inverse(VARIANT_PRICES),
})

/** The price 'Change variant price' sets: the variant's own price in the currency typed (not a region's). */
function variantPriceFields(currency: string): WatchedField<ProductVariant>[] {
  return watchFields<ProductVariant>(setVariantPrice.args, {
    amount: (v) => v.prices?.find((p) => p.currency_code === currency && !p.region_id)?.amount,
  })
}

export const editVariant = defineCommand({
  id: 'products.update-variant',
  title: 'Edit variant',
  keywords: ['variant title', 'sku', 'inventory', 'stock'],
  args: {
    productId: productArg(),
    variantId: variantArg(),
    title: arg.text({ label: 'Variant title', initial: (ctx, args) => focusedVariant(ctx, args)?.title }),
    sku: arg.text({ label: 'SKU', optional: true, initial: (ctx, args) => focusedVariant(ctx, args)?.sku ?? undefined }),
    inventory: arg.number({
      label: 'Inventory quantity',
      min: 0,
      integer: true,
      initial: (ctx, args) => focusedVariant(ctx, args)?.inventory_quantity,
    }),
  },
  run: async (args, tools) => {
    const { productId, variantId, title, sku, inventory } = args
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureVariantUnchanged(tools, args, 'products.update-variant', variantFields(), { emptyKeeps: true })
    await tools.mutate(updateVariantMutation, { productId, variantId, body: { title, sku, inventory_quantity: inventory } })
    return toast('Variant updated', title)
  },
})

/** The fields 'Edit variant' sets, read off a variant (typed here: the command reads it in its own run). */
function variantFields(): WatchedField<ProductVariant>[] {
  return watchFields<ProductVariant>(editVariant.args, { title: (v) => v.title, sku: (v) => v.sku, inventory: (v) => v.inventory_quantity })
}

export const deleteVariant = defineCommand({
  id: 'products.delete-variant',
  title: 'Delete variant',
  keywords: ['remove variant'],
  args: { productId: productArg(), variantId: variantArg() },
  confirm: (args, ctx) => {
    // Picked or focused, or one of the focused product's (its panel's row buttons hand in the id).
    const variant = recordIn(ctx, 'variant', 'variantId', args) ?? focusOf(ctx, 'product')?.entity?.variants?.find((v) => v.id === args.variantId)
    const name = variant ? `variant ${variant.title}${variant.sku ? ` (${variant.sku})` : ''}` : 'this variant'
    return `Delete ${name}? Orders keep their line items.`
  },
  run: async ({ productId, variantId }, { mutate }) => {
    await mutate(deleteVariantMutation, { productId, variantId })
    return toast('Variant deleted')
  },
})

export const addOption = defineCommand({
  id: 'products.add-option',
  title: 'Add option to product',
  keywords: ['option', 'size', 'colour', 'color'],
  args: { productId: productArg(), title: arg.text({ label: 'Option title', placeholder: 'Material' }) },
  run: async ({ productId, title }, { mutate }) => {
    await mutate(createOptionMutation, { productId, body: { title } })
    return toast('Option added', title)
  },
})

export const renameOption = defineCommand({
  id: 'products.update-option',
  title: 'Rename product option',
  keywords: ['option', 'edit option'],
  args: {
    productId: productArg(),
    optionId: arg.entity({ label: 'Option', search: searchOptions }),
    title: arg.text({ label: 'New title' }),
  },
  run: async ({ productId, optionId, title }, { mutate }) => {
    await mutate(updateOptionMutation, { productId, optionId, body: { title } })
    return toast('Option renamed', title)
  },
})

export const deleteOption = defineCommand({
  id: 'products.delete-option',
  title: 'Delete product option',
  keywords: ['remove option'],
  args: { productId: productArg(), optionId: arg.entity({ label: 'Option', search: searchOptions }) },
  confirm: () => 'Delete this option? Medusa refuses while variants would become duplicates.',
  run: async ({ productId, optionId }, { mutate }) => {
    await mutate(deleteOptionMutation, { productId, optionId })
    return toast('Option deleted')
  },
})

/** Each variant found stands for its product: the option's id is the product's. */
async function searchAllVariants(q: string, tools: SearchTools): Promise<EntityOption[]> {
  return (await pickerOf(anyVariantEntity)(q, tools)).map((option) => ({ ...option, id: (option.record as ProductVariant).product_id }))
}

export const findVariant = defineCommand({
  id: 'variants.search',
  reads: true,
  title: 'Find variant by title or SKU…',
  keywords: ['sku', 'barcode', 'ean', 'search variants'],
  args: { productId: arg.entity({ label: 'Variant', search: searchAllVariants }) },
  run: async ({ productId }) => openPanel(productsNav.routes.record(productId)),
})

export const productVariantCommands = inGroup('Product variants', [
  findVariant,
  addVariant,
  setVariantPrice,
  editVariant,
  deleteVariant,
  addOption,
  renameOption,
  deleteOption,
])
