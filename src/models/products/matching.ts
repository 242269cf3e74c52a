import type { AdminGetProductsParams, Product } from '@medusajs/client-types'
import { products } from '@/api/admin/products'
import type { CommandContext } from '@/models/core/context'
import { readEveryPage } from '@/models/core/pages'
import { counted } from '@/models/core/text'

// The products a command acts on beyond one record: the products table's selection, or every
// product its filter matches (adding them to a collection or a channel, bulk edits).

/**
 * Products read per request while gathering. On the large store (issue #32) a page of 1,000 with
 * tags, type and collection is about 1 MB and 0.2 s, a page of 100 about 0.08 s: 5,522 products
 * were 56 pages one after the other, now 6, two at a time.
 */
export const MATCH_PAGE = 1000
/** Pages read at the same time once the first has told how many match. */
export const MATCH_PAGES_AT_ONCE = 2
/**
 * Ids per `id[n]=` filter: Medusa's query parser (qs, arrayLimit 20) reads an index above 20 as an
 * object key and refuses the list ("id must be a string or an array of strings").
 */
export const IDS_PER_REQUEST = 20
/**
 * Products sent per batch request (a collection's, a channel's, a category's): Medusa's JSON body
 * limit is 100 kB and a product id sent as `{"id":"prod_…"}` is about 42 bytes.
 */
export const SEND_CHUNK = 1000

export const productsCount = (n: number) => counted(n, 'product')

/** What a gathering reads of each product: only what the caller decides on. */
export interface ProductShape {
  fields: string
  expand?: string
}

/**
 * Every product the products table's query matches, each once, in id order whatever the table's order
 * (pages read side by side neither skip nor repeat a row; the large store's copies share their
 * created_at, so even one page after another in the table's order could). All pages are read before
 * anything is written: adding products to a collection or channel can change what a filter on
 * collections or channels matches.
 */
export async function gatherProducts(query: Readonly<Record<string, unknown>>, shape: ProductShape): Promise<Product[]> {
  // The table's own fields/expand/order are its business; the caller says what it needs.
  const { fields: _fields, expand: _expand, limit: _limit, offset: _offset, order: _order, ...filter } = query
  const seen = new Map<string, Product>()
  const page = async (offset: number) => {
    const read = await products.list({ ...filter, ...shape, order: 'id', offset, limit: MATCH_PAGE } as AdminGetProductsParams)
    return { rows: read.products as Product[], count: read.count }
  }
  await readEveryPage(page, MATCH_PAGES_AT_ONCE, (rows) => {
    for (const product of rows) if (!seen.has(product.id)) seen.set(product.id, product)
  })
  return [...seen.values()]
}

/** The given products (a table's selection), read afresh with the shape the caller needs, in the given order. */
export async function productsByIds(ids: readonly string[], shape: ProductShape): Promise<Product[]> {
  const found = new Map<string, Product>()
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
    const chunk = ids.slice(i, i + IDS_PER_REQUEST)
    const page = await products.list({ ...shape, id: chunk, limit: chunk.length } as AdminGetProductsParams)
    for (const product of page.products as Product[]) found.set(product.id, product)
  }
  return ids.map((id) => found.get(id)).filter((p): p is Product => p !== undefined)
}

/** "Add 48 products tagged 'winter' to collection Winter?": the products table's filter in words. */
export function matchingText(ctx: CommandContext): string {
  const count = ctx.list?.count ?? 0
  return `${productsCount(count)}${ctx.list?.description ? ` ${ctx.list.description}` : ''}`
}

/**
 * The products table's rows as "add every matching product" reads them, each with `shape` (what the
 * caller decides on): the records part of commands/core's addMatching.
 */
export const productMatching = (shape: ProductShape) => ({
  kind: 'product' as const,
  plural: 'products',
  count: productsCount,
  gather: (query: Readonly<Record<string, unknown>>) => gatherProducts(query, shape),
  name: (product: Product) => product.title,
  chunk: SEND_CHUNK,
})

/** A products selection that is not a collection's products table (a collection panel owns the focus there). */
export const productSelection = (ctx: CommandContext) =>
  ctx.selection?.kind === 'product' && ctx.selection.ids.length ? ctx.selection : undefined

/** 'Linen shirt' for one product the operator has seen, else '3 products'. */
export function productsNamed(ctx: CommandContext, ids: readonly string[] | undefined): string {
  const list = ids ?? []
  const [only] = list
  const record = only ? (ctx.selection?.records?.find((r) => r.id === only) as Product | undefined) : undefined
  return list.length === 1 && record ? record.title : productsCount(list.length)
}
