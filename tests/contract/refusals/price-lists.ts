import { makeList, type PriceListRefusalContext } from '../../mocks/price-lists/refusals'
import type { RefusalSide } from '../../support/refusals'
import { priceLists } from '../api'
import { createProduct, firstVariantId } from '../fixtures'
import { unique } from '../helpers'

/** One product for the table's rows. */
let variant: Promise<string> | undefined

/** The price lists table against Medusa: a new sale list per row (deleted after). */
export const medusa: Omit<RefusalSide<PriceListRefusalContext>, 'name'> = {
  context: async () => makeList({ api: { priceLists }, variantId: await (variant ??= createProduct().then(firstVariantId)), unique }),
  async cleanUp({ list }) {
    await priceLists.delete(list.id)
  },
}
