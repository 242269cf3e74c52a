// Data the contract tests build on, created through the tracked API itself: products, and orders
// placed the two ways Medusa 1.20 allows (a paid draft order, or a storefront checkout). The steps
// that write a cart run SERIALIZABLE on the server and retry Medusa's 409 race (retryingConflicts):
// a fixture is set-up, never what a test checks; the API of api.ts itself never retries.
import type { AddressPayload, AdminOrdersRes, AdminProductsRes, Region, ShippingOption } from '@medusajs/client-types'
import { expect } from 'vitest'
import { retryingConflicts } from '../support/medusaConflicts'
import { draftOrders, orders, products, storeCarts } from './api'
import { defaultSalesChannelId, regionFor, shippingOptionFor, unique } from './helpers'

export type AdminProduct = AdminProductsRes['product']
export type AdminOrder = AdminOrdersRes['order']

/** Prices in every seeded currency (smallest unit). */
export const PRICES = [
  { currency_code: 'eur', amount: 1000 },
  { currency_code: 'usd', amount: 1200 },
  { currency_code: 'gbp', amount: 900 },
]

export interface ProductInput {
  title?: string
  /** Option values of the single option "Size": one variant each. */
  sizes?: string[]
  type?: string
  tags?: string[]
  salesChannelIds?: string[]
}

/** A published product in the default sales channel, one variant per size, stock 100 each. */
export async function createProduct(input: ProductInput = {}): Promise<AdminProduct> {
  const title = input.title ?? unique('Contract Product')
  const sizes = input.sizes ?? ['S', 'M']
  const channels = input.salesChannelIds ?? [await defaultSalesChannelId()]
  const { product } = await products.create({
    title,
    status: 'published',
    type: input.type ? { value: input.type } : undefined,
    tags: input.tags?.map((value) => ({ value })),
    sales_channels: channels.map((id) => ({ id })),
    options: [{ title: 'Size' }],
    variants: sizes.map((size) => ({
      title: size,
      sku: unique(`SKU-${size}`),
      inventory_quantity: 100,
      manage_inventory: true,
      prices: PRICES,
      options: [{ value: size }],
    })),
  })
  return product
}

/** The first variant's id (every fixture product has at least one). */
export function firstVariantId(product: AdminProduct): string {
  const id = product.variants[0]?.id
  if (!id) throw new Error(`product ${product.id} has no variant`)
  return id
}

export interface Market {
  region: Region
  shipping: ShippingOption
  returnShipping: ShippingOption
  address: AddressPayload
}

/** The seeded eur region, a shipping and a return option of it, and an address in it. */
export async function euroMarket(): Promise<Market> {
  const region = await regionFor('eur')
  const country = region.countries?.[0]?.iso_2
  if (!country) throw new Error(`region ${region.id} has no country`)
  return {
    region,
    shipping: await shippingOptionFor(region.id),
    returnShipping: await shippingOptionFor(region.id, true),
    address: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Contract Street', city: 'Testville', country_code: country, postal_code: '10115' },
  }
}

export interface OrderInput {
  market: Market
  variantId: string
  quantity?: number
  email?: string
}

/** A draft order paid through the built-in `system` provider: an order already captured. */
export async function paidOrder({ market, variantId, quantity = 2, email }: OrderInput): Promise<AdminOrder> {
  const { draft_order } = await retryingConflicts(() =>
    draftOrders.create({
      email: email ?? `${unique('draft')}@contract.test`,
      region_id: market.region.id,
      items: [{ variant_id: variantId, quantity }],
      shipping_methods: [{ option_id: market.shipping.id }],
      shipping_address: market.address,
    }),
  )
  await retryingConflicts(() => draftOrders.markPaid(draft_order.id))
  const { draft_order: done } = await draftOrders.retrieve(draft_order.id)
  if (!done.order_id) throw new Error(`draft order ${draft_order.id} did not become an order`)
  return (await orders.retrieve(done.order_id)).order
}

/** A cart with one line, email, address and shipping method, payment session `manual` selected. */
export async function readyCart({ market, variantId, quantity = 2, email }: OrderInput): Promise<string> {
  const { cart } = await storeCarts.create({ region_id: market.region.id })
  await retryingConflicts(() => storeCarts.createLineItem(cart.id, { variant_id: variantId, quantity }))
  const shopper = email ?? `${unique('shopper')}@contract.test`
  await retryingConflicts(() => storeCarts.update(cart.id, { email: shopper, shipping_address: market.address }))
  await retryingConflicts(() => storeCarts.addShippingMethod(cart.id, { option_id: market.shipping.id }))
  await retryingConflicts(() => storeCarts.createPaymentSessions(cart.id))
  await retryingConflicts(() => storeCarts.setPaymentSession(cart.id, { provider_id: 'manual' }))
  return cart.id
}

/** A storefront checkout: an order whose payment is authorized and awaits capture. */
export async function storefrontOrder(input: OrderInput): Promise<AdminOrder> {
  const cartId = await readyCart(input)
  const completed = await retryingConflicts(() => storeCarts.complete(cartId))
  expect(completed.type).toBe('order')
  return (await orders.retrieve(completed.data.id)).order
}

/** A paid order whose items are all fulfilled and shipped (returns, swaps and claims need that). */
export async function shippedOrder(input: OrderInput): Promise<AdminOrder> {
  const order = await paidOrder(input)
  const items = order.items.map((item) => ({ item_id: item.id, quantity: item.quantity }))
  const { order: fulfilled } = await retryingConflicts(() => orders.createFulfillment(order.id, { items }))
  const fulfillment = fulfilled.fulfillments[0]
  if (!fulfillment) throw new Error(`order ${order.id} has no fulfillment`)
  const { order: shipped } = await retryingConflicts(() => orders.createShipment(order.id, { fulfillment_id: fulfillment.id, tracking_numbers: ['TRACK-1'] }))
  return shipped
}

/** The id of the order's only (or first) line item. */
export function firstItemId(order: { items: Array<{ id: string }> }): string {
  const id = order.items[0]?.id
  if (!id) throw new Error('the order has no line item')
  return id
}
