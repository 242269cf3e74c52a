import type { AdminCollectionsListRes, Product, ProductCollection, StoreCollectionsListRes, StoreCollectionsRes } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { kebabCase, type MockDb } from '../db'
import { admin, BASE, duplicate, ilike, inDateRange, invalidData, notFound, page, readBody, readJson, readQuery, sortBy, validate } from '../http'
import { bareProduct, mergeMetadata } from '../products/ops'

/**
 * /admin/collections as Medusa 1.20 answers it (routes/admin/collections/*, ProductCollectionService),
 * over `db.collections`; a product's collection is its `collection_id`. The list and every answer
 * carry the collection's products (default relation `products.profiles`); the store list carries none. Refusals: rows of
 * refusals.ts beside this file, run against msw and Medusa.
 */

type CollectionView = ProductCollection & { products: Product[] }

const view = (db: MockDb, collection: ProductCollection): CollectionView => ({
  ...collection,
  products: db.products.filter((p) => p.collection_id === collection.id).map(bareProduct),
})

function findCollection(db: MockDb, id: string): ProductCollection {
  return db.collections.find((c) => c.id === id) ?? notFound(`Product collection with id: ${id} was not found`)
}

/** The unique index on the handle, as Medusa's error handler words Postgres' 23505. */
function assertHandleFree(db: MockDb, handle: string, id?: string): void {
  if (db.collections.some((c) => c.handle === handle && c.id !== id)) duplicate(`Product_collection with handle ${handle} already exists.`)
}

const createBody = { title: { kind: 'string' }, handle: { kind: 'string', optional: true }, metadata: { kind: 'object', optional: true } } as const
const updateBody = { title: { kind: 'string', optional: true }, handle: { kind: 'string', optional: true }, metadata: { kind: 'object', optional: true } } as const
const batchBody = { product_ids: { kind: 'array' } } as const

/** The batch body: `ArrayNotEmpty` and `IsString({ each })` on product_ids. */
async function readIds(request: Request): Promise<string[]> {
  const { product_ids } = await readBody<{ product_ids: unknown[] }>(request, batchBody)
  if (!product_ids.length) return invalidData('product_ids should not be empty')
  if (product_ids.some((id) => typeof id !== 'string')) return invalidData('each value in product_ids must be a string')
  return product_ids as string[]
}

export function collectionHandlers(db: MockDb) {
  const url = `${BASE}/admin/collections`
  return [
    http.get(
      url,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          limit: 'number', offset: 'number', title: 'string', handle: 'string', q: 'string', order: 'string',
          discount_condition_id: 'string', deleted_at: 'dates', created_at: 'dates', updated_at: 'dates',
        })
        const found = db.collections.filter(
          (c) =>
            ilike(query.str('q'), c.title, c.handle) &&
            (query.str('title') === undefined || c.title === query.str('title')) &&
            (query.str('handle') === undefined || c.handle === query.str('handle')) &&
            inDateRange(c.created_at, query.dates('created_at')) && inDateRange(c.updated_at, query.dates('updated_at')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 10)
        return HttpResponse.json<AdminCollectionsListRes>({ collections: items.map((c) => view(db, c)), count, offset, limit })
      }),
    ),

    http.post(
      url,
      admin(db, async ({ request }) => {
        const raw = await readJson(request)
        // IsNotEmpty then IsString on title: a missing title breaks both.
        if (raw.title === undefined || raw.title === null) invalidData('title should not be empty, title must be a string')
        if (raw.title === '') invalidData('title should not be empty')
        const body = validate<{ title: string; handle?: string; metadata?: Record<string, unknown> }>(raw, createBody)
        const handle = body.handle || kebabCase(body.title)
        assertHandleFree(db, handle)
        const at = db.now()
        const collection: ProductCollection = { id: db.nextId('pcol'), title: body.title, handle, metadata: body.metadata ?? null, created_at: at, updated_at: at, deleted_at: null }
        db.collections.push(collection)
        return HttpResponse.json({ collection: view(db, collection) })
      }),
    ),

    http.post(
      `${url}/:id/products/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await readIds(request)
        const collection = findCollection(db, params.id ?? '')
        // Unknown product ids are no error: the update matches no row for them.
        for (const p of db.products) if (ids.includes(p.id)) p.collection_id = collection.id
        return HttpResponse.json({ collection: view(db, collection) })
      }),
    ),

    http.delete(
      `${url}/:id/products/batch`,
      admin(db, async ({ request, params }) => {
        const ids = await readIds(request)
        const id = params.id ?? ''
        const collection = findCollection(db, id)
        // Only the collection's own products leave it; other ids are no error.
        for (const p of db.products) if (ids.includes(p.id) && p.collection_id === collection.id) p.collection_id = null
        return HttpResponse.json({ id, object: 'product-collection', removed_products: ids })
      }),
    ),

    // The store list (routes/store/collections): no session, no products, no search or order (newest first).
    http.get(`${BASE}/store/collections`, ({ request }) => {
      const query = readQuery(request, { limit: 'int', offset: 'int', handle: 'array', created_at: 'dates', updated_at: 'dates' })
      const handles = query.list('handle')
      const found = db.collections.filter(
        (c) => (!handles || handles.includes(c.handle ?? '')) && inDateRange(c.created_at, query.dates('created_at')) && inDateRange(c.updated_at, query.dates('updated_at')),
      )
      const { items, count, offset, limit } = page(sortBy(found, undefined), query, 10)
      return HttpResponse.json<StoreCollectionsListRes>({ collections: items, count, offset, limit })
    }),

    http.get(`${BASE}/store/collections/:id`, ({ params }) => HttpResponse.json<StoreCollectionsRes>({ collection: findCollection(db, String(params.id)) })),

    http.get(`${url}/:id`, admin(db, ({ params }) => HttpResponse.json({ collection: view(db, findCollection(db, params.id ?? '')) }))),

    http.post(
      `${url}/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ title?: string; handle?: string; metadata?: Record<string, unknown> }>(request, updateBody)
        const collection = findCollection(db, params.id ?? '')
        if (body.handle !== undefined) assertHandleFree(db, body.handle, collection.id)
        if (body.title !== undefined) collection.title = body.title
        if (body.handle !== undefined) collection.handle = body.handle
        if (body.metadata) collection.metadata = mergeMetadata(collection.metadata ?? null, body.metadata)
        collection.updated_at = db.now()
        return HttpResponse.json({ collection: view(db, collection) })
      }),
    ),

    http.delete(
      `${url}/:id`,
      admin(db, ({ params }) => {
        const id = params.id ?? ''
        const collection = findCollection(db, id)
        // A soft delete: its products keep their collection_id, pointing at a collection no one can read.
        db.collections = db.collections.filter((c) => c !== collection)
        return HttpResponse.json({ id, object: 'product-collection', deleted: true })
      }),
    ),
  ]
}
