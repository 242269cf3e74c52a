// Products, their variants and options, product tags and types, and the variants list against a
// real Medusa 1.20.
import { describe, expect, it } from 'vitest'
import { products, productTags, productTypes, variants } from './api'
import { createProduct, PRICES } from './fixtures'
import { anyArray, anyNumber, anyString, defaultSalesChannelId, expectDeleted, expectFailure, expectPage, idOf, shape, unique, signInBeforeAll } from './helpers'
import { expectRefusal } from './refusals'

signInBeforeAll()

describe('products', () => {
  it('POST /admin/products -> {product} with id, title, handle, options, variants and prices', async () => {
    const title = unique('Contract Shirt')
    const { product } = await products.create({
      title,
      status: 'draft',
      sales_channels: [{ id: await defaultSalesChannelId() }],
      options: [{ title: 'Size' }],
      variants: [{ title: 'S', inventory_quantity: 5, prices: PRICES, options: [{ value: 'S' }] }],
    })
    expect(product).toEqual(
      shape({
        id: idOf('prod'),
        title,
        handle: anyString(),
        status: 'draft',
        options: [shape({ id: idOf('opt'), title: 'Size' })],
        variants: [shape({ id: idOf('variant'), title: 'S', inventory_quantity: 5, prices: anyArray() })],
        images: [],
        tags: [],
      }),
    )
    expect(product.variants[0]?.prices.map((p) => [p.currency_code, p.amount]).sort()).toEqual(
      PRICES.map((p) => [p.currency_code, p.amount]).sort(),
    )
  })

  it('GET /admin/products -> {products, count, offset, limit}; q finds by title', async () => {
    const product = await createProduct()
    const res = await products.list({ q: product.title, limit: 10 })
    expectPage(res, 'products', { limit: 10, offset: 0 })
    expect(res.products).toEqual([shape({ id: product.id, title: product.title, variants: anyArray() })])
    expect(res.count).toBe(1)
  })

  it('GET /admin/products/{id} -> {product}; expand/fields narrow it', async () => {
    const product = await createProduct()
    const { product: full } = await products.retrieve(product.id)
    expect(full).toEqual(shape({ id: product.id, title: product.title, variants: anyArray(), options: anyArray(), sales_channels: anyArray() }))
    const { product: narrow } = await products.retrieve(product.id, { fields: 'title', expand: 'variants' })
    expect(narrow).toEqual(shape({ id: product.id, title: product.title, variants: anyArray() }))
  })

  it('POST /admin/products/{id} updates; POST /{id}/metadata sets one key', async () => {
    const product = await createProduct()
    const { product: updated } = await products.update(product.id, { subtitle: 'Updated by a test', status: 'proposed' })
    expect(updated).toEqual(shape({ id: product.id, subtitle: 'Updated by a test', status: 'proposed' }))
    const { product: tagged } = await products.setMetadata(product.id, { key: 'contract', value: 'yes' })
    expect(tagged.metadata).toEqual(shape({ contract: 'yes' }))
  })

  it('variants: POST /{id}/variants, GET /{id}/variants, POST and DELETE /{id}/variants/{vid}', async () => {
    const product = await createProduct({ sizes: ['S'] })
    const option = product.options[0]
    if (!option) throw new Error('no option')
    const { product: withVariant } = await products.createVariant(product.id, {
      title: 'XL',
      inventory_quantity: 3,
      prices: PRICES,
      options: [{ option_id: option.id, value: 'XL' }],
    })
    const created = withVariant.variants.find((v) => v.title === 'XL')
    expect(created).toEqual(shape({ id: idOf('variant'), inventory_quantity: 3 }))
    if (!created) return

    const listed = await products.listVariants(product.id, { limit: 10 })
    expectPage(listed, 'variants')
    expect(listed.variants.map((v) => v.id).sort()).toEqual(withVariant.variants.map((v) => v.id).sort())

    const { product: updated } = await products.updateVariant(product.id, created.id, { title: 'XXL', inventory_quantity: 4 })
    expect(updated.variants.find((v) => v.id === created.id)).toEqual(shape({ title: 'XXL', inventory_quantity: 4 }))

    const deleted = await products.deleteVariant(product.id, created.id)
    expect(deleted).toEqual({ variant_id: created.id, object: 'product-variant', deleted: true, product: shape({ id: product.id }) })
  })

  it('options: POST /{id}/options, POST and DELETE /{id}/options/{oid}', async () => {
    const product = await createProduct()
    const { product: withOption } = await products.createOption(product.id, { title: 'Colour' })
    const colour = withOption.options.find((o) => o.title === 'Colour')
    expect(colour).toEqual(shape({ id: idOf('opt'), product_id: product.id }))
    if (!colour) return

    const { product: renamed } = await products.updateOption(product.id, colour.id, { title: 'Color' })
    expect(renamed.options.map((o) => o.title)).toContain('Color')

    const deleted = await products.deleteOption(product.id, colour.id)
    expect(deleted).toEqual({ option_id: colour.id, object: 'option', deleted: true, product: shape({ id: product.id }) })
  })

  it('DELETE /admin/products/{id} -> {id, object: "product", deleted}; then 404 not_found', async () => {
    const product = await createProduct()
    expectDeleted(await products.delete(product.id), product.id, 'product')
    await expectFailure(products.retrieve(product.id), {
      status: 404,
      kind: 'invalid_request',
      type: 'not_found',
      message: `Product with id: ${product.id} was not found`,
    })
  })

  it('GET /admin/products/types -> {types}; GET /admin/products/tag-usage -> {tags}: the 10 most used, usage_count a string', async () => {
    const type = unique('Contract Type')
    await createProduct({ type, tags: [unique('contract-tag')] })
    const { types } = await products.listTypes()
    expect(types).toEqual(expect.arrayContaining([shape({ id: idOf('ptyp'), value: type })]))

    const { tags } = await products.listTagUsage()
    expect(tags.length).toBeGreaterThan(0)
    expect(tags.length).toBeLessThanOrEqual(10)
    for (const tag of tags) expect(tag).toEqual({ id: idOf('ptag'), value: anyString(), usage_count: expect.stringMatching(/^\d+$/) })
    const counts = tags.map((t) => Number(t.usage_count))
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })
})

describe('product tags, product types, variants', () => {
  it('GET /admin/product-tags -> {product_tags, count, offset, limit}', async () => {
    const tag = unique('contract-tag')
    await createProduct({ tags: [tag] })
    const res = await productTags.list({ value: [tag] })
    expectPage(res, 'product_tags')
    expect(res.product_tags).toEqual([shape({ id: idOf('ptag'), value: tag })])
  })

  it('GET /admin/product-types -> {product_types, count, offset, limit}', async () => {
    const type = unique('Contract Type')
    await createProduct({ type })
    const res = await productTypes.list({ value: [type] })
    expectPage(res, 'product_types')
    expect(res.product_types).toEqual([shape({ id: idOf('ptyp'), value: type })])
  })

  it('GET /admin/variants -> {variants, count} only (no offset/limit); q finds by sku', async () => {
    const product = await createProduct({ sizes: ['S'] })
    const sku = product.variants[0]?.sku ?? ''
    const res = await variants.list({ q: sku, currency_code: 'eur' })
    expect(res).toEqual({ variants: anyArray(), count: anyNumber() })
    expect(res.variants).toEqual([shape({ id: product.variants[0]?.id, sku, product_id: product.id, prices: anyArray() })])
  })
})

// What the products mock (tests/mocks/products/*.ts) refuses, with the status, type and message it
// answers, provoked against the real server (listed in REFUSALS.md).
describe('refusals the mocks imitate: products', () => {
  const refused = (call: Promise<unknown>, status: number, type: string, message: string) => expectRefusal(call, { status, type, message })
  const inTransaction = (message: string) => `${message}\nCannot read properties of undefined (reading 'length')`

  it('create/update: unknown sales channel, taken handle, unknown collection, taken SKU, foreign variant, untitled variant', async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    const error = await expectFailure(
      products.create({ title: unique('Contract Nowhere'), sales_channels: [{ id: 'sc_missing' }] }),
      { status: 400, kind: 'invalid_request', message: 'Provided request body contains errors. Please check the data and retry the request' },
    )
    expect(error.data).toEqual(shape({ errors: ['Sales Channels sc_missing do not exist'] }))
    await refused(products.create({ title: unique('Contract Twin'), handle: product.handle ?? '' }), 422, 'duplicate_error', `Product with handle ${product.handle} already exists.`)
    await refused(products.update(product.id, { collection_id: 'pcol_missing' }), 404, 'not_found', 'Product_collection with collection_id pcol_missing does not exist.')
    const [small, medium] = product.variants
    if (!small || !medium) throw new Error('the product has two variants')
    await refused(products.updateVariant(product.id, small.id, { sku: medium.sku ?? '' }), 422, 'duplicate_error', `Product_variant with sku ${medium.sku} already exists.`)
    const other = await createProduct({ sizes: ['S'] })
    const foreign = other.variants[0]?.id ?? ''
    await refused(products.update(product.id, { variants: [{ id: foreign }] }), 404, 'not_found', `Variants with id: ${foreign} are not associated with this product`)
    await refused(
      products.update(product.id, { variants: [{ id: small.id }, { options: [] }] as Parameters<typeof products.update>[1]['variants'] }),
      400,
      'invalid_data',
      inTransaction('Product options length does not match variant options length. Product has 1 and variant has 0.'),
    )
  })

  it('variants: options that do not match, a twin, a taken SKU, an unknown variant, prices without a currency or region', async () => {
    const product = await createProduct({ sizes: ['S'] })
    const option = product.options[0]
    if (!option) throw new Error('no option')
    const small = product.variants[0]
    if (!small) throw new Error('no variant')
    const variant = (options: Array<{ option_id: string; value: string }>, sku?: string) =>
      products.createVariant(product.id, { title: 'New', inventory_quantity: 1, prices: PRICES, options, sku })
    await refused(variant([]), 400, 'invalid_data', inTransaction('Product options length does not match variant options length. Product has 1 and variant has 0.'))
    await refused(variant([{ option_id: 'opt_missing', value: 'L' }]), 400, 'invalid_data', inTransaction('Variant options do not contain value for Size'))
    await refused(variant([{ option_id: option.id, value: 'S' }]), 400, 'invalid_data', inTransaction(`Variant with title ${small.title} with provided options already exists`))
    await refused(
      variant([{ option_id: option.id, value: 'XL' }], small.sku ?? ''),
      400,
      'invalid_data',
      inTransaction('duplicate key value violates unique constraint "IDX_2ca8cfbdafb998ecfd6d340389"'),
    )
    await refused(products.updateVariant(product.id, 'variant_missing', { title: 'X' }), 404, 'not_found', 'Variant with id: variant_missing was not found')
    await refused(products.updateVariant(product.id, small.id, { options: [{ option_id: 'opt_missing', value: 'L' }] }), 404, 'not_found', 'Product option value not found')
    const unknown = 'An unknown error occurred.'
    await refused(
      products.updateVariant(product.id, small.id, { prices: [{ amount: 100 }] }),
      400,
      'invalid_data',
      'Failed XOR relation between "region_id" and "currency_code"., Failed XOR relation between "currency_code" and "region_id".',
    )
    await refused(products.updateVariant(product.id, small.id, { prices: [{ amount: 100, region_id: 'reg_missing' }] }), 500, 'unknown_error', unknown)
    await refused(products.updateVariant(product.id, small.id, { prices: [{ amount: 100, currency_code: 'xx1' }] }), 404, 'not_found', 'Currency with currency_code xx1 does not exist.')
  })

  it('options: a taken title (422 on create, 404 on rename), an unknown option, deleting one that tells variants apart', async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    const size = product.options[0]
    if (!size) throw new Error('no option')
    await refused(products.createOption(product.id, { title: 'Size' }), 422, 'duplicate_error', 'An option with the title: Size already exists')
    const { product: withColour } = await products.createOption(product.id, { title: 'Colour' })
    const colour = withColour.options.find((o) => o.title === 'Colour')?.id ?? ''
    await refused(products.updateOption(product.id, colour, { title: 'size' }), 404, 'not_found', 'An option with title size already exists')
    await refused(products.updateOption(product.id, 'opt_missing', { title: 'Fit' }), 404, 'not_found', 'Option with id: opt_missing does not exist')
    await refused(
      products.deleteOption(product.id, size.id),
      400,
      'invalid_data',
      'To delete an option, first delete all variants, such that when an option is deleted, no duplicate variants will exist.',
    )
  })
})
