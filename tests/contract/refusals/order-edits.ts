import type { EditRefusalContext } from '../../mocks/order-edits/refusals'
import type { RefusalSide } from '../../support/refusals'
import { orderEdits, storeOrderEdits } from '../api'
import { createProduct, euroMarket, paidOrder, type Market } from '../fixtures'

/** Made once for the table: the seeded EUR market and one product with two sizes. */
let shared: Promise<{ market: Market; variants: [string, string] }> | undefined
const market = () =>
  (shared ??= (async () => {
    const product = await createProduct({ sizes: ['S', 'M'] })
    return { market: await euroMarket(), variants: [product.variants[0]?.id ?? '', product.variants[1]?.id ?? ''] }
  })())

/** The order edits table against Medusa: paid orders through draft orders; the customer declines in the storefront. */
export const medusa: Omit<RefusalSide<EditRefusalContext>, 'name'> = {
  async context() {
    const { market: m, variants } = await market()
    return {
      api: { orderEdits },
      paid: () => paidOrder({ market: m, variantId: variants[0], quantity: 2 }),
      variantId: variants[1],
      async decline(editId) {
        await storeOrderEdits.decline(editId, { declined_reason: 'no thanks' })
      },
    }
  },
}
