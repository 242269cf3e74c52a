import { makeProduct, type ProductRefusalContext } from '../../mocks/products/refusals'
import type { RefusalSide } from '../../support/refusals'
import { products } from '../api'
import { defaultSalesChannelId, unique } from '../helpers'

/** The products table against Medusa: a new product per row in the default sales channel (deleted after). */
export const medusa: Omit<RefusalSide<ProductRefusalContext>, 'name'> = {
  context: async () => makeProduct({ api: { products }, salesChannelId: await defaultSalesChannelId(), unique }),
  async cleanUp({ product }) {
    await products.delete(product.id)
  },
}
