// Gift cards against a real Medusa 1.20: what the msw gift card mock imitates (tests/mocks/gift-cards);
// its refusals are rows of tests/mocks/gift-cards/refusals.ts.
import { describe, expect, it } from 'vitest'
import { giftCards } from './api'
import { regionFor, shape, signInBeforeAll } from './helpers'

signInBeforeAll()

describe('gift cards: what the mocks imitate', () => {
  it('answers with the region and the order, a generated XXXX-XXXX-XXXX-XXXX code, balance = value', async () => {
    const eur = await regionFor('eur')
    const { gift_card } = await giftCards.create({ value: 5000, region_id: eur.id, ends_at: '2099-12-31T22:59:59.999Z', metadata: { issue: 'contract:1' } })
    expect(gift_card).toEqual(shape({ balance: 5000, value: 5000, order: null, region: shape({ id: eur.id }), metadata: { issue: 'contract:1' } }))
    expect(gift_card.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    expect(gift_card.ends_at).toBe('2099-12-31T22:59:59.999Z')
    // The list orders by created_at and carries metadata (how an issue run finds its own card on a retry).
    const { gift_cards } = await giftCards.list({ order: '-created_at', limit: 5 })
    expect(gift_cards.find((c) => c.id === gift_card.id)?.metadata).toEqual({ issue: 'contract:1' })
    await giftCards.delete(gift_card.id)
  })

  it('POST /admin/gift-cards/{id}: 0 and null ends_at are taken', async () => {
    const eur = await regionFor('eur')
    const { gift_card } = await giftCards.create({ value: 2500, region_id: eur.id, ends_at: '2099-01-01T00:00:00.000Z' })
    // client-types says ends_at is a string; the validator takes null, which clears it.
    const clear = { balance: 0, ends_at: null } as unknown as Parameters<typeof giftCards.update>[1]
    const { gift_card: updated } = await giftCards.update(gift_card.id, clear)
    expect(updated).toEqual(shape({ balance: 0, ends_at: null }))
    await giftCards.delete(gift_card.id)
  })

  it('DELETE of an unknown card says deleted all the same', async () => {
    expect(await giftCards.delete('gift_card_missing')).toEqual({ id: 'gift_card_missing', object: 'gift-card', deleted: true })
  })

})
