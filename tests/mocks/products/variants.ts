import type {
  AdminPostProductsProductOptionsOption,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminProductsListVariantsRes,
} from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { newOption, newOptionValue, type MockDb, type MockProduct } from '../db'
import {
  admin,
  BASE,
  duplicate,
  ilike,
  inDateRange,
  invalidData,
  notFound,
  opt,
  page,
  readBody,
  readQuery,
  req,
  sortBy,
  type Schema,
} from '../http'
import {
  createVariants,
  findProduct,
  inTransaction,
  priceCreateSchema,
  priceUpdateSchema,
  productView,
  updateVariant,
  variantFieldsSchema,
  variantTransactionError,
  type ProductView,
} from './ops'

/**
 * /admin/products/:id/variants and /options routes (Medusa 1.20 create-variant.ts, update-variant.ts,
 * delete-variant.ts, list-variants.ts, add-option.ts, update-option.ts, delete-option.ts).
 */

const optionValueSchema: Schema = { value: req('string'), option_id: req('string') }

const createVariantSchema: Schema = {
  title: req('string'),
  ...variantFieldsSchema,
  prices: req('array', { schema: priceCreateSchema }),
  options: opt('array', { schema: optionValueSchema }),
}

const updateVariantSchema: Schema = {
  title: opt('string'),
  ...variantFieldsSchema,
  prices: opt('array', { schema: priceUpdateSchema }),
  options: opt('array', { schema: optionValueSchema }),
}

const optionSchema: Schema = { title: req('string') }

export function productVariantHandlers(db: MockDb) {
  const view = (product: MockProduct): ProductView => productView(db, findProduct(db, product.id))
  const json = (product: MockProduct) => HttpResponse.json<{ product: ProductView }>({ product: view(product) })
  const path = `${BASE}/admin/products/:id`

  return [
    http.get(
      `${path}/variants`,
      admin(db, ({ request, params }) => {
        const query = readQuery(request, {
          id: 'stringOrArray', fields: 'string', expand: 'string', offset: 'number', limit: 'number', q: 'string',
          order: 'string', inventory_quantity: 'any', manage_inventory: 'boolean', allow_backorder: 'boolean',
          created_at: 'dates', updated_at: 'dates',
        })
        // listAndCount({ product_id }): an unknown product is simply an empty list.
        const variants = db.products.find((p) => p.id === params.id)?.variants ?? []
        const ids = query.list('id')
        const found = variants.filter(
          (v) =>
            (!ids || ids.includes(v.id)) &&
            ilike(query.str('q'), v.title, v.sku) &&
            (query.bool('manage_inventory') === undefined || v.manage_inventory === query.bool('manage_inventory')) &&
            (query.bool('allow_backorder') === undefined || v.allow_backorder === query.bool('allow_backorder')) &&
            inDateRange(v.created_at, query.dates('created_at')) &&
            inDateRange(v.updated_at, query.dates('updated_at')),
        )
        const { items, count, offset, limit } = page(sortBy(found, query.str('order')), query, 100)
        return HttpResponse.json<AdminProductsListVariantsRes>({ variants: items, count, offset, limit })
      }),
    ),

    http.post(
      `${path}/variants`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostProductsProductVariantsReq>(request, createVariantSchema)
        // productVariantService.create looks the product up itself and says so when it is missing.
        const product = db.products.find((p) => p.id === params.id) ?? variantTransactionError('Product id missing')
        await inTransaction(db, () => createVariants(db, findProduct(db, product.id), [{ ...body, options: body.options ?? [] }]))
        return json(product)
      }),
    ),

    http.post(
      `${path}/variants/:variant_id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostProductsProductVariantsVariantReq>(request, updateVariantSchema)
        const missing = () => notFound(`Variant with id: ${params.variant_id} was not found`)
        const product = db.products.find((p) => p.variants.some((v) => v.id === params.variant_id)) ?? missing()
        await inTransaction(db, () => {
          const variant = findProduct(db, product.id).variants.find((v) => v.id === params.variant_id) ?? missing()
          updateVariant(db, variant, body)
        })
        return json(findProduct(db, params.id ?? ''))
      }),
    ),

    http.delete(
      `${path}/variants/:variant_id`,
      admin(db, ({ params }) => {
        // Deleting a variant that is not there is not an error; the product must exist for the answer.
        for (const product of db.products) product.variants = product.variants.filter((v) => v.id !== params.variant_id)
        const product = findProduct(db, params.id ?? '')
        return HttpResponse.json({ variant_id: params.variant_id, object: 'product-variant', deleted: true, product: view(product) })
      }),
    ),

    http.post(
      `${path}/options`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostProductsProductOptionsReq>(request, optionSchema)
        const product = findProduct(db, params.id ?? '')
        if (product.options.some((o) => o.title === body.title)) duplicate(`An option with the title: ${body.title} already exists`)
        const option = newOption(db, product.id, body.title)
        product.options.push(option)
        // Every existing variant gets a value for the new option.
        for (const variant of product.variants) variant.options.push(newOptionValue(db, variant.id, option.id, 'Default Value'))
        return json(product)
      }),
    ),

    http.post(
      `${path}/options/:option_id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<AdminPostProductsProductOptionsOption>(request, optionSchema)
        const product = findProduct(db, params.id ?? '')
        const taken = product.options.some((o) => o.title.toUpperCase() === body.title.toUpperCase() && o.id !== params.option_id)
        // Medusa reports this one as not_found (404), not as a duplicate.
        if (taken) notFound(`An option with title ${body.title} already exists`)
        const option =
          db.products.flatMap((p) => p.options).find((o) => o.id === params.option_id) ??
          notFound(`Option with id: ${params.option_id} does not exist`)
        option.title = body.title
        option.updated_at = db.now()
        return json(product)
      }),
    ),

    http.delete(
      `${path}/options/:option_id`,
      admin(db, ({ params }) => {
        const product = findProduct(db, params.id ?? '')
        const option = product.options.find((o) => o.id === params.option_id)
        if (option) {
          // Removing the option must not leave two variants with the same values.
          const valueOf = (variant: MockProduct['variants'][number]) => variant.options.find((v) => v.option_id === option.id)?.value
          const first = product.variants[0]
          if (first && !product.variants.every((variant) => valueOf(variant) === valueOf(first))) {
            invalidData('To delete an option, first delete all variants, such that when an option is deleted, no duplicate variants will exist.')
          }
          product.options = product.options.filter((o) => o.id !== option.id)
          for (const variant of product.variants) variant.options = variant.options.filter((v) => v.option_id !== option.id)
        }
        return HttpResponse.json({ option_id: params.option_id, object: 'option', deleted: true, product: view(product) })
      }),
    ),
  ]
}
