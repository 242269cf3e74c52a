import type { GiftCard } from '@medusajs/client-types'
import type { giftCards } from '@/api/admin/gift-cards'
import { defineRefusals, invalidData, notFound } from '../../support/refusals'

// Every refusal the gift cards mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/gift-cards.ts.

export interface GiftCardRefusalSetup {
  api: { giftCards: typeof giftCards }
  eurId: string
}
export type GiftCardRefusalContext = GiftCardRefusalSetup & { card: GiftCard }

/** The card (25.00 in EUR) every row may act on. */
export async function makeCard(s: GiftCardRefusalSetup): Promise<GiftCardRefusalContext> {
  const { gift_card: card } = await s.api.giftCards.create({ value: 2500, region_id: s.eurId, ends_at: '2099-01-01T00:00:00.000Z' })
  return { ...s, card }
}

type CreateBody = Parameters<typeof giftCards.create>[0]
const loose = <T>(body: Record<string, unknown>) => body as unknown as T

export const refusals = defineRefusals<GiftCardRefusalContext>({
  mock: 'gift-cards',
  about: 'Each row may act on a new gift card of 25.00 in the EUR region (deleted after).',
  cases: [
    { route: 'POST /admin/gift-cards', when: 'an unknown region', call: (c) => c.api.giftCards.create({ value: 100, region_id: 'reg_missing' }), expected: notFound('Region with reg_missing was not found') },
    { route: 'POST /admin/gift-cards', when: 'a balance (not a property of create)', call: (c) => c.api.giftCards.create(loose<CreateBody>({ value: 100, region_id: c.eurId, balance: 5 })), expected: invalidData('property balance should not exist') },
    { route: 'POST /admin/gift-cards', when: 'an ends_at that is not a date', call: (c) => c.api.giftCards.create({ value: 100, region_id: c.eurId, ends_at: 'soon' }), expected: invalidData('ends_at must be a Date instance') },
    { route: 'POST /admin/gift-cards/{id}', when: 'a balance above the value', call: (c) => c.api.giftCards.update(c.card.id, { balance: 2600 }), expected: { status: 500, type: 'invalid_argument', message: 'new balance is invalid' } },
    { route: 'GET /admin/gift-cards/{id}', when: 'an unknown card', call: (c) => c.api.giftCards.retrieve('gift_card_missing'), expected: notFound('Gift card with id: gift_card_missing was not found') },
    { route: 'GET /admin/gift-cards', when: 'fields (its params class has neither fields nor expand)', call: (c) => c.api.giftCards.list(loose({ fields: 'id' })), expected: invalidData('property fields should not exist') },
  ],
})
