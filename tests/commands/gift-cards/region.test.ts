import type { GiftCard } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import type { GiftCardsMockDb } from '../../mocks/gift-cards/gift-cards'
import { pick, runCommand } from '../harness'

const mock = withMockDb()
const db = () => mock.db as GiftCardsMockDb
const cards = () => db().giftCards.filter((c) => !c.deleted_at)
const regionNamed = (name: string) => db().regions.find((r) => r.name === name)

/** A card's panel context (the card with its region, as the panel loads it), for the first card in `regionName`. */
function onCardIn(regionName: string): { ctx: CommandContext; card: GiftCard } {
  const region = regionNamed(regionName) ?? null
  const card = cards().find((c) => c.region_id === region?.id)
  if (!card) throw new Error(`no gift card in ${regionName}`)
  const entity = { ...card, region, order: null } as GiftCard
  return { ctx: { ...emptyContext, focus: { kind: 'gift-card', id: card.id, entity } }, card: entity }
}

describe('gift-cards.set-region', () => {
  it('moves a card to another region after saying its balance keeps the number in the new currency', async () => {
    const { ctx, card } = onCardIn('Europe')
    const run = await runCommand('gift-cards.set-region', { ctx, answers: { regionId: pick('north', 'North America') } })
    expect(run.confirmations).toEqual([
      `Make ${card.code} redeemable in North America instead of Europe? Its balance of ${formatMoney(card.balance, 'eur')} becomes ${formatMoney(card.balance, 'usd')}: Medusa keeps the number, not the value.`,
    ])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: `Gift card ${card.code}: region North America` } })
    expect(cards().find((c) => c.id === card.id)?.region_id).toBe(regionNamed('North America')?.id)
  })

  it('refuses the region the card already has, naming it', async () => {
    const { ctx, card } = onCardIn('Europe')
    const run = await runCommand('gift-cards.set-region', { ctx, answers: { regionId: pick('eur', 'Europe') } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'regionId', message: `${card.code} is already redeemable in Europe` })
  })
})
