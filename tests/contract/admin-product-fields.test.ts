// The product and variant fields, copies and variant order the console's products commands send
// (src/commands/products/attributes.ts, duplicate.ts), against a real Medusa 1.20.
import { describe, expect, it } from 'vitest'
import { products } from './api'
import { createProduct, PRICES } from './fixtures'
import { expectFailure, shape, signInBeforeAll, unique } from './helpers'

// A copy whose option values another variant has is a row of tests/mocks/products/refusals.ts.

signInBeforeAll()

const PHYSICAL = { weight: 200, length: 30, width: 20, height: 2, hs_code: '6109.10', mid_code: 'ITMED123MIL', origin_country: 'it' }

describe('product and variant attributes', () => {
  it('POST /admin/products/{id} sets subtitle, material, discountable and the shipping and customs attributes', async () => {
    const product = await createProduct()
    const { product: updated } = await products.update(product.id, { subtitle: 'Organic', material: 'Cotton', discountable: false, ...PHYSICAL })
    expect(updated).toEqual(shape({ id: product.id, subtitle: 'Organic', material: 'Cotton', discountable: false, ...PHYSICAL }))
  })

  it('POST /admin/products/{id}/variants/{variant_id} sets EAN, UPC, barcode, inventory handling and attributes', async () => {
    const product = await createProduct({ sizes: ['S'] })
    const variantId = product.variants[0]?.id ?? ''
    const codes = { ean: unique('40063'), upc: unique('03600'), barcode: unique('BC') }
    const { product: updated } = await products.updateVariant(product.id, variantId, {
      ...codes, manage_inventory: false, allow_backorder: true, material: 'Wool', ...PHYSICAL,
    })
    expect(updated.variants.find((v) => v.id === variantId)).toEqual(
      shape({ ...codes, manage_inventory: false, allow_backorder: true, material: 'Wool', ...PHYSICAL }),
    )
  })
})

describe('variant order (Move variant up/down)', () => {
  it('POST /admin/products/{id} with every variant by id ranks them in the order sent, changing nothing else', async () => {
    const product = await createProduct({ sizes: ['S', 'M', 'L'] })
    const [s, m, l] = product.variants.map((v) => v.id)
    await products.update(product.id, { variants: [{ id: m ?? '' }, { id: s ?? '' }, { id: l ?? '' }] })
    const { product: after } = await products.retrieve(product.id)
    expect(after.variants.map((v) => v.title)).toEqual(['M', 'S', 'L'])
    expect(after.variants.map((v) => v.prices.length)).toEqual([PRICES.length, PRICES.length, PRICES.length])
    expect(after.variants.map((v) => v.inventory_quantity)).toEqual([100, 100, 100])
  })

  it('refuses variant_rank itself: the rank is the place in the list', async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    const body = { variants: product.variants.map((v, i) => ({ id: v.id, variant_rank: i })) } as unknown as Parameters<typeof products.update>[1]
    await expectFailure(products.update(product.id, body), { status: 400, kind: 'invalid_request', type: 'invalid_data', message: /variant_rank should not exist/ })
  })

  it('POST /admin/products/{id} with the same field on every variant sets it on each (Set inventory handling)', async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    const { product: after } = await products.update(product.id, {
      variants: product.variants.map((v) => ({ id: v.id, manage_inventory: true, allow_backorder: true })),
    })
    expect(after.variants.map((v) => [v.manage_inventory, v.allow_backorder])).toEqual([[true, true], [true, true]])
  })
})

describe('copies (Duplicate product / variant)', () => {
  it('GET /admin/products?handle= counts one product for a taken handle and none for a free one', async () => {
    const product = await createProduct()
    expect((await products.list({ handle: product.handle ?? '', limit: 1 })).count).toBe(1)
    expect((await products.list({ handle: `${product.handle}-copy`, limit: 1 })).count).toBe(0)
  })

  it('POST /admin/products takes a copy: draft, attributes, variants with prices and option values, no SKU', async () => {
    const source = await createProduct({ sizes: ['S', 'M'] })
    const { product } = await products.create({
      title: `${source.title} (copy)`,
      handle: `${source.handle}-copy`,
      status: 'draft',
      material: 'Cotton',
      ...PHYSICAL,
      options: [{ title: 'Size' }],
      variants: source.variants.map((v) => ({
        title: v.title, inventory_quantity: 100, manage_inventory: true, allow_backorder: true, weight: 180,
        prices: v.prices.map((p) => ({ currency_code: p.currency_code, amount: p.amount })),
        options: [{ value: v.title }],
      })),
    })
    expect(product).toEqual(shape({ title: `${source.title} (copy)`, handle: `${source.handle}-copy`, status: 'draft', material: 'Cotton', ...PHYSICAL }))
    expect(product.variants.map((v) => [v.title, v.sku, v.allow_backorder, v.weight, v.prices.length])).toEqual([
      ['S', null, true, 180, PRICES.length],
      ['M', null, true, 180, PRICES.length],
    ])
  })

})
