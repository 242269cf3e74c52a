import { makeDraft, type DraftRefusalContext } from '../../mocks/draft-orders/refusals'
import type { RefusalSide } from '../../support/refusals'
import { draftOrders, products } from '../api'
import { createProduct, euroMarket, firstVariantId } from '../fixtures'
import { regionFor, shippingOptionFor, unique } from '../helpers'

/** Looked up once for the table: the seeded EUR market, a USD option and one product. */
let shared: Promise<Omit<Parameters<typeof makeDraft>[0], 'api' | 'unique'>> | undefined
const market = () =>
  (shared ??= (async () => {
    const m = await euroMarket()
    const usd = await shippingOptionFor((await regionFor('usd')).id)
    return { regionId: m.region.id, shippingOptionId: m.shipping.id, foreignOptionId: usd.id, address: m.address, variantId: firstVariantId(await createProduct()) }
  })())

/** The draft orders table against Medusa: a new open draft per row (deleted after, while open). */
export const medusa: Omit<RefusalSide<DraftRefusalContext>, 'name'> = {
  context: async () => makeDraft({ ...(await market()), api: { draftOrders, products }, unique }),
  async cleanUp({ draft }) {
    const { draft_order } = await draftOrders.retrieve(draft.id)
    if (draft_order.status === 'open') await draftOrders.delete(draft.id)
  },
}
