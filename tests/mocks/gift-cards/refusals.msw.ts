import { giftCards } from '@/api/admin/gift-cards'
import type { MswRefusalSide } from '../refusals.test'
import { seedGiftCards } from './gift-cards'
import { makeCard, type GiftCardRefusalContext } from './refusals'

/** The gift cards mock's side of its table: a card made through the mock in the seeded EUR region. */
export const msw: MswRefusalSide<GiftCardRefusalContext> = {
  context: (db) => makeCard({ api: { giftCards }, eurId: seedGiftCards(db).regions.find((r) => r.currency_code === 'eur')?.id ?? '' }),
}
