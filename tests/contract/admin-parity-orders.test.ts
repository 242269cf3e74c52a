// Parity with the original admin (issue #29) against a real Medusa 1.20: transferring an order,
// the link templates, a gift card's recipient, customer metadata, a region's tax settings, and the
// includes_tax fields the contract backend refuses (it runs with tax_inclusive_pricing off).
import { beforeAll, describe, expect, it } from 'vitest'
import { customers, draftOrders, giftCards, orders, priceLists, regions, shippingOptions, store } from './api'
import { createProduct, euroMarket, firstVariantId, storefrontOrder, type Market } from './fixtures'
import { expectFailure, regionFor, shape, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

let market: Market
let variantId: string
beforeAll(async () => {
  market = await euroMarket()
  variantId = firstVariantId(await createProduct())
})

const newCustomer = async (name: string) =>
  (await customers.create({ email: `${unique(name)}@contract.test`, first_name: name, last_name: 'Parity', password: 'supersecret' })).customer

describe('orders: transfer to another customer (POST /admin/orders/{id} with customer_id and email)', () => {
  it('moves the order: its customer_id and email are the new customer’s', async () => {
    const order = await storefrontOrder({ market, variantId, email: `${unique('buyer')}@contract.test` })
    const target = await newCustomer('Transferee')
    const { order: moved } = await orders.update(order.id, { customer_id: target.id, email: target.email })
    expect(moved).toEqual(shape({ id: order.id, customer_id: target.id, email: target.email }))
    const { order: read } = await orders.retrieve(order.id)
    expect(read.customer).toEqual(shape({ id: target.id, email: target.email }))
  })

  it('refuses a canceled order: 400 not_allowed', async () => {
    const order = await storefrontOrder({ market, variantId, email: `${unique('buyer')}@contract.test` })
    await orders.cancel(order.id)
    const target = await newCustomer('Late')
    await expectFailure(orders.update(order.id, { customer_id: target.id, email: target.email }), {
      status: 400,
      kind: 'invalid_request',
      type: 'not_allowed',
      message: 'A canceled order cannot be updated',
    })
  })
})

describe('payment links: the store’s templates and the draft’s cart', () => {
  it('GET /admin/store carries payment_link_template and swap_link_template; a draft order its cart_id', async () => {
    const { store: current } = await store.retrieve()
    expect(Object.keys(current)).toEqual(expect.arrayContaining(['payment_link_template', 'swap_link_template']))
    const { draft_order } = await draftOrders.create({
      email: `${unique('draft')}@contract.test`,
      region_id: market.region.id,
      items: [{ variant_id: variantId, quantity: 1 }],
      shipping_methods: [{ option_id: market.shipping.id }],
      shipping_address: market.address,
    })
    expect(draft_order.cart_id).toMatch(/^cart_/)
    await draftOrders.delete(draft_order.id)
  })
})

describe('gift cards: the recipient in metadata (email, personal_message)', () => {
  it('creates with them, and an update merges metadata, a key sent as "" deleted', async () => {
    const eur = await regionFor('eur')
    const { gift_card } = await giftCards.create({ value: 1000, region_id: eur.id, metadata: { email: 'anna@contract.test', personal_message: 'Enjoy', source: 'contract' } })
    expect(gift_card.metadata).toEqual({ email: 'anna@contract.test', personal_message: 'Enjoy', source: 'contract' })
    const { gift_card: updated } = await giftCards.update(gift_card.id, { metadata: { email: '', personal_message: 'Happy birthday' } })
    expect(updated.metadata).toEqual({ personal_message: 'Happy birthday', source: 'contract' })
    await giftCards.delete(gift_card.id)
  })
})

describe('customers: metadata', () => {
  it('POST /admin/customers/{id} merges metadata, a key sent as "" deleted', async () => {
    const customer = await newCustomer('Meta')
    const { customer: first } = await customers.update(customer.id, { metadata: { tier: 'gold', note: 'x' } })
    expect(first.metadata).toEqual({ tier: 'gold', note: 'x' })
    const { customer: second } = await customers.update(customer.id, { metadata: { note: '', source: 'fair' } })
    expect(second.metadata).toEqual({ tier: 'gold', source: 'fair' })
  })
})

describe('regions: tax settings', () => {
  it('POST /admin/regions/{id} takes tax_provider_id null (the system provider), automatic_taxes and gift_cards_taxable', async () => {
    const region = await regionFor('eur')
    const before = { automatic_taxes: region.automatic_taxes, gift_cards_taxable: region.gift_cards_taxable }
    // client-types has `tax_provider_id?: string`; the validator (IsOptional) takes null.
    const body = { tax_provider_id: null as unknown as string, automatic_taxes: !before.automatic_taxes, gift_cards_taxable: !before.gift_cards_taxable }
    const { region: updated } = await regions.update(region.id, body)
    expect(updated).toEqual(shape({ tax_provider_id: null, automatic_taxes: !before.automatic_taxes, gift_cards_taxable: !before.gift_cards_taxable }))
    await regions.update(region.id, before)
  })
})

describe('includes_tax without the tax_inclusive_pricing flag', () => {
  const refused = { status: 400, kind: 'invalid_request', type: 'invalid_data', message: 'includes_tax should not exist' } as const

  it('POST /admin/shipping-options/{id} refuses it (shipping and return options alike)', async () => {
    await expectFailure(shippingOptions.update(market.shipping.id, { includes_tax: true, requirements: [] }), refused)
    await expectFailure(shippingOptions.update(market.returnShipping.id, { includes_tax: true, requirements: [] }), refused)
  })

  it('POST /admin/price-lists/{id} refuses it', async () => {
    const { price_list } = await priceLists.create({ name: unique('Contract parity'), description: 'parity', type: 'sale', prices: [] })
    await expectFailure(priceLists.update(price_list.id, { includes_tax: true }), refused)
    await priceLists.delete(price_list.id)
  })
})
