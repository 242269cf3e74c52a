// The 150 storefront orders as a fixed plan: who buys what, where, when, and how far each order
// gets afterwards (its scenario). Pure data from a seeded PRNG; orders.ts and order-states.ts act on it.
import type { AddressPayload } from '@medusajs/client-types'
import { type CurrencyCode, type ProductRef, type SeedContext, type VariantRef } from './context'
import { addressFor } from './customers'
import { DAY_MS, Rng, at } from './util'

/** Where an order ends up, with how many orders get there and how many days ago they were placed. */
export const SCENARIOS = {
  awaiting: { count: 14, days: [0, 5] },
  canceled: { count: 8, days: [3, 80] },
  captured: { count: 12, days: [0, 9] },
  partially_fulfilled: { count: 7, days: [1, 12] },
  fulfilled: { count: 9, days: [1, 14] },
  partially_shipped: { count: 4, days: [2, 18] },
  shipped: { count: 22, days: [4, 35] },
  completed: { count: 30, days: [25, 89] },
  archived: { count: 6, days: [50, 89] },
  partially_refunded: { count: 4, days: [10, 70] },
  refunded: { count: 4, days: [10, 70] },
  return_requested: { count: 3, days: [8, 30] },
  partially_returned: { count: 5, days: [15, 80] },
  returned: { count: 6, days: [15, 80] },
  swap_requested: { count: 3, days: [10, 40] },
  swap_completed: { count: 3, days: [20, 80] },
  claim_replace: { count: 3, days: [15, 75] },
  claim_refund: { count: 2, days: [15, 75] },
  edit_created: { count: 1, days: [0, 4] },
  edit_requested: { count: 1, days: [0, 4] },
  edit_declined: { count: 1, days: [2, 9] },
  edit_confirmed: { count: 1, days: [2, 9] },
  edit_canceled: { count: 1, days: [2, 9] },
} as const satisfies Record<string, { count: number; days: readonly [number, number] }>

export type Scenario = keyof typeof SCENARIOS

/** Scenarios that act on one line and leave the others, so those orders get two lines or more. */
const MULTI_LINE: Scenario[] = ['partially_fulfilled', 'partially_shipped', 'partially_returned', 'swap_requested', 'swap_completed', 'claim_replace']
/** Scenarios that swap or add a variant: they need a second variant of the first line's product. */
const NEEDS_SIBLING: Scenario[] = ['swap_requested', 'swap_completed', 'claim_replace']

export interface PlannedLine {
  product: ProductRef
  variant: VariantRef
  quantity: number
}

export interface OrderPlan {
  index: number
  scenario: Scenario
  /** When the order was placed (written in SQL after the fact), and how old it is in days. */
  placedAt: Date
  daysAgo: number
  currency: CurrencyCode
  email: string
  customerId: string | null
  address: AddressPayload
  salesChannelId: string
  lines: PlannedLine[]
  express: boolean
  discountCode: string | null
  giftCardCode: string | null
  /** For swaps (the new size) and claims (the replacement), and order edits (the added item). */
  extraVariant: VariantRef | null
}

const GUESTS = [
  ['Jonas', 'Keller'], ['Camille', 'Girard'], ['Pieter', 'de Vries'], ['Elena', 'Romano'], ['Carlos', 'Navarro'],
  ['Megan', 'Foster'], ['Tyler', 'Brooks'], ['Hannah', 'Reid'], ['Oscar', 'Pearce'], ['Lily', 'Ward'],
] as const

export function buildOrderPlan(ctx: SeedContext): OrderPlan[] {
  const rng = new Rng(150150)
  const stock = new Map<string, number>()
  const reserve = (v: VariantRef, n: number) => {
    const left = stock.get(v.id) ?? v.stock
    if (left < n && !v.allowBackorder) return false
    stock.set(v.id, left - n)
    return true
  }
  const scenarios = rng.shuffle(
    (Object.keys(SCENARIOS) as Scenario[]).flatMap((s) => Array.from({ length: SCENARIOS[s].count }, () => s)),
  )
  const usedVipCodes = new Set<string>()
  const usedGiftCards = new Set<string>()

  return scenarios.map((scenario, index): OrderPlan => {
    const [minDays, maxDays] = SCENARIOS[scenario].days
    const daysAgo = rng.int(minDays, maxDays)
    // Between 07:00 and 23:00 of that day, never after the anchor (today 00:00 UTC).
    const placedAt = new Date(ctx.anchor.getTime() - (daysAgo + 1) * DAY_MS + rng.int(7 * 3600, 23 * 3600) * 1000)

    // Registered customers buy most; a few buy often (skewed pick), some orders are guest checkouts.
    const guest = rng.chance(0.12)
    const customer = guest ? null : at(ctx.customers, Math.floor(rng.float() ** 1.3 * ctx.customers.length))
    const currency: CurrencyCode = customer?.currency ?? rng.pick(['eur', 'usd', 'gbp'] as const)
    const [first, last] = rng.pick(GUESTS)
    const email = customer?.email ?? `${first.toLowerCase()}.${last.toLowerCase().replace(/\s+/g, '')}@example.net`
    const address = customer?.address ?? addressFor(currency, first, last, rng).address
    const salesChannelId = at(ctx.salesChannels, rng.chance(0.8) ? 1 : 0).id

    const sellable = ctx.products.filter(
      (p) => p.status === 'published' && !p.isGiftCard && p.channelIds.includes(salesChannelId),
    )
    const lineCount = MULTI_LINE.includes(scenario) ? (rng.chance(0.75) ? 2 : 3) : rng.chance(0.6) ? 1 : rng.chance(0.75) ? 2 : 3
    const lines: PlannedLine[] = []
    let extraVariant: VariantRef | null = null
    for (let attempt = 0; lines.length < lineCount && attempt < 100; attempt++) {
      const product = rng.pick(sellable)
      const variant = rng.pick(product.variants)
      const quantity = rng.chance(0.8) ? 1 : 2
      if (lines.some((l) => l.product.id === product.id)) continue
      const isFirst = lines.length === 0
      const sibling = product.variants.find((v) => v.id !== variant.id && (stock.get(v.id) ?? v.stock) > 2)
      if (isFirst && NEEDS_SIBLING.includes(scenario) && !sibling) continue
      if (!reserve(variant, quantity)) continue
      if (isFirst && NEEDS_SIBLING.includes(scenario) && sibling) {
        reserve(sibling, 1)
        extraVariant = sibling
      }
      lines.push({ product, variant, quantity })
    }
    if (scenario.startsWith('edit_')) {
      const other = sellable.find((p) => !lines.some((l) => l.product.id === p.id) && p.variants.some((v) => v.stock > 5))
      extraVariant = other?.variants.find((v) => v.stock > 5 && reserve(v, 1)) ?? null
    }
    // Some shoppers add a gift card to the basket (the gift card product has a variant per amount).
    const giftCardProduct = ctx.products.find((p) => p.isGiftCard && p.channelIds.includes(salesChannelId))
    if (giftCardProduct && (scenario === 'completed' || scenario === 'captured') && rng.chance(0.15)) {
      lines.push({ product: giftCardProduct, variant: rng.pick(giftCardProduct.variants), quantity: 1 })
    }

    const subtotal = lines.reduce((sum, l) => sum + l.variant.prices[currency] * l.quantity, 0)
    let discountCode: string | null = null
    const vipCode = customer ? ctx.vipCodes[customer.id] : undefined
    if (vipCode && !usedVipCodes.has(vipCode) && rng.chance(0.5)) {
      usedVipCodes.add(vipCode)
      discountCode = vipCode
    } else if (rng.chance(0.18)) {
      discountCode = rng.pick(ctx.discountCodes[currency])
    }
    const card = ctx.giftCards.find((g) => g.currency === currency && !usedGiftCards.has(g.id))
    const payWithCard = card && ['completed', 'shipped'].includes(scenario) && subtotal > card.value + 500 && rng.chance(0.4)
    if (payWithCard) usedGiftCards.add(card.id)

    return {
      index,
      scenario,
      placedAt,
      daysAgo,
      currency,
      email,
      customerId: customer?.id ?? null,
      address,
      salesChannelId,
      lines,
      express: subtotal >= 4000 && rng.chance(0.3),
      discountCode,
      giftCardCode: payWithCard ? card.code : null,
      extraVariant,
    }
  })
}
