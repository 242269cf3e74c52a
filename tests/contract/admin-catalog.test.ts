// Products, their variants and options, product tags and types, and the variants list against a
// real Medusa 1.20. Their refusals are rows of tests/mocks/products/refusals.ts.
import { describe, expect, it } from 'vitest'
import { products, productTags, productTypes, variants } from './api'
import { createProduct, PRICES } from './fixtures'
import { anyArray, anyNumber, anyString, defaultSalesChannelId, expectDeleted, expectFailure, expectPage, idOf, shape, unique, signInBeforeAll } from './helpers'

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
    // The picker's ask: with q, `fields` does not narrow the columns, but `expand=` drops every relation.
    const bare = await products.list({ q: product.title, limit: 20, fields: 'id,title,handle,status,thumbnail', expand: '' })
    expect(bare.products).toEqual([shape({ id: product.id, title: product.title })])
    expect(bare.products[0]).not.toHaveProperty('variants')
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
