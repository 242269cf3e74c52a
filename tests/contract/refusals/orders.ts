import { orderMakers, type KeptOrders, type OrderRefusalContext, type OrderRefusalSetup } from '../../mocks/orders/refusals-context'
import type { RefusalSide } from '../../support/refusals'
import { draftOrders, notes, orderClaims, orderSwaps, orders, returns, storeCarts, swaps } from '../api'
import { createProduct, euroMarket, storefrontOrder, type Market } from '../fixtures'

/** Made once for the table (the market is the seeded one; one product with two sizes serves every row). */
let shared: Promise<{ market: Market; variants: readonly [string, string] }> | undefined
const market = () =>
  (shared ??= (async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    return { market: await euroMarket(), variants: [product.variants[0]?.id ?? '', product.variants[1]?.id ?? ''] as const }
  })())

/**
 * The orders each state's rows share (orderMakers `kept`): a refusal leaves them as they were, so one
 * order a state serves every such row (an order a row was 16 checkouts and 69 draft orders, now 2 and 34).
 */
const keptOrders: KeptOrders = new Map()

/** The orders table against Medusa: orders made per row through the API, or kept (orders are never deleted). */
export const medusa: Omit<RefusalSide<OrderRefusalContext>, 'name'> = {
  async context() {
    const { market: m, variants } = await market()
    const setup: OrderRefusalSetup = {
      api: { orders, returns, notes, orderSwaps, orderClaims, draftOrders },
      regionId: m.region.id,
      shippingOptionId: m.shipping.id,
      address: m.address,
      variants,
      pending: () => storefrontOrder({ market: m, variantId: variants[0] }),
      async confirmSwap(swapId) {
        // The customer completes the swap's cart in the storefront.
        const cartId = (await swaps.retrieve(swapId)).swap.cart_id
        if (!cartId) throw new Error(`swap ${swapId} has no cart`)
        await storeCarts.addShippingMethod(cartId, { option_id: m.shipping.id })
        await storeCarts.createPaymentSessions(cartId)
        await storeCarts.setPaymentSession(cartId, { provider_id: 'manual' })
        await storeCarts.complete(cartId)
      },
      dropShipping: () => {
        throw new Error('no Medusa 1.20 order lacks a shipping method')
      },
    }
    return { ...setup, ...orderMakers(setup, keptOrders) }
  },
}
