import type { ProductCategory } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { kebabCase, type MockDb } from '../db'
import { admin, BASE, duplicate, ilike, invalidData, notFound, page, readBody, readJson, readQuery, requestErrors, validate } from '../http'

/**
 * /admin/product-categories as Medusa 1.20 answers it with the `product_categories` flag on
 * (routes/admin/product-categories/*, ProductCategoryService, ProductCategoryRepository). Categories
 * and which products each holds are kept per db here; the products mock reads the memberships
 * (`categoriesOfProduct`, `setProductCategories`). Refusals: rows of refusals.ts beside this file.
 */

type Row = Omit<ProductCategory, 'category_children' | 'parent_category' | 'products'>

interface CategoryStore {
  categories: Row[]
  /** product id -> category ids */
  members: Map<string, Set<string>>
}

const stores = new WeakMap<MockDb, CategoryStore>()

function storeOf(db: MockDb): CategoryStore {
  let store = stores.get(db)
  if (!store) stores.set(db, (store = { categories: [], members: new Map() }))
  return store
}

/** Siblings in Medusa's order: rank, then handle. */
const byRank = (a: Row, b: Row) => (a.rank ?? 0) - (b.rank ?? 0) || a.handle.localeCompare(b.handle)
const childrenOf = (store: CategoryStore, parentId: string | null) =>
  store.categories.filter((c) => c.parent_category_id === parentId).sort(byRank)

/** The categories a product is in, as the products mock shows them (the `categories` relation's fields). */
export function categoriesOfProduct(db: MockDb, productId: string): ProductCategory[] {
  const store = storeOf(db)
  const ids = store.members.get(productId) ?? new Set<string>()
  return store.categories.filter((c) => ids.has(c.id)).map((c) => ({ ...c, category_children: [] }))
}

/** POST /admin/products/{id} with `categories`: the product's categories replaced. */
export function setProductCategories(db: MockDb, productId: string, categoryIds: readonly string[]): void {
  storeOf(db).members.set(productId, new Set(categoryIds))
}

/** GET /admin/products?category_id[]=: in one of them (or, with include_category_children, under one). */
export function inCategories(db: MockDb, productId: string, wanted: readonly string[] | undefined, withChildren: boolean): boolean {
  if (!wanted) return true
  const store = storeOf(db)
  const ids = new Set(wanted)
  if (withChildren) {
    const add = (id: string) => childrenOf(store, id).forEach((c) => (ids.add(c.id), add(c.id)))
    wanted.forEach(add)
  }
  return [...(store.members.get(productId) ?? [])].some((id) => ids.has(id))
}

/** A category with its parent and direct children (Medusa's default relations), or its whole subtree. */
function view(store: CategoryStore, row: Row, wholeTree = false): ProductCategory {
  const parent = store.categories.find((c) => c.id === row.parent_category_id) ?? null
  const children = childrenOf(store, row.id)
  return {
    ...row,
    parent_category: parent ? { ...parent, category_children: [] } : null,
    category_children: children.map((c) => (wholeTree ? view(store, c, true) : { ...c, category_children: [] })),
  }
}

/** not_allowed, as MedusaError.Types.NOT_ALLOWED answers (400). */
const notAllowed = (message: string): never => {
  throw HttpResponse.json({ type: 'not_allowed', message }, { status: 400 })
}

const find = (store: CategoryStore, id: string) => store.categories.find((c) => c.id === id) ?? notFound(`ProductCategory with id: ${id} was not found`)

/** The unique index on the handle, as Medusa's error handler words Postgres' 23505. */
function assertHandleFree(store: CategoryStore, handle: string, id?: string): void {
  if (store.categories.some((c) => c.handle === handle && c.id !== id)) duplicate(`Product_category with handle ${handle} already exists.`)
}

/** Ranks 0..n-1 again among a parent's children, `moved` placed at `rank` (the end when beyond it). */
function rerank(store: CategoryStore, parentId: string | null, moved?: Row, rank?: number): void {
  const siblings = childrenOf(store, parentId).filter((c) => c !== moved)
  if (moved) siblings.splice(Math.min(rank ?? siblings.length, siblings.length), 0, moved)
  siblings.forEach((c, i) => (c.rank = i))
}

const fieldsSchema = {
  description: { kind: 'string', optional: true },
  handle: { kind: 'string', optional: true },
  is_internal: { kind: 'boolean', optional: true },
  is_active: { kind: 'boolean', optional: true },
  parent_category_id: { kind: 'string', optional: true },
  metadata: { kind: 'object', optional: true },
} as const
type Fields = Partial<Pick<Row, 'description' | 'handle' | 'is_internal' | 'is_active' | 'metadata'>> & { parent_category_id?: string | null }

/** The batch body's ids, after validateProductsExist (a middleware: its errors answer in their own body). */
async function productIds(db: MockDb, request: Request): Promise<string[]> {
  const { product_ids } = await readBody<{ product_ids: Array<{ id: string }> }>(request, { product_ids: { kind: 'array' } })
  const ids = product_ids.map((p) => p.id)
  const missing = ids.filter((id) => !db.products.some((p) => p.id === id))
  if (missing.length) requestErrors([`Products ${missing.join(', ')} do not exist`])
  return ids
}

export function productCategoryHandlers(db: MockDb) {
  const url = `${BASE}/admin/product-categories`
  const store = storeOf(db)
  return [
    http.get(
      url,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          q: 'string', handle: 'string', is_internal: 'boolean', is_active: 'boolean', include_descendants_tree: 'boolean',
          parent_category_id: 'string', offset: 'number', limit: 'number', expand: 'string', fields: 'string',
        })
        const parent = query.str('parent_category_id')
        const found = store.categories
          .filter(
            (c) =>
              ilike(query.str('q'), c.name, c.handle) &&
              (query.str('handle') === undefined || c.handle === query.str('handle')) &&
              (query.bool('is_internal') === undefined || c.is_internal === query.bool('is_internal')) &&
              (query.bool('is_active') === undefined || c.is_active === query.bool('is_active')) &&
              (parent === undefined || c.parent_category_id === (parent === 'null' ? null : parent)),
          )
          .sort(byRank)
        const { items, count, offset, limit } = page(found, query, 100)
        const tree = query.bool('include_descendants_tree') === true
        return HttpResponse.json({ product_categories: items.map((c) => view(store, c, tree)), count, offset, limit })
      }),
    ),

    http.post(
      url,
      admin(db, async ({ request }) => {
        const raw = await readJson(request)
        // IsNotEmpty then IsString on name: a missing name breaks both.
        if (raw.name === undefined || raw.name === null) invalidData('name should not be empty, name must be a string')
        if (raw.name === '') invalidData('name should not be empty')
        const body = validate<Fields & { name: string }>(raw, { name: { kind: 'string' }, ...fieldsSchema })
        const handle = body.handle || kebabCase(body.name)
        const parentId = body.parent_category_id ?? null
        if (parentId) find(store, parentId)
        assertHandleFree(store, handle)
        const at = db.now()
        const row: Row = {
          id: db.nextId('pcat'), name: body.name, description: body.description ?? '', handle, mpath: null,
          is_active: body.is_active ?? false, is_internal: body.is_internal ?? false, rank: childrenOf(store, parentId).length,
          parent_category_id: parentId, created_at: at, updated_at: at, metadata: body.metadata ?? null,
        }
        store.categories.push(row)
        return HttpResponse.json({ product_category: view(store, row) })
      }),
    ),

    http.get(`${url}/:id`, admin(db, ({ params }) => HttpResponse.json({ product_category: view(store, find(store, String(params.id))) }))),

    http.post(
      `${url}/:id`,
      admin(db, async ({ request, params }) => {
        const body = validate<Fields & { name?: string; rank?: number }>(await readJson(request), {
          name: { kind: 'string', optional: true }, rank: { kind: 'number', optional: true }, ...fieldsSchema,
        })
        const row = find(store, String(params.id))
        const { rank, parent_category_id: parentId, ...fields } = body
        if (fields.handle !== undefined) assertHandleFree(store, fields.handle, row.id)
        if (parentId) find(store, parentId)
        // Medusa 1.20 copies the sent metadata over the merged one: the object sent replaces it whole.
        for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(row, { [key]: value })
        const from = row.parent_category_id
        if (parentId !== undefined && parentId !== from) {
          row.parent_category_id = parentId
          rerank(store, from)
          rerank(store, parentId, row, rank)
        } else if (rank !== undefined) rerank(store, from, row, rank)
        row.updated_at = db.now()
        return HttpResponse.json({ product_category: view(store, row) })
      }),
    ),

    http.delete(
      `${url}/:id`,
      admin(db, ({ params }) => {
        const id = String(params.id)
        const row = store.categories.find((c) => c.id === id)
        // An unknown id is no error: the service returns early and the route answers deleted.
        if (row) {
          if (childrenOf(store, id).length) notAllowed(`Deleting ProductCategory (${id}) with category children is not allowed`)
          store.categories = store.categories.filter((c) => c !== row)
          for (const ids of store.members.values()) ids.delete(id)
          rerank(store, row.parent_category_id)
        }
        return HttpResponse.json({ id, object: 'product-category', deleted: true })
      }),
    ),

    http.post(
      `${url}/:id/products/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await productIds(db, request)
        // The join table's foreign key names an unknown category (Medusa's wording of Postgres' 23503).
        const row =
          store.categories.find((c) => c.id === params.id) ?? notFound(`Product_category with product_category_id ${String(params.id)} does not exist.`)
        for (const id of ids) store.members.set(id, new Set([...(store.members.get(id) ?? []), row.id]))
        return HttpResponse.json({ product_category: view(store, row) })
      }),
    ),

    http.delete(
      `${url}/:id/products/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await productIds(db, request)
        for (const id of ids) store.members.get(id)?.delete(String(params.id))
        return HttpResponse.json({ product_category: view(store, find(store, String(params.id))) })
      }),
    ),
  ]
}
