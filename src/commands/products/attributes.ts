import type { Product, ProductVariant } from '@medusajs/client-types'
import { updateProductMutation, updateVariantMutation } from '@/atoms/products/keys'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { watchFields, type WatchedField } from '@/commands/core/editConflict'
import { inverse, recordSets } from '@/commands/core/undo'
import { entityArg } from '@/commands/core/entity'
import type { CommandContext } from '@/models/core/context'
import { variantEntity } from '@/models/products/entity'
import { COUNTRY_CODE, COUNTRY_CODE_MESSAGE, inventoryHandling } from '@/models/products/attributes'
import { productArg } from './products'
import { ensureProductUnchanged, ensureVariantUnchanged, focusedProduct, focusedVariant } from './records'
import { ATTRIBUTE_FIELDS, PRODUCT_FIELDS, productChanges, productsWith } from './undo'

type Physical = Pick<Product, 'weight' | 'length' | 'width' | 'height' | 'hs_code' | 'mid_code' | 'origin_country'>

/** The prompts both attribute edits share; `current` reads the record the prompt starts from. */
function physicalArgs(current: (ctx: CommandContext, args: PartialArgs) => Physical | undefined) {
  const size = (label: string, read: (r: Physical) => number | null | undefined) =>
    arg.number({ label, optional: true, min: 0, initial: (ctx: CommandContext, args: PartialArgs) => read(current(ctx, args) ?? ({} as Physical)) ?? undefined })
  const code = (label: string, read: (r: Physical) => string | null | undefined) =>
    arg.text({ label, optional: true, initial: (ctx: CommandContext, args: PartialArgs) => read(current(ctx, args) ?? ({} as Physical)) ?? undefined })
  return {
    weight: size('Weight', (r) => r.weight),
    length: size('Length', (r) => r.length),
    width: size('Width', (r) => r.width),
    height: size('Height', (r) => r.height),
    hsCode: code('HS code', (r) => r.hs_code),
    midCode: code('MID code', (r) => r.mid_code),
    originCountry: arg.text({
      label: 'Country of origin',
      optional: true,
      placeholder: 'IT (two letters)',
      pattern: COUNTRY_CODE,
      patternMessage: COUNTRY_CODE_MESSAGE,
      initial: (ctx, args) => current(ctx, args)?.origin_country?.toUpperCase() ?? undefined,
    }),
  }
}

interface PhysicalValues {
  weight?: number
  length?: number
  width?: number
  height?: number
  hsCode?: string
  midCode?: string
  originCountry?: string
}

/** The body's physical part: an empty answer keeps the current value (it is left out). */
const physicalBody = (a: PhysicalValues) => ({
  weight: a.weight,
  length: a.length,
  width: a.width,
  height: a.height,
  hs_code: a.hsCode,
  mid_code: a.midCode,
  origin_country: a.originCountry?.toLowerCase(),
})

const physicalReaders = {
  weight: (r: Physical) => r.weight,
  length: (r: Physical) => r.length,
  width: (r: Physical) => r.width,
  height: (r: Physical) => r.height,
  hsCode: (r: Physical) => r.hs_code,
  midCode: (r: Physical) => r.mid_code,
  originCountry: (r: Physical) => r.origin_country?.toUpperCase(),
}

export const editProductAttributes = defineCommand({
  id: 'products.edit-attributes',
  title: 'Edit product attributes: subtitle, material, discountable, size, customs',
  keywords: ['subtitle', 'material', 'discountable', 'weight', 'length', 'width', 'height', 'hs code', 'mid code', 'origin country', 'customs', 'shipping'],
  hotkey: 'shift+a',
  scope: 'product',
  args: {
    productId: productArg(),
    subtitle: arg.text({ label: 'Subtitle', optional: true, initial: (ctx, args) => focusedProduct(ctx, args)?.subtitle ?? undefined }),
    material: arg.text({ label: 'Material', optional: true, initial: (ctx, args) => focusedProduct(ctx, args)?.material ?? undefined }),
    discountable: arg.boolean({ label: 'Discountable (discounts apply to it)', initial: (ctx, args) => focusedProduct(ctx, args)?.discountable }),
    ...physicalArgs((ctx, args) => focusedProduct(ctx, args)),
  },
  run: async (args, tools) => {
    const { productId, subtitle, material, discountable } = args
    // The attributes as they are just before (what an undo sets back), also what the conflict check compares.
    const [before] = await productsWith([productId], ATTRIBUTE_FIELDS)
    await ensureProductUnchanged(tools, args, 'products.edit-attributes', productAttributeFields(), { emptyKeeps: true, fresh: before })
    const sent = { subtitle, material, discountable, ...physicalBody(args) }
    const { product } = await tools.mutate(updateProductMutation, { id: productId, body: sent })
    // An empty answer is left out (it keeps the value): only what was sent and differs is a change.
    if (before) recordSets(tools, productChanges(before, ATTRIBUTE_FIELDS, sent))
    return toast('Attributes saved', product.title)
  },
  undo: inverse(PRODUCT_FIELDS),
})

function productAttributeFields(): WatchedField<Product>[] {
  return watchFields<Product>(editProductAttributes.args, {
    subtitle: (p) => p.subtitle,
    material: (p) => p.material,
    discountable: (p) => p.discountable,
    ...physicalReaders,
  })
}

export const editVariantAttributes = defineCommand({
  id: 'products.edit-variant-attributes',
  title: 'Edit variant attributes: EAN, UPC, barcode, inventory, size, customs',
  keywords: ['ean', 'upc', 'barcode', 'manage inventory', 'backorder', 'weight', 'hs code', 'mid code', 'origin country', 'material'],
  scope: 'product',
  args: {
    productId: productArg(),
    variantId: entityArg(variantEntity),
    ean: arg.text({ label: 'EAN', optional: true, initial: (ctx, args) => focusedVariant(ctx, args)?.ean ?? undefined }),
    upc: arg.text({ label: 'UPC', optional: true, initial: (ctx, args) => focusedVariant(ctx, args)?.upc ?? undefined }),
    barcode: arg.text({ label: 'Barcode', optional: true, initial: (ctx, args) => focusedVariant(ctx, args)?.barcode ?? undefined }),
    manageInventory: arg.boolean({ label: 'Track inventory (manage inventory)', initial: (ctx, args) => focusedVariant(ctx, args)?.manage_inventory }),
    allowBackorder: arg.boolean({ label: 'Allow backorders (sell when out of stock)', initial: (ctx, args) => focusedVariant(ctx, args)?.allow_backorder }),
    material: arg.text({ label: 'Material', optional: true, initial: (ctx, args) => focusedVariant(ctx, args)?.material ?? undefined }),
    ...physicalArgs(focusedVariant),
  },
  run: async (args, tools) => {
    const { productId, variantId, ean, upc, barcode, manageInventory, allowBackorder, material } = args
    await ensureVariantUnchanged(tools, args, 'products.edit-variant-attributes', variantAttributeFields(), { emptyKeeps: true })
    const { product } = await tools.mutate(updateVariantMutation, {
      productId,
      variantId,
      body: { ean, upc, barcode, manage_inventory: manageInventory, allow_backorder: allowBackorder, material, ...physicalBody(args) },
    })
    const variant = product.variants.find((v) => v.id === variantId)
    return toast('Variant attributes saved', variant ? `${variant.title}: ${inventoryHandling(variant)}` : undefined)
  },
})

function variantAttributeFields(): WatchedField<ProductVariant>[] {
  return watchFields<ProductVariant>(editVariantAttributes.args, {
    ean: (v) => v.ean,
    upc: (v) => v.upc,
    barcode: (v) => v.barcode,
    manageInventory: (v) => v.manage_inventory,
    allowBackorder: (v) => v.allow_backorder,
    material: (v) => v.material,
    ...physicalReaders,
  })
}

export const productAttributeCommands = inGroup('Products', [editProductAttributes])
export const variantAttributeCommands = inGroup('Product variants', [editVariantAttributes])
