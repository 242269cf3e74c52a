// Price lists against a real Medusa 1.20: each rule the msw price list mock imitates (tests/mocks/price-lists);
// its refusals are rows of tests/mocks/price-lists/refusals.ts.
import { describe, expect, it } from 'vitest'
import { customerGroups, priceLists } from './api'
import { createProduct } from './fixtures'
import { shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

const rows = (prices: ReadonlyArray<{ amount: number; currency_code: string; variant_id: string | null }> | undefined) =>
  // A price whose variant is unknown has no variant_id at all.
  (prices ?? []).map((p) => [p.amount, p.currency_code, p.variant_id ?? null]).sort((a, b) => String(a).localeCompare(String(b)))

async function saleList(groupIds: string[] = []) {
  const product = await createProduct({ sizes: ['S', 'M'] })
  const [small, medium] = product.variants
  if (!small || !medium) throw new Error('the product needs two variants')
  const name = unique('Contract Black Friday')
  const { price_list } = await priceLists.create({
    name,
    description: '',
    type: 'sale',
    prices: [{ amount: 800, currency_code: 'eur', variant_id: small.id }],
    customer_groups: groupIds.map((id) => ({ id })),
  })
  return { product, small, medium, name, list: price_list }
}

describe('price lists: what the mocks imitate', () => {
  it('POST creates a draft by default, with its groups and prices; the list answers groups only unless prices are expanded', async () => {
    const { customer_group } = await customerGroups.create({ name: unique('Contract VIP') })
    const { list, name, small } = await saleList([customer_group.id])
    expect(list).toEqual(shape({ name, status: 'draft', type: 'sale', starts_at: null, ends_at: null, customer_groups: [shape({ id: customer_group.id })] }))
    expect(list.prices).toEqual([shape({ amount: 800, currency_code: 'eur', variant_id: small.id, region_id: null, min_quantity: null, max_quantity: null })])

    const plain = await priceLists.list({ q: name })
    expect(plain.price_lists).toEqual([shape({ id: list.id, customer_groups: [shape({ name: customer_group.name })] })])
    expect(plain.price_lists[0]).not.toHaveProperty('prices')
    const expanded = await priceLists.list({ q: name, expand: 'customer_groups,prices' })
    expect(expanded.price_lists[0]?.prices).toHaveLength(1)
    const filtered = await priceLists.list({ q: name, status: ['draft'], type: ['sale'], customer_groups: [customer_group.id] })
    expect(filtered.price_lists.map((l) => l.id)).toEqual([list.id])
    expect((await priceLists.list({ q: name, status: ['active'] })).count).toBe(0)
    await priceLists.delete(list.id)
  })

  it('POST takes ends before starts; null clears the dates and [] the groups', async () => {
    const name = unique('Contract Refused')
    const body = { name, description: '', type: 'sale' as const, prices: [] }
    // The server does not compare the dates: the console refuses ends before starts itself.
    const { price_list } = await priceLists.create({ ...body, starts_at: '2030-01-01T00:00:00.000Z', ends_at: '2029-01-01T00:00:00.000Z' })
    expect(price_list).toEqual(shape({ starts_at: '2030-01-01T00:00:00.000Z', ends_at: '2029-01-01T00:00:00.000Z' }))
    // null clears the dates and [] the groups.
    const clear = { starts_at: null, ends_at: null, customer_groups: [] } as unknown as Parameters<typeof priceLists.update>[1]
    const { price_list: cleared } = await priceLists.update(price_list.id, clear)
    expect(cleared).toEqual(shape({ starts_at: null, ends_at: null, customer_groups: [] }))
    await priceLists.delete(price_list.id)
  })

  it('prices batch POST always inserts: an id sent is ignored, an unknown variant is stored without one; override deletes every other price (PR#2210)', async () => {
    const { list, small, medium } = await saleList()
    const [first] = list.prices ?? []
    const { price_list: added } = await priceLists.addPrices(list.id, {
      prices: [
        { id: first?.id, amount: 900, currency_code: 'eur', variant_id: small.id },
        { amount: 1000, currency_code: 'usd', variant_id: medium.id },
        { amount: 100, currency_code: 'usd', variant_id: 'variant_missing' },
      ],
    })
    expect(rows(added.prices)).toEqual(
      rows([
        { amount: 800, currency_code: 'eur', variant_id: small.id },
        { amount: 900, currency_code: 'eur', variant_id: small.id },
        { amount: 1000, currency_code: 'usd', variant_id: medium.id },
        { amount: 100, currency_code: 'usd', variant_id: null },
      ]),
    )
    const { price_list: overridden } = await priceLists.addPrices(list.id, { prices: [{ amount: 1, currency_code: 'eur', variant_id: small.id }], override: true })
    expect(rows(overridden.prices)).toEqual([[1, 'eur', small.id]])
    await priceLists.delete(list.id)
  })

  it('prices batch POST takes a negative amount', async () => {
    const { list, small } = await saleList()
    const one = (price: Record<string, unknown>) => ({ prices: [price] }) as unknown as Parameters<typeof priceLists.addPrices>[1]
    // A negative amount is taken: the console refuses it before sending.
    const { price_list } = await priceLists.addPrices(list.id, one({ amount: -5, currency_code: 'usd', variant_id: small.id }))
    expect(price_list.prices?.some((p) => p.amount === -5)).toBe(true)
    await priceLists.delete(list.id)
  })

  it('prices batch DELETE says deleted for unknown ids; product and variant DELETE answer the ids removed', async () => {
    const { list, product, small } = await saleList()
    expect(await priceLists.deletePrices(list.id, { price_ids: ['ma_missing'] })).toEqual({ ids: ['ma_missing'], object: 'money-amount', deleted: true })
    expect(await priceLists.deleteVariantPrices(list.id, 'variant_missing')).toEqual({ ids: [], object: 'money-amount', deleted: true })
    const [price] = list.prices ?? []
    expect(await priceLists.deleteProductPrices(list.id, product.id)).toEqual({ ids: [price?.id], object: 'money-amount', deleted: true })
    expect((await priceLists.listProducts(list.id)).count).toBe(0)
    expect(small.id).toBeTruthy()
    await priceLists.delete(list.id)
  })

  it('GET products lists the products with a price in the list, with their variants; DELETE of an unknown list says deleted', async () => {
    const { list, product } = await saleList()
    const products = await priceLists.listProducts(list.id, { offset: 0, limit: 100, expand: 'variants' })
    expect(products).toEqual(shape({ count: 1, products: [shape({ id: product.id, variants: [shape({ title: 'S' }), shape({ title: 'M' })] })] }))
    expect(await priceLists.delete('pl_missing')).toEqual({ id: 'pl_missing', object: 'price-list', deleted: true })
    await priceLists.delete(list.id)
  })
})
