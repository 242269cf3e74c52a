import type { AdminGetProductsParams, AdminPostProductsReq, AdminPostProductsProductVariantsReq } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { auth } from '@/api/admin/auth'
import { collections } from '@/api/admin/collections'
import { products, productTags, productTypes } from '@/api/admin/products'
import { salesChannels } from '@/api/admin/sales-channels'
import { store } from '@/api/admin/store'
import { variants } from '@/api/admin/variants'
import { client, MedusaApiError } from '@/api/client'
import { withMockDb } from './handlers'

const mock = withMockDb()

/** The MedusaApiError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<MedusaApiError> {
  const outcome = await call.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  )
  if (!(outcome instanceof MedusaApiError)) throw outcome
  return outcome
}

/** What Medusa 1.20 appends to every error from its create-variants transaction (its revert fails too). */
const REVERT = "\nCannot read properties of undefined (reading 'length')"

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id)

describe('GET /admin/products', () => {
  it('pages all products newest first with count, offset and the default limit', async () => {
    const all = await products.list()
    expect(all).toMatchObject({ count: 12, offset: 0, limit: 50 })
    expect(all.products[0]?.id).toBe('prod_12')

    const second = await products.list({ limit: 5, offset: 5, order: 'title' })
    expect(second).toMatchObject({ count: 12, offset: 5, limit: 5 })
    expect(second.products.map((p) => p.title)).toEqual([
      'Medusa Socks', 'Medusa Sticker Pack', 'Medusa Sweatpants', 'Medusa Sweatshirt', 'Medusa T-Shirt',
    ])
  })

  it('filters by status, collection, tags, type and sales channel', async () => {
    const published = await products.list({ status: ['published'] })
    expect(published.count).toBe(7)
    expect(published.products.every((p) => p.status === 'published')).toBe(true)

    expect(ids((await products.list({ collection_id: ['pcol_2'], order: 'created_at' })).products)).toEqual(['prod_2', 'prod_3', 'prod_5'])
    expect(ids((await products.list({ tags: ['tag_3'], order: 'created_at' })).products)).toEqual(['prod_4', 'prod_8', 'prod_10'])
    expect((await products.list({ type_id: ['ptyp_2'] })).count).toBe(5)
    expect(ids((await products.list({ sales_channel_id: ['sc_2'], order: 'created_at' })).products)).toEqual(['prod_1', 'prod_7', 'prod_11'])
    expect((await products.list({ status: ['draft', 'proposed'], collection_id: ['pcol_1', 'pcol_3'] })).count).toBe(2)
  })

  it('searches title, description, variant sku and collection title, ignoring case', async () => {
    expect(ids((await products.list({ q: 'hoodie-l' })).products)).toEqual(['prod_5'])
    expect(ids((await products.list({ q: 'ESSENTIALS', order: 'created_at' })).products)).toEqual(['prod_7', 'prod_8', 'prod_10'])
    expect((await products.list({ q: 'nothing like this' })).count).toBe(0)
  })

  it('answers each product with its relations, whatever expand and fields ask', async () => {
    const { products: [shirt] } = await products.list({ id: 'prod_1', expand: 'variants', fields: 'id,title' })
    expect(shirt?.collection?.title).toBe('Summer Collection')
    expect(shirt?.type?.value).toBe('Shirts')
    expect(shirt?.tags.map((t) => t.value)).toEqual(['cotton', 'summer'])
    expect(shirt?.variants[0]?.prices.map((p) => [p.currency_code, p.amount])).toEqual([['eur', 1950], ['usd', 2200]])
  })

  it('refuses unknown and malformed parameters with 400 invalid_data', async () => {
    const unknown = await failure(client.get('/admin/products', { foo: 'bar' }))
    expect(unknown.status).toBe(400)
    expect(unknown.data).toEqual({ type: 'invalid_data', message: 'property foo should not exist' })

    const notArray = await failure(products.list({ collection_id: 'pcol_1' } as unknown as AdminGetProductsParams))
    expect(notArray.message).toBe('collection_id must be an array')
    const badStatus = await failure(products.list({ status: ['archived'] } as unknown as AdminGetProductsParams))
    expect(badStatus.message).toBe('each value in status must be one of the following values: draft, proposed, published, rejected')
  })
})

describe('GET /admin/products/:id', () => {
  it('answers the product with options and their values', async () => {
    const { product } = await products.retrieve('prod_1')
    expect(product.options.map((o) => [o.title, o.values?.map((v) => v.value)])).toEqual([
      ['Size', ['S', 'M', 'S', 'M']],
      ['Color', ['Black', 'Black', 'White', 'White']],
    ])
    expect(product.variants.map((v) => v.sku)).toEqual(['TSHIRT-S-BLACK', 'TSHIRT-M-BLACK', 'TSHIRT-S-WHITE', 'TSHIRT-M-WHITE'])
  })

})

describe('POST /admin/products', () => {
  const shirt: AdminPostProductsReq = {
    title: 'Linen Shirt',
    options: [{ title: 'Size' }, { title: 'Color' }],
    variants: [
      { title: 'S / Sand', prices: [{ currency_code: 'eur', amount: 4500 }], options: [{ value: 'S' }, { value: 'Sand' }], inventory_quantity: 3 },
      { title: 'M / Sand', prices: [{ currency_code: 'EUR', amount: 4700 }], options: [{ value: 'M' }, { value: 'Sand' }] },
    ],
    tags: [{ value: 'cotton' }, { value: 'linen' }],
    type: { value: 'Shirts' },
    collection_id: 'pcol_1',
  }

  it('creates options, variants with option values and prices, and reuses tags and types by value', async () => {
    const { product } = await products.create(shirt)
    expect(product).toMatchObject({ id: 'prod_13', handle: 'linen-shirt', status: 'draft', collection_id: 'pcol_1', type_id: 'ptyp_1' })
    expect(product.tags.map((t) => [t.id, t.value])).toEqual([['tag_1', 'cotton'], ['tag_5', 'linen']])
    // No sales channels given: the store's default one.
    expect(product.sales_channels?.map((sc) => sc.id)).toEqual(['sc_1'])
    const [size, color] = product.options
    expect(product.variants.map((v) => v.options.map((o) => [o.option_id, o.value]))).toEqual([
      [[size?.id, 'S'], [color?.id, 'Sand']],
      [[size?.id, 'M'], [color?.id, 'Sand']],
    ])
    expect(product.variants.map((v) => [v.inventory_quantity, v.prices.map((p) => `${p.currency_code} ${p.amount}`)])).toEqual([
      [3, ['eur 4500']],
      [0, ['eur 4700']],
    ])
    expect((await products.retrieve('prod_13')).product.title).toBe('Linen Shirt')
    expect((await products.list()).count).toBe(13)
  })

  it('answers 400 when the title is missing or not a string', async () => {
    const missing = await failure(products.create({ handle: 'untitled' } as AdminPostProductsReq))
    expect(missing.status).toBe(400)
    expect(missing.data).toEqual({ type: 'invalid_data', message: 'title must be a string' })
    const numeric = await failure(products.create({ title: 42 } as unknown as AdminPostProductsReq))
    expect(numeric.message).toBe('title must be a string')
  })

  it('answers 422 duplicate_error for a handle in use, made from the title or given', async () => {
    const error = await failure(products.create({ title: 'Medusa T-Shirt' }))
    expect(error.status).toBe(422)
    expect(error.data).toEqual({
      code: 'invalid_request_error',
      type: 'duplicate_error',
      message: 'Product with handle medusa-t-shirt already exists.',
    })
    expect((await failure(products.create({ title: 'Other', handle: 'medusa-cap' }))).message).toBe('Product with handle medusa-cap already exists.')
  })

  it('rolls everything back when a variant does not match the options', async () => {
    const error = await failure(products.create({ ...shirt, variants: [{ title: 'S', prices: [], options: [{ value: 'S' }] }] }))
    expect(error.message).toBe(`Product options length does not match variant options length. Product has 2 and variant has 1.${REVERT}`)
    expect((await products.list()).count).toBe(12)
    expect(mock.db.tags.map((t) => t.value)).not.toContain('linen')
  })

})

describe('POST and DELETE /admin/products/:id', () => {
  it('updates only the given fields and replaces tags and sales channels', async () => {
    const { product } = await products.update('prod_2', {
      title: 'Medusa Crewneck',
      status: 'draft',
      tags: [{ value: 'sale' }],
      sales_channels: [{ id: 'sc_2' }],
      collection_id: 'pcol_3',
    })
    expect(product).toMatchObject({ title: 'Medusa Crewneck', handle: 'medusa-sweatshirt', status: 'draft', collection_id: 'pcol_3' })
    expect(product.tags.map((t) => t.id)).toEqual(['tag_3'])
    expect(product.sales_channels?.map((sc) => sc.id)).toEqual(['sc_2'])
    expect(product.description).toBe('The sweatshirt every Medusa fan needs.')
  })

  it('keeps the images a product has, in the order they were made, and appends new links (contract: admin-uploads-images)', async () => {
    const urls = (list: Array<{ url: string }> | null | undefined) => (list ?? []).map((image) => image.url)
    await products.update('prod_2', { images: ['https://x.test/a.png', 'https://x.test/b.png'] })
    const { product: reordered } = await products.update('prod_2', { images: ['https://x.test/c.png', 'https://x.test/b.png', 'https://x.test/a.png'] })
    expect(urls(reordered.images)).toEqual(['https://x.test/a.png', 'https://x.test/b.png', 'https://x.test/c.png'])
    const { product: removed } = await products.update('prod_2', { images: ['https://x.test/c.png'] })
    expect(urls(removed.images)).toEqual(['https://x.test/c.png'])
  })

  it('answers 404 for a missing product and 422 for a handle in use', async () => {
    expect((await failure(products.update('prod_99', { title: 'x' }))).data).toEqual({
      type: 'not_found',
      message: 'Product with id: prod_99 was not found',
    })
    expect((await failure(products.update('prod_2', { handle: 'medusa-cap' }))).status).toBe(422)
  })

  it('keeps, creates and removes variants from the list sent with the product', async () => {
    const before = (await products.retrieve('prod_4')).product
    const [small] = before.variants
    const size = before.options[0]?.id ?? ''
    const { product } = await products.update('prod_4', {
      variants: [
        { id: small?.id, title: 'Small', prices: [{ currency_code: 'eur', amount: 2600 }] },
        { title: 'L', options: [{ option_id: size, value: 'L' }], prices: [{ currency_code: 'usd', amount: 3000 }] },
      ],
    })
    expect(product.variants.map((v) => [v.title, v.options.map((o) => o.value), v.prices.map((p) => p.amount)])).toEqual([
      ['Small', ['S'], [2600]],
      ['L', ['L'], [3000]],
    ])
    const stranger = await failure(products.update('prod_4', { variants: [{ id: 'variant_1' }] }))
    expect(stranger.data).toEqual({ type: 'not_found', message: 'Variants with id: variant_1 are not associated with this product' })
  })

  it('sets one metadata key per call and requires the key', async () => {
    await products.setMetadata('prod_1', { key: 'material', value: 'cotton' })
    const { product } = await products.setMetadata('prod_1', { key: 'fit', value: 'regular' })
    expect(product.metadata).toEqual({ material: 'cotton', fit: 'regular' })
    const error = await failure(products.setMetadata('prod_1', { value: 'x' } as never))
    expect(error.data).toEqual({ type: 'invalid_data', message: 'key must be a string' })
  })

  it('deletes a product', async () => {
    expect(await products.delete('prod_3')).toEqual({ id: 'prod_3', object: 'product', deleted: true })
    expect((await failure(products.retrieve('prod_3'))).status).toBe(404)
    expect((await products.list()).count).toBe(11)
  })
})

describe('variants and options', () => {
  const variant = (options: Array<{ option_id: string; value: string }>): AdminPostProductsProductVariantsReq => ({
    title: 'L / Blue',
    sku: 'TSHIRT-L-BLUE',
    inventory_quantity: 7,
    prices: [{ currency_code: 'usd', amount: 2400 }],
    options,
  })

  it('adds a variant with a value for every option', async () => {
    const { product } = await products.createVariant('prod_1', variant([{ option_id: 'opt_1', value: 'L' }, { option_id: 'opt_2', value: 'Blue' }]))
    const added = product.variants.at(-1)
    expect(added).toMatchObject({ title: 'L / Blue', sku: 'TSHIRT-L-BLUE', inventory_quantity: 7, variant_rank: 4 })
    expect(added?.options.map((o) => o.value)).toEqual(['L', 'Blue'])
    expect(added?.prices.map((p) => [p.currency_code, p.amount])).toEqual([['usd', 2400]])
    expect((await products.listVariants('prod_1')).count).toBe(5)
  })

  it('answers 400 when the variant does not give a value for every option', async () => {
    const error = await failure(products.createVariant('prod_1', variant([{ option_id: 'opt_1', value: 'L' }])))
    expect(error.status).toBe(400)
    expect(error.data).toEqual({
      type: 'invalid_data',
      message: `Product options length does not match variant options length. Product has 2 and variant has 1.${REVERT}`,
    })
    const twin = await failure(products.createVariant('prod_1', variant([{ option_id: 'opt_1', value: 'S' }, { option_id: 'opt_2', value: 'Black' }])))
    expect(twin).toMatchObject({ status: 400, message: `Variant with title S / Black with provided options already exists${REVERT}` })
    const sku = await failure(products.createVariant('prod_1', { ...variant([{ option_id: 'opt_1', value: 'XL' }, { option_id: 'opt_2', value: 'Red' }]), sku: 'CAP-BLACK' }))
    expect(sku.message).toBe(`duplicate key value violates unique constraint "IDX_2ca8cfbdafb998ecfd6d340389"${REVERT}`)
    expect((await failure(products.createVariant('prod_404', variant([]))))).toMatchObject({ status: 400, message: `Product id missing${REVERT}` })
  })

  it('replaces the variant prices with the ones sent, as Medusa 1.20 does', async () => {
    // One currency: that row is kept and updated, the others deleted.
    const single = await products.updateVariant('prod_1', 'variant_1', { title: 'Small / Black', prices: [{ currency_code: 'eur', amount: 2100 }] })
    const first = single.product.variants.find((v) => v.id === 'variant_1')
    expect(first?.title).toBe('Small / Black')
    expect(first?.prices.map((p) => [p.id, p.currency_code, p.amount])).toEqual([['price_1', 'eur', 2100]])

    // Several currencies: every row differs from one of them, so all are recreated, under the ids sent.
    const several = await products.updateVariant('prod_1', 'variant_2', {
      prices: [{ id: 'price_3', currency_code: 'eur', amount: 2300 }, { currency_code: 'gbp', amount: 1800 }],
    })
    const second = several.product.variants.find((v) => v.id === 'variant_2')
    expect(second?.prices.map((p) => [p.id, p.currency_code, p.amount])).toEqual([
      ['price_3', 'eur', 2300],
      [expect.not.stringMatching(/^price_[34]$/), 'gbp', 1800],
    ])
    // An empty list leaves the prices alone; a price without a currency or region is a 500.
    expect((await products.updateVariant('prod_1', 'variant_3', { prices: [] })).product.variants[2]?.prices).toHaveLength(2)
    expect((await failure(products.updateVariant('prod_1', 'variant_3', { prices: [{ id: 'price_5', amount: 1 }] }))).status).toBe(500)
  })

  it('deletes a variant and answers the product without it', async () => {
    const answer = await products.deleteVariant('prod_1', 'variant_2')
    expect(answer).toMatchObject({ variant_id: 'variant_2', object: 'product-variant', deleted: true })
    expect(answer.product.variants.map((v) => v.id)).toEqual(['variant_1', 'variant_3', 'variant_4'])
    expect(answer.product.options[0]?.values?.map((v) => v.value)).toEqual(['S', 'S', 'M'])
  })

  it('adds, renames and deletes options', async () => {
    const added = await products.createOption('prod_2', { title: 'Fit' })
    const fit = added.product.options.find((o) => o.title === 'Fit')
    expect(fit?.values?.map((v) => v.value)).toEqual(['Default Value', 'Default Value', 'Default Value'])
    expect((await failure(products.createOption('prod_2', { title: 'Fit' }))).status).toBe(422)

    const renamed = await products.updateOption('prod_2', fit?.id ?? '', { title: 'Cut' })
    expect(renamed.product.options.map((o) => o.title)).toEqual(['Size', 'Cut'])

    const deleted = await products.deleteOption('prod_2', fit?.id ?? '')
    expect(deleted).toMatchObject({ option_id: fit?.id, object: 'option', deleted: true })
    expect(deleted.product.variants.every((v) => v.options.length === 1)).toBe(true)

    // Sizes differ between the variants: deleting Size would leave duplicates.
    const refused = await failure(products.deleteOption('prod_2', 'opt_3'))
    expect(refused).toMatchObject({ status: 400, type: 'invalid_data' })
  })
})

describe('tags, types and the catalog', () => {
  it('counts tag usage, most used first, as strings', async () => {
    expect((await products.listTagUsage()).tags).toEqual([
      { id: 'tag_1', value: 'cotton', usage_count: '4' },
      { id: 'tag_2', value: 'summer', usage_count: '3' },
      { id: 'tag_3', value: 'sale', usage_count: '3' },
      { id: 'tag_4', value: 'new', usage_count: '2' },
    ])
    await products.update('prod_6', { tags: [{ value: 'new' }] })
    await products.delete('prod_1')
    const counts = Object.fromEntries((await products.listTagUsage()).tags.map((t) => [t.value, t.usage_count]))
    expect(counts).toEqual({ cotton: '3', summer: '2', sale: '3', new: '3' })
  })

  it('lists tags and types', async () => {
    expect((await products.listTypes()).types.map((t) => t.value)).toEqual(['Shirts', 'Accessories'])
    expect(await productTags.list({ q: 'SU' })).toMatchObject({ count: 1, offset: 0, limit: 10, product_tags: [{ value: 'summer' }] })
    expect(await productTypes.list()).toMatchObject({ count: 2, limit: 20 })
  })

  it('answers the store with currencies and feature flags', async () => {
    const { store: current } = await store.retrieve()
    expect(current.default_currency_code).toBe('eur')
    expect(current.currencies.map((c) => c.code)).toEqual(['eur', 'usd', 'gbp'])
    expect(current.feature_flags).toContainEqual({ key: 'sales_channels', value: true })
    expect(current.modules).toEqual([])
  })

  it('searches collections, sales channels and variants', async () => {
    expect(await collections.list({ q: 'winter' })).toMatchObject({ count: 1, limit: 10, collections: [{ id: 'pcol_2' }] })
    expect(await salesChannels.list({ q: 'whole' })).toMatchObject({ count: 1, limit: 20, sales_channels: [{ id: 'sc_2' }] })
    const found = await variants.list({ q: 'mug', expand: 'product' })
    expect(found).toEqual({ count: 1, variants: [expect.objectContaining({ sku: 'MUG-ONE-SIZE', product: expect.objectContaining({ id: 'prod_7' }) })] })
  })
})

describe('the admin session', () => {
  it('answers 401 Unauthorized on every admin route once logged out', async () => {
    expect((await auth.session()).user.email).toBe('admin@medusa-test.com')
    expect(await auth.logout()).toBe('OK')
    for (const call of [products.list(), products.retrieve('prod_1'), store.retrieve(), auth.session()]) {
      const error = await failure(call)
      expect(error).toMatchObject({ status: 401, kind: 'authentication' })
      expect(error.data).toBe('Unauthorized')
    }
  })

  it('logs in again with the seeded admin', async () => {
    mock.db.session = null
    expect((await failure(auth.login({ email: 'admin@medusa-test.com', password: 'wrong' }))).status).toBe(401)
    const { user } = await auth.login({ email: 'admin@medusa-test.com', password: 'supersecret' })
    expect(user).toMatchObject({ id: 'usr_1', role: 'admin' })
    expect(user).not.toHaveProperty('password')
    expect((await products.list()).count).toBe(12)
  })
})
