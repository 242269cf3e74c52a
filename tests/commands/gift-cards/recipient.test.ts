import type { GiftCard } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { keep, pick, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import type { GiftCardsMockDb } from '../../mocks/gift-cards/gift-cards'

const mock = withMockDb()
const db = () => mock.db as GiftCardsMockDb
const cards = () => db().giftCards.filter((c) => !c.deleted_at)

function onCard(index: number): CommandContext {
  const card = cards()[index]
  if (!card) throw new Error(`no gift card ${index}`)
  const region = db().regions.find((r) => r.id === card.region_id) ?? null
  return { ...emptyContext, focus: { kind: 'gift-card', id: card.id, entity: { ...card, region, order: null } as GiftCard } }
}

describe('a gift card’s recipient (metadata email and personal_message, as the original admin keeps them)', () => {
  it('creates a custom card for a recipient with a personal message', async () => {
    const run = await runCommand('gift-cards.create', {
      answers: { regionId: pick('Europe', 'Europe'), value: '50', endsAt: '', recipientEmail: 'anna@example.com', message: 'Happy birthday!' },
    })
    expect(run.prompted).toEqual(['regionId', 'value', 'endsAt', 'recipientEmail', 'message'])
    expect(cards().at(-1)).toMatchObject({ value: 5000, metadata: { email: 'anna@example.com', personal_message: 'Happy birthday!' } })
  })

  it('creates a card without metadata when no recipient is given', async () => {
    await runCommand('gift-cards.create', { answers: { regionId: pick('Europe', 'Europe'), value: '50', endsAt: '', recipientEmail: '', message: '' } })
    expect(cards().at(-1)?.metadata).toBeNull()
  })

  it('refuses a recipient email that is no address, on its page', async () => {
    const run = await runCommand('gift-cards.create', { answers: { regionId: pick('Europe', 'Europe'), value: '50', endsAt: '', recipientEmail: 'anna@' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'recipientEmail', message: 'Recipient email must be an address like name@example.com' })
  })

  it('edits the message from the card’s, clears the email and keeps its other metadata', async () => {
    const card = cards()[1]
    if (!card) throw new Error('no card')
    card.metadata = { email: 'old@example.com', personal_message: 'Hi', source: 'fair' }
    const run = await runCommand('gift-cards.edit', { ctx: onCard(1), answers: { balance: keep, endsAt: keep, disabled: keep, recipientEmail: '', message: keep } })
    expect(run.args).toMatchObject({ message: 'Hi' })
    expect(cards()[1]?.metadata).toEqual({ personal_message: 'Hi', source: 'fair' })
    const again = await runCommand('gift-cards.edit', { ctx: onCard(1), answers: { balance: keep, endsAt: keep, disabled: keep, recipientEmail: 'new@example.com', message: 'Enjoy' } })
    expect(again.outcome).toMatchObject({ status: 'done' })
    expect(cards()[1]?.metadata).toEqual({ email: 'new@example.com', personal_message: 'Enjoy', source: 'fair' })
  })
})
