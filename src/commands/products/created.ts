import type { AdminPostProductsReq, Product } from '@medusajs/client-types'
import { createProductMutation, deleteProductMutation, productQueries } from '@/atoms/products/keys'
import { createRevert, type MadeFields } from '@/commands/core/createUndo'

/**
 * The undo of Create product: the new product is deleted while it is as it was made (its details,
 * attributes, options, variants with their prices and stock, images, organisation and channels, read
 * afresh), as Medusa deletes one (orders keep their lines); a redo makes it again under its handle.
 * Options and variants are kept by title, values by option title: the order Medusa lists them in is not
 * the order they were made in.
 */

/** What the product create and its later edits set, beside the details: null until set. */
const ATTRIBUTES = ['subtitle', 'description', 'thumbnail', 'material', 'weight', 'length', 'height', 'width', 'hs_code', 'origin_country', 'mid_code'] as const

interface MadeVariant {
  title: string
  sku?: string
  values: Record<string, string>
  prices?: Array<{ currency_code: string; region_id?: string; amount: number }>
  inventory_quantity?: number
}

type MadeProduct = MadeFields & {
  title: string
  handle: string
  status: AdminPostProductsReq['status']
  discountable?: boolean
  options?: string[]
  variants?: MadeVariant[]
  collection_id?: string
  type?: string
  tags?: string[]
  sales_channels?: string[]
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title)

function made(product: Product) {
  const titles = new Map((product.options ?? []).map((option) => [option.id, option.title]))
  return {
    title: product.title,
    handle: product.handle,
    status: product.status,
    discountable: product.discountable,
    ...Object.fromEntries(ATTRIBUTES.map((key) => [key, product[key]])),
    options: [...titles.values()].sort(),
    variants: (product.variants ?? [])
      .map((variant) => ({
        title: variant.title,
        sku: variant.sku,
        values: Object.fromEntries((variant.options ?? []).map((value) => [titles.get(value.option_id) ?? value.option_id, value.value])),
        prices: (variant.prices ?? [])
          .map((price) => ({ currency_code: price.currency_code, region_id: price.region_id, amount: price.amount }))
          .sort((a, b) => `${a.currency_code}${a.region_id}`.localeCompare(`${b.currency_code}${b.region_id}`)),
        inventory_quantity: variant.inventory_quantity,
      }))
      .sort(byTitle),
    images: product.images?.length ?? 0,
    collection_id: product.collection_id,
    type: product.type?.value,
    tags: (product.tags ?? []).map((tag) => tag.value).sort(),
    sales_channels: (product.sales_channels ?? []).map((channel) => channel.id).sort(),
  }
}

/** The create's body again from what it made. */
function body(fields: MadeProduct): AdminPostProductsReq {
  const options = fields.options?.length ? fields.options : ['Title']
  return {
    title: fields.title,
    handle: fields.handle,
    status: fields.status,
    is_giftcard: false,
    discountable: fields.discountable ?? true,
    options: options.map((title) => ({ title })),
    variants: (fields.variants ?? []).map((variant) => ({
      title: variant.title,
      ...(variant.sku ? { sku: variant.sku } : {}),
      inventory_quantity: variant.inventory_quantity ?? 0,
      prices: (variant.prices ?? []).map(({ currency_code, region_id, amount }) => ({ currency_code, amount, ...(region_id ? { region_id } : {}) })),
      options: options.map((title) => ({ value: variant.values[title] ?? '' })),
    })),
    ...(fields.collection_id ? { collection_id: fields.collection_id } : {}),
    ...(fields.type ? { type: { value: fields.type } } : {}),
    tags: (fields.tags ?? []).map((value) => ({ value })),
    ...(fields.sales_channels ? { sales_channels: fields.sales_channels.map((id) => ({ id })) } : {}),
  }
}

export const productCreated = createRevert<Product>({
  command: 'products.create',
  kind: 'product',
  read: (id, { fetch }) => fetch({ ...productQueries.detail(id), staleTime: 0 }).then((r) => r.product),
  name: (product) => product.title,
  made,
  remove: (id, { mutate }) => mutate(deleteProductMutation, id),
  make: async (fields, { mutate }) => (await mutate(createProductMutation, body(fields as MadeProduct))).product.id,
})
