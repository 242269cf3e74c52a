// What the console's price-list import (src/commands/batch-jobs/price-list-import*.ts) relies on in a
// real Medusa 1.20: the list route filtered by id counts a list's prices (expand=prices), the products'
// search finds a variant by its SKU, and the import's first batch (override) sent twice after a lost
// answer leaves each of its prices once.
import { describe, expect, it } from 'vitest'
import { priceLists, products } from './api'
import { createProduct } from './fixtures'
import { signInBeforeAll, unique } from './helpers'

signInBeforeAll()

describe('price-list import: what the console relies on', () => {
  it('counts a list’s prices by id, finds variants by SKU, and a first batch sent twice with override is on the list once', async () => {
    const product = await createProduct({ sizes: ['S', 'M', 'L'] })
    const [small, medium, large] = product.variants
    if (!small?.sku || !medium || !large) throw new Error('the product needs three variants with SKUs')
    const other = await priceLists.create({ name: unique('Contract Import Other'), description: '', type: 'sale', prices: [] })
    const { price_list: list } = await priceLists.create({
      name: unique('Contract Import'),
      description: '',
      type: 'sale',
      prices: [
        { amount: 100, currency_code: 'eur', variant_id: small.id },
        { amount: 200, currency_code: 'eur', variant_id: medium.id },
      ],
    })
    // The list route with id and expand=prices: this list alone, its prices bare.
    const counted = await priceLists.list({ id: list.id, expand: 'prices', limit: 1 })
    expect(counted.price_lists.map((l) => [l.id, l.prices?.length])).toEqual([[list.id, 2]])

    // Medusa's products search matches a variant's SKU; the variants come with expand=variants.
    const found = await products.list({ q: small.sku, expand: 'variants', limit: 50 })
    expect(found.products.flatMap((p) => p.variants ?? []).filter((v) => v.sku === small.sku).map((v) => v.id)).toEqual([small.id])

    const first = { prices: [{ amount: 300, currency_code: 'eur', variant_id: large.id }, { amount: 400, currency_code: 'usd', variant_id: small.id }], override: true }
    await priceLists.addPrices(list.id, first)
    const { price_list: again } = await priceLists.addPrices(list.id, first)
    const cells = (again.prices ?? []).map((p) => `${p.variant_id} ${p.currency_code} ${p.amount}`).sort()
    expect(cells).toEqual([`${large.id} eur 300`, `${small.id} usd 400`].sort())
    await priceLists.delete(list.id)
    await priceLists.delete(other.price_list.id)
  })
})
