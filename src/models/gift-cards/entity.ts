import type { GiftCard } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { giftCardQueries } from '@/atoms/gift-cards/keys'
import { defineEntity, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'gift-card': GiftCard
  }
}

/** What is left on a card, in its region's currency: "€35.00 of €50.00". */
export function giftCardBalance(card: Pick<GiftCard, 'balance' | 'value' | 'region'>): string {
  const currency = card.region?.currency_code
  if (!currency) return `${card.balance} of ${card.value}`
  return `${formatMoney(card.balance, currency)} of ${formatMoney(card.value, currency)}`
}

/** Gift cards by code (what the customer holds), the balance as hint. */
export const giftCardEntity = defineEntity<GiftCard>({
  noun: 'gift card',
  focus: 'gift-card',
  label: (card) => card.code,
  hint: (card) => giftCardBalance(card),
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(giftCardQueries.search(q.trim()))).gift_cards as GiftCard[],
  exact: (card, q) => sameText(card.code, q),
})
