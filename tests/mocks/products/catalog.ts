import type {
  AdminCollectionsListRes,
  AdminProductTagsListRes,
  AdminProductTypesListRes,
  AdminSalesChannelsListRes,
  FulfillmentProvider,
  PaymentProvider,
  Product,
  Store,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb, MockVariant } from '../db'
import { admin, BASE, ilike, inDateRange, page, readQuery, sortBy, type ParsedQuery, type QuerySchema } from '../http'
import { bareProduct, UNPRICED } from './ops'
import { storeModules } from '../inventory/db'

/**
 * What the product commands read around products: the store (currencies, feature flags), collections,
 * sales channels, product tags and types, and the cross-product variant search (Medusa 1.20
 * routes/admin/store/get-store.ts, collections, sales-channels, product-tags, product-types, variants).
 */

type Dated = { id: string; created_at: string; updated_at: string }

const dates: QuerySchema = { created_at: 'dates', updated_at: 'dates' }

/** The filters every one of these lists shares: id, created_at, updated_at. */
const common = (item: Dated, query: ParsedQuery) =>
  (!query.list('id') || (query.list('id') ?? []).includes(item.id)) &&
  inDateRange(item.created_at, query.dates('created_at')) &&
  inDateRange(item.updated_at, query.dates('updated_at'))

/** GET /admin/store as get-store.ts assembles it; providers are those of this project's backend. */
export type StoreView = Store & {
  currencies: MockDb['currencies']
  default_currency: MockDb['currencies'][number] | null
  feature_flags: MockDb['featureFlags']
  modules: Array<{ module: string; resolution: string }>
  payment_providers: PaymentProvider[]
  fulfillment_providers: FulfillmentProvider[]
}

export function storeView(db: MockDb): StoreView {
  return {
    ...db.store,
    currencies: db.currencies,
    default_currency: db.currencies.find((c) => c.code === db.store.default_currency_code) ?? null,
    default_sales_channel: db.salesChannels.find((sc) => sc.id === db.store.default_sales_channel_id) ?? null,
    feature_flags: db.featureFlags,
    modules: storeModules(db),
    payment_providers: [{ id: 'manual', is_installed: true }],
    fulfillment_providers: [{ id: 'manual', is_installed: true }],
  }
}

/** A variant as GET /admin/variants answers it: default relations product, prices and options. */
export type VariantSearchHit = MockVariant & typeof UNPRICED & { product: Product }

export function catalogHandlers(db: MockDb) {
  return [
    http.get(`${BASE}/admin/store`, admin(db, () => HttpResponse.json<{ store: StoreView }>({ store: storeView(db) }))),

    http.get(
      `${BASE}/admin/collections`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          limit: 'number', offset: 'number', title: 'string', handle: 'string', q: 'string', order: 'string',
          discount_condition_id: 'string', deleted_at: 'dates', ...dates,
        })
        const found = db.collections.filter(
          (c) =>
            common(c, query) &&
            ilike(query.str('q'), c.title, c.handle) &&
            (query.str('title') === undefined || c.title === query.str('title')) &&
            (query.str('handle') === undefined || c.handle === query.str('handle')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 10)
        return HttpResponse.json<AdminCollectionsListRes>({ collections: items, count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/sales-channels`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          id: 'string', q: 'string', name: 'string', description: 'string', order: 'string', offset: 'number',
          limit: 'number', expand: 'string', fields: 'string', deleted_at: 'dates', ...dates,
        })
        const found = db.salesChannels.filter(
          (sc) =>
            common(sc, query) &&
            ilike(query.str('q'), sc.name, sc.description) &&
            (query.str('name') === undefined || sc.name === query.str('name')) &&
            (query.str('description') === undefined || sc.description === query.str('description')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 20)
        return HttpResponse.json<AdminSalesChannelsListRes>({ sales_channels: items, count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/product-tags`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          limit: 'number', offset: 'number', id: 'stringOrArray', q: 'string', value: 'stringOrArray', order: 'string',
          discount_condition_id: 'string', ...dates,
        })
        const values = query.list('value')
        const found = db.tags.filter((t) => common(t, query) && ilike(query.str('q'), t.value) && (!values || values.includes(t.value)))
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 10)
        return HttpResponse.json<AdminProductTagsListRes>({ product_tags: items, count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/product-types`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          limit: 'number', offset: 'number', id: 'stringOrArray', q: 'string', value: 'stringOrArray', order: 'string',
          discount_condition_id: 'string', ...dates,
        })
        const values = query.list('value')
        const found = db.types.filter((t) => common(t, query) && ilike(query.str('q'), t.value) && (!values || values.includes(t.value)))
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 20)
        return HttpResponse.json<AdminProductTypesListRes>({ product_types: items, count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/variants`,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          q: 'string', limit: 'int', offset: 'int', expand: 'string', fields: 'string', id: 'stringOrArray',
          title: 'stringOrArray', inventory_quantity: 'any', order: 'string', manage_inventory: 'boolean',
          allow_backorder: 'boolean', cart_id: 'string', region_id: 'string', currency_code: 'string', customer_id: 'string',
        })
        const titles = query.list('title')
        const hits: VariantSearchHit[] = db.products.flatMap((product) =>
          product.variants
            .filter(
              (v) =>
                (!query.list('id') || (query.list('id') ?? []).includes(v.id)) &&
                (!titles || titles.includes(v.title)) &&
                // The variant service's search: variant title, sku, or the product's title.
                ilike(query.str('q'), v.title, v.sku, product.title),
            )
            .map((v) => ({ ...v, ...UNPRICED, product: bareProduct(product) })),
        )
        const { items, count } = page(sortBy(hits, query.str('order')), query, 20)
        // list-variants.ts reads offset/limit from listConfig, which has skip/take: neither is sent.
        return HttpResponse.json<{ variants: VariantSearchHit[]; count: number }>({ variants: items, count })
      }),
    ),
  ]
}
