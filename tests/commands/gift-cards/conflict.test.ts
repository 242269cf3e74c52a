// Two operators: 'Edit gift card' (an editRecord) reads the card again before writing; a balance spent
// at checkout or saved by another operator since the prompt opened is asked about, not overwritten.
import type { GiftCard } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { keep, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import type { GiftCardsMockDb } from '../../mocks/gift-cards/gift-cards'

const mock = withMockDb()
const seen = recordRequests()
const db = () => mock.db as GiftCardsMockDb
const card = () => {
  const found = db().giftCards.filter((c) => !c.deleted_at)[1]
  if (!found) throw new Error('no gift card')
  return found
}
/** The card's panel as the operator opened it (a copy: the server's later saves do not reach it). */
function onCard(): CommandContext {
  const region = db().regions.find((r) => r.id === card().region_id) ?? null
  return { ...emptyContext, focus: { kind: 'gift-card', id: card().id, entity: { ...card(), metadata: { ...card().metadata }, region, order: null } as GiftCard } }
}

describe('gift-cards.edit when the card changed meanwhile', () => {
  it('names the balance as it is now, sends nothing and keeps what was typed; running it again saves', async () => {
    const ctx = onCard()
    const code = card().code
    card().balance = 1200 // spent at checkout meanwhile
    const queryClient = createQueryClient()
    const answers = { balance: keep, endsAt: '2099-01-31', disabled: keep, recipientEmail: keep, message: keep }
    const run = await runCommand('gift-cards.edit', { ctx, queryClient, answers })
    expect(run.outcome).toEqual(
      expect.objectContaining({ status: 'failed', message: `${code}: Balance was changed by someone else since you opened this (now “12.00”). Save your change anyway?` }),
    )
    expect(run.args).toMatchObject({ endsAt: '2099-01-31' })
    expect(requestsOf(seen, 'POST', `/admin/gift-cards/${card().id}`)).toEqual([])

    const again = await runCommand('gift-cards.edit', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: `Gift card ${code} saved` } })
    expect(card().balance).toBe(2500)
  })

  it('asks about the recipient’s email another operator changed, naming it', async () => {
    const ctx = onCard()
    card().metadata = { ...card().metadata, email: 'ben@example.com' }
    const run = await runCommand('gift-cards.edit', { ctx, answers: { balance: keep, endsAt: keep, disabled: keep, recipientEmail: 'anna@example.com', message: keep } })
    expect(run.outcome).toEqual(expect.objectContaining({ message: expect.stringContaining('Recipient email was changed by someone else since you opened this (now “ben@example.com”)') }))
  })

  it('does not ask about what the edit does not set', async () => {
    const ctx = onCard()
    card().metadata = { ...card().metadata, source: 'fair' }
    const run = await runCommand('gift-cards.edit', { ctx, answers: { balance: '10', endsAt: keep, disabled: keep, recipientEmail: keep, message: keep } })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(card()).toMatchObject({ balance: 1000, metadata: expect.objectContaining({ source: 'fair' }) })
  })
})
