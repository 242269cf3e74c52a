import type {
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductReq,
  AdminPostProductsReq,
  AdminProductsDeleteRes,
  AdminProductsListTagsRes,
  AdminProductsListTypesRes,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { kebabCase, newOption, newProduct, type MockDb, type MockProduct } from '../db'
import { inCategories, setProductCategories } from '../product-categories/categories'
import {
  admin,
  BASE,
  ilike,
  notFound,
  inDateRange,
  opt,
  page,
  readJson,
  readQuery,
  req,
  sortBy,
  validate,
  type QuerySchema,
  type Schema,
} from '../http'
import {
  assertCollection,
  assertHandleFree,
  checkSalesChannels,
  createVariants,
  findProduct,
  inTransaction,
  mergeMetadata,
  priceCreateSchema,
  priceUpdateSchema,
  productView,
  updateVariant,
  upsertTags,
  upsertType,
  variantFieldsSchema,
  variantTransactionError,
  type ProductView,
  type VariantCreate,
  type VariantUpdate,
} from './ops'

/**
 * /admin/products routes (packages/medusa/src/api/routes/admin/products, Medusa 1.20): list, retrieve,
 * create, update, delete, metadata, tag usage and types. Variant and option routes: product-variants.ts.
 */

const STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const

const listQuery: QuerySchema = {
  id: 'stringOrArray', q: 'string', status: 'statuses', price_list_id: 'array', collection_id: 'array',
  tags: 'array', title: 'string', description: 'string', handle: 'string', is_giftcard: 'boolean',
  type_id: 'array', sales_channel_id: 'array', discount_condition_id: 'string', category_id: 'array',
  include_category_children: 'boolean', created_at: 'dates', updated_at: 'dates', deleted_at: 'dates',
  offset: 'number', limit: 'number', expand: 'string', fields: 'string', order: 'string',
}

const tagSchema: Schema = { id: opt('string'), value: req('string') }
const typeSchema: Schema = { id: opt('string'), value: req('string') }
const idSchema: Schema = { id: req('string') }

/** The product fields create and update share (AdminPostProductsReq / AdminPostProductsProductReq). */
const productFields: Schema = {
  subtitle: opt('string'), description: opt('string'), discountable: opt('boolean'), images: opt('array'),
  thumbnail: opt('string'), handle: opt('string'), status: opt('enum', { values: STATUSES }),
  type: opt('nested', { schema: typeSchema }), collection_id: opt('string'), tags: opt('array', { schema: tagSchema }),
  sales_channels: opt('array', { schema: idSchema }), categories: opt('array', { schema: idSchema }),
  weight: opt('number'), length: opt('number'), height: opt('number'), width: opt('number'), hs_code: opt('string'),
  origin_country: opt('string'), mid_code: opt('string'), material: opt('string'), metadata: opt('object'),
}

const createSchema: Schema = {
  title: req('string'),
  is_giftcard: opt('boolean'),
  ...productFields,
  options: opt('array', { schema: { title: req('string') } }),
  variants: opt('array', {
    schema: {
      title: req('string'),
      ...variantFieldsSchema,
      prices: req('array', { schema: priceCreateSchema }),
      options: opt('array', { schema: { value: req('string') } }),
    },
  }),
}

const updateSchema: Schema = {
  title: opt('string'),
  ...productFields,
  variants: opt('array', {
    schema: {
      id: opt('string'),
      title: opt('string'),
      ...variantFieldsSchema,
      inventory_quantity: opt('int'),
      prices: opt('array', { schema: priceUpdateSchema }),
      options: opt('array', { schema: { value: req('string'), option_id: req('string') } }),
    },
  }),
}

type UpdateBody = Omit<AdminPostProductsProductReq, 'variants'> & { variants?: Array<VariantUpdate & { id?: string }> }

function matches(product: MockProduct, db: MockDb, query: ReturnType<typeof readQuery>): boolean {
  const collectionTitle = db.collections.find((c) => c.id === product.collection_id)?.title
  const inList = (key: string, value: string | null) => {
    const wanted = query.list(key)
    return !wanted || (value !== null && wanted.includes(value))
  }
  const overlaps = (key: string, values: string[]) => {
    const wanted = query.list(key)
    return !wanted || values.some((value) => wanted.includes(value))
  }
  const exact = (key: 'title' | 'handle' | 'description') => query.str(key) === undefined || product[key] === query.str(key)
  // price_list_id: a product with a variant priced in one of the lists (the price lists mock keeps them on the db).
  const lists = query.list('price_list_id')
  const pricedIn = (db as { priceLists?: Array<{ id: string; deleted_at: unknown; prices: Array<{ variant_id: string | null }> }> }).priceLists ?? []
  const priced = lists && new Set(pricedIn.filter((l) => !l.deleted_at && lists.includes(l.id)).flatMap((l) => l.prices.map((p) => p.variant_id)))
  return (
    (!priced || product.variants.some((v) => priced.has(v.id))) &&
    // The repository's free-text search: title, description, variant title and sku, collection title.
    ilike(query.str('q'), product.title, product.description, collectionTitle, ...product.variants.flatMap((v) => [v.title, v.sku])) &&
    inList('id', product.id) && inList('status', product.status) && inList('collection_id', product.collection_id) &&
    inList('type_id', product.type_id) && overlaps('tags', product.tag_ids) && overlaps('sales_channel_id', product.sales_channel_ids) &&
    inCategories(db, product.id, query.list('category_id'), query.bool('include_category_children') === true) &&
    exact('title') && exact('handle') && exact('description') &&
    (query.bool('is_giftcard') === undefined || product.is_giftcard === query.bool('is_giftcard')) &&
    inDateRange(product.created_at, query.dates('created_at')) && inDateRange(product.updated_at, query.dates('updated_at'))
  )
}

type FieldsBody = Omit<AdminPostProductsProductReq, 'variants'>

/** productService.create/update: tags and type upserted by value, sales channels replaced, metadata merged. */
function applyFields(db: MockDb, product: MockProduct, body: FieldsBody): void {
  const { tags, type, sales_channels, metadata, images, categories, ...fields } = body
  if (fields.handle !== undefined) assertHandleFree(db, fields.handle, product.id)
  if (fields.collection_id) assertCollection(db, fields.collection_id)
  if (tags) product.tag_ids = upsertTags(db, tags)
  if (type !== undefined) product.type_id = upsertType(db, type)
  if (sales_channels !== undefined) product.sales_channel_ids = (sales_channels ?? []).map((sc) => sc.id)
  if (categories !== undefined) setProductCategories(db, product.id, (categories ?? []).map((c: { id: string }) => c.id))
  if (metadata) product.metadata = mergeMetadata(product.metadata, metadata)
  if (images) {
    const at = db.now()
    // Medusa 1.20 keeps the product's images it already has, in the order they were made, and appends
    // the new links in the order sent: a reordered list changes nothing (contract: admin-uploads-images).
    const kept = (product.images ?? []).filter((image) => images.includes(image.url))
    const added = images.filter((url, i) => images.indexOf(url) === i && !kept.some((image) => image.url === url))
    product.images = [...kept, ...added.map((url) => ({ id: db.nextId('img'), url, created_at: at, updated_at: at, deleted_at: null, metadata: null }))]
    if (!product.thumbnail && !fields.thumbnail) product.thumbnail = images[0] ?? null
  }
  // Validated against the schema above: only the product's own columns are left.
  const target = product as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) target[key] = value
}

function applyUpdate(db: MockDb, product: MockProduct, body: UpdateBody): void {
  const { variants, ...fields } = body
  applyFields(db, product, fields)
  product.updated_at = db.now()
  if (!variants) return
  // update-product.ts: variants with an id are updated, the product's others removed, new ones created.
  const strangers = variants.map((v) => v.id).filter((id) => id && !product.variants.some((own) => own.id === id))
  if (strangers.length) notFound(`Variants with id: ${strangers.join(', ')} are not associated with this product`)
  const keep = new Set(variants.map((v) => v.id))
  product.variants = product.variants.filter((v) => keep.has(v.id))
  variants.forEach(({ id, ...input }, rank) => {
    const own = product.variants.find((v) => v.id === id)
    if (own) updateVariant(db, own, { ...input, variant_rank: rank })
  })
  const fresh = variants.filter((v) => !v.id)
  // createVariantsTransaction checks the option count before the insert meets a missing title (contract: admin-catalog).
  for (const v of fresh) {
    const given = (v.options ?? []).length
    if (given !== product.options.length) {
      variantTransactionError(`Product options length does not match variant options length. Product has ${product.options.length} and variant has ${given}.`)
    }
  }
  // The insert meets the column's not-null constraint inside the variant transaction (the products refusal table).
  if (fresh.some((v) => v.title === undefined)) variantTransactionError('null value in column "title" of relation "product_variant" violates not-null constraint')
  createVariants(db, product, fresh.map((v) => ({ ...v, title: v.title ?? '', options: v.options ?? [], prices: v.prices ?? [] })))
}

export function productHandlers(db: MockDb) {
  const json = (product: MockProduct) => HttpResponse.json<{ product: ProductView }>({ product: productView(db, product) })
  return [
    http.get(`${BASE}/admin/products/types`, admin(db, () => HttpResponse.json<AdminProductsListTypesRes>({ types: db.types }))),

    http.get(
      `${BASE}/admin/products/tag-usage`,
      admin(db, () => {
        // listTagsByUsage: COUNT() comes back from Postgres as a string; the ten most used.
        const counted = db.tags.map((tag) => ({
          id: tag.id,
          value: tag.value,
          usage: db.products.filter((p) => p.tag_ids.includes(tag.id)).length,
        }))
        const tags = [...counted].sort((a, b) => b.usage - a.usage).slice(0, 10)
        return HttpResponse.json<AdminProductsListTagsRes>({
          tags: tags.map(({ id, value, usage }) => ({ id, value, usage_count: String(usage) })),
        })
      }),
    ),

    http.get(
      `${BASE}/admin/products`,
      admin(db, ({ request }) => {
        const query = readQuery(request, listQuery)
        const found = sortBy(db.products.filter((p) => matches(p, db, query)), query.str('order'))
        const { items, count, offset, limit } = page(found, query, 50)
        return HttpResponse.json({ products: items.map((p) => productView(db, p)), count, offset, limit })
      }),
    ),

    http.get(
      `${BASE}/admin/products/:id`,
      admin(db, ({ request, params }) => {
        readQuery(request, { expand: 'string', fields: 'string' })
        return json(findProduct(db, params.id ?? ''))
      }),
    ),

    http.post(
      `${BASE}/admin/products`,
      admin(db, async ({ request }) => {
        const raw = await readJson(request)
        checkSalesChannels(db, raw)
        const body = validate<AdminPostProductsReq>(raw, createSchema)
        const product = await inTransaction(db, () => {
          const { options, variants: _variants, ...fields } = body
          const handle = fields.handle || kebabCase(fields.title)
          const created = newProduct(db, { title: fields.title, handle, status: 'draft' })
          // Without sales channels the product goes to the store's default one; a gift card is never discountable.
          const channels = fields.sales_channels?.length ? fields.sales_channels : [{ id: db.store.default_sales_channel_id ?? '' }]
          const discountable = fields.is_giftcard ? false : fields.discountable
          applyFields(db, created, { ...fields, handle, status: fields.status ?? 'draft', sales_channels: channels, discountable })
          created.options = (options ?? []).map((option) => newOption(db, created.id, option.title))
          db.products.push(created)
          // create-product.ts pairs the n-th value of each variant with the n-th option.
          const variants: VariantCreate[] = (body.variants ?? []).map((variant) => ({
            ...variant,
            options: (variant.options ?? []).map((o, i) => ({ value: o.value, option_id: created.options[i]?.id })),
          }))
          createVariants(db, created, variants)
          return created
        })
        return json(product)
      }),
    ),

    http.post(
      `${BASE}/admin/products/:id`,
      admin(db, async ({ request, params }) => {
        const raw = await readJson(request)
        checkSalesChannels(db, raw)
        const body = validate<UpdateBody>(raw, updateSchema)
        const product = findProduct(db, params.id ?? '')
        await inTransaction(db, () => applyUpdate(db, product, body))
        return json(findProduct(db, product.id))
      }),
    ),

    http.delete(
      `${BASE}/admin/products/:id`,
      admin(db, ({ params }) => {
        // Idempotent: a missing product still answers deleted.
        const id = params.id ?? ''
        db.products = db.products.filter((p) => p.id !== id)
        return HttpResponse.json<AdminProductsDeleteRes>({ id, object: 'product', deleted: true })
      }),
    ),

    http.post(
      `${BASE}/admin/products/:id/metadata`,
      admin(db, async ({ request, params }) => {
        const body = validate<AdminPostProductsProductMetadataReq>(await readJson(request), { key: req('string'), value: req('string') })
        const product = findProduct(db, params.id ?? '')
        product.metadata = mergeMetadata(product.metadata, { [body.key]: body.value })
        product.updated_at = db.now()
        return json(product)
      }),
    ),
  ]
}
