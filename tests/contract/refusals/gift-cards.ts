import { makeCard, type GiftCardRefusalContext } from '../../mocks/gift-cards/refusals'
import type { RefusalSide } from '../../support/refusals'
import { giftCards } from '../api'
import { regionFor } from '../helpers'

/** The gift cards table against Medusa: a new card in the seeded EUR region per row (deleted after). */
export const medusa: Omit<RefusalSide<GiftCardRefusalContext>, 'name'> = {
  context: async () => makeCard({ api: { giftCards }, eurId: (await regionFor('eur')).id }),
  async cleanUp({ card }) {
    await giftCards.delete(card.id)
  },
}
