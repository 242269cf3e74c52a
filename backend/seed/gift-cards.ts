import { giftCards } from '../../src/api/admin/gift-cards'
import { type CurrencyCode, type SeedContext, log } from './context'
import { DAY_MS } from './util'

interface GiftCardSeed {
  currency: CurrencyCode
  value: number
  note: string
  disabled?: boolean
  /** Days after the anchor the card expires. */
  expiresIn?: number
  /** Handed to checkouts, which spend part of it. */
  usable?: boolean
}

const CARDS: GiftCardSeed[] = [
  { currency: 'eur', value: 5000, note: 'Customer service goodwill', usable: true },
  { currency: 'eur', value: 2500, note: 'Raffle prize', expiresIn: 180, usable: true },
  { currency: 'usd', value: 10000, note: 'Corporate gift', usable: true },
  { currency: 'usd', value: 2500, note: 'Influencer kit' },
  { currency: 'gbp', value: 5000, note: 'Birthday voucher', usable: true },
  { currency: 'gbp', value: 2000, note: 'Replaced a lost card', disabled: true },
  { currency: 'eur', value: 10000, note: 'Trade fair give-away', expiresIn: 30 },
  { currency: 'usd', value: 1500, note: 'Apology for a late parcel', disabled: true },
]

/** Gift cards issued from the admin (the storefront sells more through the gift card product). */
export async function seedGiftCards(ctx: SeedContext): Promise<void> {
  for (const card of CARDS) {
    const { gift_card } = await giftCards.create({
      region_id: ctx.regions[card.currency].id,
      value: card.value,
      is_disabled: card.disabled ?? false,
      ...(card.expiresIn ? { ends_at: new Date(ctx.anchor.getTime() + card.expiresIn * DAY_MS).toISOString() } : {}),
      metadata: { note: card.note },
    })
    if (card.usable) ctx.giftCards.push({ id: gift_card.id, code: gift_card.code, currency: card.currency, value: card.value })
  }
  log(`gift cards: ${CARDS.length} issued (${CARDS.filter((c) => c.disabled).length} disabled)`)
}
