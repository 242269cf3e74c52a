// What the order end-to-end tests start from, made through the API the way a shop would: a product
// of the run's own, and orders placed at the storefront or paid and shipped already. The console's
// own steps are driven in the browser; these only set the scene and play the customer.
import type { AddressPayload, DraftOrder, Order } from '@medusajs/client-types'
import { draftOrders } from '@/api/admin/draft-orders'
import { orders } from '@/api/admin/orders'
import { products } from '@/api/admin/products'
import { regions } from '@/api/admin/regions'
import { shippingOptions } from '@/api/admin/shipping-options'
import { store } from '@/api/admin/store'
import { storeCarts } from '@/api/store/carts'
import { retryingConflicts } from '../support/medusaConflicts'

export interface Shop {
  regionId: string
  shippingOptionId: string
  address: AddressPayload
  productTitle: string
  variantId: string
}

/** The seeded Europe region and its Standard Shipping, and a new product (€25.00, plenty in stock). */
export async function prepareShop(productTitle: string): Promise<Shop> {
  const region = (await regions.list({ limit: 100 })).regions.find((r) => r.name === 'Europe')
  if (!region) throw new Error('the seeded Europe region is missing')
  const { shipping_options } = await shippingOptions.list({ region_id: region.id, is_return: false })
  const standard = shipping_options.find((o) => o.name === 'Standard Shipping')
  if (!standard) throw new Error('the seeded Standard Shipping option of Europe is missing')
  const channel = (await store.retrieve()).store.default_sales_channel_id
  const { product } = await products.create({
    title: productTitle,
    status: 'published',
    sales_channels: channel ? [{ id: channel }] : undefined,
    options: [{ title: 'Size' }],
    variants: [{ title: 'One size', inventory_quantity: 1000, prices: [{ currency_code: 'eur', amount: 2500 }], options: [{ value: 'One size' }] }],
  })
  const variantId = product.variants[0]?.id
  if (!variantId) throw new Error('the new product has no variant')
  const address = { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Analytical Street', city: 'Berlin', postal_code: '10115', country_code: 'de' }
  return { regionId: region.id, shippingOptionId: standard.id, address, productTitle, variantId }
}

const email = (who: string) => `${who}-${Date.now().toString(36)}@e2e.test`

/** A checkout at the storefront with the manual provider: the payment is authorized, awaiting capture. */
export async function storefrontOrder(shop: Shop, quantity = 1): Promise<Order> {
  const { cart } = await storeCarts.create({ region_id: shop.regionId })
  await storeCarts.createLineItem(cart.id, { variant_id: shop.variantId, quantity })
  await storeCarts.update(cart.id, { email: email('shopper'), shipping_address: shop.address })
  await retryingConflicts(() => storeCarts.addShippingMethod(cart.id, { option_id: shop.shippingOptionId }))
  await storeCarts.createPaymentSessions(cart.id)
  await storeCarts.setPaymentSession(cart.id, { provider_id: 'manual' })
  const completed = await storeCarts.complete(cart.id)
  if (completed.type !== 'order') throw new Error(`cart ${cart.id} completed as a ${completed.type}`)
  return (await orders.retrieve(completed.data.id)).order
}

/** An open draft order of the shop's product, with shipping and an address. */
export async function openDraft(shop: Shop, quantity = 1): Promise<DraftOrder> {
  const { draft_order } = await retryingConflicts(() =>
    draftOrders.create({
      email: email('buyer'),
      region_id: shop.regionId,
      items: [{ variant_id: shop.variantId, quantity }],
      shipping_methods: [{ option_id: shop.shippingOptionId }],
      shipping_address: shop.address,
    }),
  )
  return draft_order
}

/** A paid order with every item fulfilled and shipped: what swaps and claims start from. */
export async function shippedOrder(shop: Shop, quantity = 2): Promise<Order> {
  const { order } = await draftOrders.markPaid((await openDraft(shop, quantity)).id)
  const { order: fulfilled } = await orders.createFulfillment(order.id, {
    items: (order.items ?? []).map((item) => ({ item_id: item.id, quantity: item.quantity })),
    no_notification: true,
  })
  const fulfillment = fulfilled.fulfillments[0]
  if (!fulfillment) throw new Error(`order ${order.id} has no fulfillment`)
  return (await orders.createShipment(order.id, { fulfillment_id: fulfillment.id })).order
}

/** The customer confirms a swap in the shop: its cart gets the shipping and is checked out. */
export async function confirmSwapInShop(shop: Shop, cartId: string): Promise<void> {
  await storeCarts.addShippingMethod(cartId, { option_id: shop.shippingOptionId })
  const { cart } = await storeCarts.createPaymentSessions(cartId)
  // An even exchange leaves nothing to pay: the cart then has no payment session to select.
  if (cart.payment_sessions.length > 0) await storeCarts.setPaymentSession(cartId, { provider_id: 'manual' })
  const done = await storeCarts.complete(cartId)
  if (done.type !== 'swap') throw new Error(`swap cart ${cartId} completed as a ${done.type}`)
}

/** The order as the server has it now. */
export const serverOrder = async (id: string): Promise<Order> => (await orders.retrieve(id)).order
