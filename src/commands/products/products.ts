import type { AdminPostProductsReq, Product } from '@medusajs/client-types'
import { parseMoney } from '@/api/money'
import {
  createProductMutation,
  deleteProductMutation,
  productQueries,
  updateProductMutation,
} from '@/atoms/products/keys'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { recordAction } from '@/commands/core/action'
import { watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { splitList } from '@/commands/core/text'
import { defineArea } from '@/commands/core/area'
import { productsNav } from '@/models/products/area'
import { collectionEntity } from '@/models/collections/entity'
import { currencyEntity } from '@/models/currencies/entity'
import { salesChannelEntity } from '@/models/sales-channels/entity'
import { productEntity } from '@/models/products/entity'
import { focusOf, type CommandContext } from '@/models/core/context'
import { HANDLE, HANDLE_MESSAGE, isUnpublished, PRODUCT_STATUSES, type ProductStatus } from '@/models/products/rules'
import { ensureProductUnchanged, focusedProduct } from './records'
import { inverse, recordSets, undoableSet } from '@/commands/core/undo'
import { PRODUCT_FIELDS, productChanges, productSet, productsWith } from './undo'
import { productCreated } from './created'

/** The product argument: the focused product when there is one, else a picker. */
export const productArg = () => entityArg(productEntity)

export interface VariantLine {
  title: string
  values: string[]
  amount: number | undefined
}

/** "S / Red = 12.50" per line: option values in option order, then an optional price. */
export function parseVariantLines(
  text: string,
  optionCount: number,
  currency: string | undefined,
): { lines: VariantLine[] } | { error: string } {
  const lines: VariantLine[] = []
  for (const [index, raw] of text.split('\n').entries()) {
    if (!raw.trim()) continue
    const [valuesPart = '', pricePart] = raw.split('=')
    const values = valuesPart.split('/').map((v) => v.trim()).filter(Boolean)
    const where = `Line ${index + 1}`
    if (values.length !== Math.max(optionCount, 1)) {
      return { error: `${where}: give ${Math.max(optionCount, 1)} value(s) separated by /, one per option` }
    }
    let amount: number | undefined
    if (pricePart?.trim()) {
      amount = currency ? parseMoney(pricePart, currency) : undefined
      if (amount === undefined || amount < 0) return { error: `${where}: "${pricePart.trim()}" is not a price` }
    }
    lines.push({ title: values.join(' / '), values, amount })
  }
  return { lines }
}

/** The products area: 'Go to products' (g p), 'Open product…' and the nav link. */
export const productsArea = defineArea(productsNav, { entity: productEntity, arg: 'productId', keywords: ['find', 'search', 'retrieve'] })

export const createProduct = defineCommand({
  id: 'products.create',
  title: 'Create product',
  keywords: ['new', 'add'],
  hotkey: 'shift+n',
  args: {
    title: arg.text({ label: 'Title', placeholder: 'Linen shirt' }),
    handle: arg.text({
      label: 'Handle',
      optional: true,
      more: true,
      placeholder: 'linen-shirt (empty: made from the title)',
      pattern: HANDLE,
      patternMessage: HANDLE_MESSAGE,
    }),
    status: arg.choice<ProductStatus>()({ label: 'Status', options: PRODUCT_STATUSES }),
    options: arg.text({ label: 'Options', optional: true, placeholder: 'Size, Colour (empty: one default option)' }),
    currency: arg.entity({ label: 'Price currency', search: pickerOf(currencyEntity) }),
    variants: arg.text({
      label: 'Variants',
      optional: true,
      multiline: true,
      placeholder: 'One per line, values in option order, then a price:\nS / Blue = 45.00\nM / Blue = 45.00',
      validate: (text, args) => {
        const parsed = parseVariantLines(text, splitList(args.options as string).length, args.currency as string)
        return 'error' in parsed ? parsed.error : undefined
      },
    }),
    collectionId: arg.entity({ label: 'Collection', optional: true, search: pickerOf(collectionEntity) }),
    type: arg.text({ label: 'Type', optional: true, placeholder: 'Shirts' }),
    tags: arg.text({ label: 'Tags', optional: true, placeholder: 'summer, linen' }),
    salesChannelIds: arg.entities({ label: 'Sales channels', optional: true, search: pickerOf(salesChannelEntity) }),
  },
  run: async (a, tools) => {
    const optionTitles = splitList(a.options)
    const options = (optionTitles.length ? optionTitles : ['Title']).map((title) => ({ title }))
    const parsed = parseVariantLines(a.variants ?? '', optionTitles.length, a.currency)
    const lines = 'lines' in parsed ? parsed.lines : []
    const body: AdminPostProductsReq = {
      title: a.title,
      handle: a.handle,
      status: a.status,
      is_giftcard: false,
      discountable: true,
      options,
      variants: lines.map((line) => ({
        title: line.title,
        inventory_quantity: 0,
        prices: line.amount === undefined ? [] : [{ currency_code: a.currency, amount: line.amount }],
        options: line.values.map((value) => ({ value })),
      })),
      collection_id: a.collectionId,
      type: a.type ? { value: a.type } : undefined,
      tags: splitList(a.tags).map((value) => ({ value })),
      sales_channels: a.salesChannelIds?.map((id) => ({ id })),
    }
    const { product } = await tools.mutate(createProductMutation, body)
    productCreated.told(tools, product)
    return openPanel(productsNav.routes.record(product.id))
  },
  undo: productCreated.undo,
})

/** What 'Edit product details' sets: read just before it writes, and set back by its undo. */
const DETAIL_FIELDS = ['title', 'handle', 'description', 'status'] as const

export const editProductDetails = defineCommand({
  id: 'products.update',
  title: 'Edit product details',
  keywords: ['update', 'rename', 'title', 'handle', 'description', 'status'],
  hotkey: 'e',
  scope: 'product',
  args: {
    productId: productArg(),
    title: arg.text({ label: 'Title', initial: (ctx, args) => focusedProduct(ctx, args)?.title }),
    handle: arg.text({
      label: 'Handle',
      initial: (ctx, args) => focusedProduct(ctx, args)?.handle ?? undefined,
      pattern: HANDLE,
      patternMessage: HANDLE_MESSAGE,
    }),
    description: arg.text({
      label: 'Description',
      optional: true,
      multiline: true,
      initial: (ctx, args) => focusedProduct(ctx, args)?.description ?? undefined,
    }),
    status: arg.choice<ProductStatus>()({ label: 'Status', options: PRODUCT_STATUSES, initial: (ctx, args) => focusedProduct(ctx, args)?.status }),
  },
  run: async (args, tools) => {
    const { productId, title, handle, description, status } = args
    // The fields as they are just before (what an undo sets back), also what the conflict check compares.
    const [before] = await productsWith([productId], DETAIL_FIELDS)
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureProductUnchanged(tools, args, 'products.update', productDetailFields(), { emptyKeeps: true, fresh: before })
    const { mutate } = tools
    // A skipped description keeps the current one (the page may not have known it to prefill).
    const sent = { title, handle, status, ...(description === undefined ? {} : { description }) }
    await mutate(updateProductMutation, { id: productId, body: sent })
    if (before) recordSets(tools, productChanges(before, DETAIL_FIELDS, sent))
    return toast('Product updated', title)
  },
  undo: inverse(PRODUCT_FIELDS),
})

/** The fields 'Edit product details' sets, read off a product (typed here: the command reads it in its own run). */
function productDetailFields(): WatchedField<Product>[] {
  return watchFields<Product>(editProductDetails.args, { title: (p) => p.title, handle: (p) => p.handle, description: (p) => p.description, status: (p) => p.status })
}

export const setProductStatus = defineCommand({
  id: 'products.set-status',
  title: 'Set product status',
  keywords: ['publish', 'draft', 'unpublish'],
  bulk: { kind: 'product', arg: 'productId' },
  args: { productId: productArg(), status: arg.choice<ProductStatus>()({ label: 'Status', options: PRODUCT_STATUSES }) },
  run: async ({ productId, status }, tools) => {
    // What it was, read just before: what an undo sets back.
    const [before] = await productsWith([productId], ['status'])
    await tools.mutate(updateProductMutation, { id: productId, body: { status } })
    if (before) recordSets(tools, [productSet(before, 'status', before, status)])
    return toast('Status changed', status)
  },
  undo: inverse(PRODUCT_FIELDS),
})

/** A product's status as the operator saw it (its panel, or a row of the table's selection): what publishing it changed. */
function seenStatus(ctx: CommandContext, id: string): string | undefined {
  const focused = focusOf(ctx, 'product')
  if (focused?.id === id) return focused.entity?.status
  const row = ctx.selection?.kind === 'product' ? ctx.selection.records?.find((r) => r.id === id) : undefined
  return row && 'status' in row && typeof row.status === 'string' ? row.status : undefined
}

/** Draft or proposed to published in one step, on the focused product, a picked one or a table selection. */
export const publishProduct = undoableSet(recordAction({
  id: 'products.publish',
  title: 'Publish product',
  keywords: ['go live', 'release', 'make visible'],
  entity: productEntity,
  arg: 'productId',
  bulk: true,
  rule: isUnpublished,
  confirm: (product) => `Publish ${product ? product.title : 'this product'}? Shoppers see it in its sales channels.`,
  mutation: updateProductMutation,
  vars: (id) => ({ id, body: { status: 'published' as const } }),
  done: ({ product }) => toast('Product published', product.title),
}), { revert: PRODUCT_FIELDS, arg: 'productId', field: 'status', before: seenStatus, after: 'published' })

export const deleteProduct = recordAction({
  id: 'products.delete',
  title: 'Delete product',
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: productEntity,
  arg: 'productId',
  bulk: true,
  confirm: (product) => `Delete ${product ? product.title : 'this product'}? This cannot be undone.`,
  mutation: deleteProductMutation,
  done: () => openPanel(productsNav.routes.list()),
})

export const showTaxonomy = defineCommand({
  id: 'products.taxonomy',
  reads: true,
  title: 'Product tags and types in use',
  keywords: ['tag usage', 'types', 'tags'],
  run: async (_args, { fetch }) => {
    await fetch(productQueries.tagUsage())
    return openPanel(productsNav.routes.page('taxonomy'))
  },
})

export const productCommands = inGroup('Products', [
  productsArea.list,
  productsArea.open,
  createProduct,
  editProductDetails,
  setProductStatus,
  publishProduct,
  deleteProduct,
  showTaxonomy,
])
