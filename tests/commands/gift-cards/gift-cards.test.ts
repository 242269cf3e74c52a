import type { GiftCard } from '@medusajs/client-types'
import { getDefaultStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { findJob, LATEST } from '@/atoms/core/jobs'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, pick, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import type { GiftCardsMockDb } from '../../mocks/gift-cards/gift-cards'

const mock = withMockDb()
const db = () => mock.db as GiftCardsMockDb
const cards = () => db().giftCards.filter((c) => !c.deleted_at)

/** A gift card panel's context: the card focused with its region, as the panel loaded it. */
function onCard(index: number): CommandContext {
  const card = cards()[index]
  if (!card) throw new Error(`no gift card ${index}`)
  const region = db().regions.find((r) => r.id === card.region_id) ?? null
  return { ...emptyContext, focus: { kind: 'gift-card', id: card.id, entity: { ...card, region, order: null } as GiftCard } }
}

/** The job the last command started, once it has ended (jobs live in jotai's default store here). */
async function waitForJob(owner: string) {
  const newest = findJob(getDefaultStore(), { kind: 'gift-cards', owner, id: LATEST })
  if (!newest) throw new Error('no job started')
  for (let i = 0; i < 300; i += 1) {
    const job = findJob(getDefaultStore(), { kind: 'gift-cards', owner, id: newest.id, ended: true })
    if (job) return job
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the job did not end')
}

describe('gift-cards.list and gift-cards.open', () => {
  it("is 'Go to gift cards' on g g", async () => {
    expect(commandOf('gift-cards.list')).toMatchObject({ title: 'Go to gift cards', hotkey: 'g g' })
    const run = await runCommand('gift-cards.list')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/gift-cards' } })
  })

  it('finds a card by its code, the balance as hint', async () => {
    const code = cards()[2]?.code ?? ''
    const run = await runCommand('gift-cards.open', { answers: { giftCardId: pick(code.slice(0, 4), code) } })
    expect(run.offered.giftCardId?.[0]).toMatchObject({ label: code, hint: '$50.00 of $100.00' })
    expect(run.outcome).toMatchObject({ status: 'done', result: { path: `/a/gift-cards/${cards()[2]?.id}` } })
  })
})

describe('gift-cards.create', () => {
  it('creates a custom card in the picked region’s currency and opens it', async () => {
    const run = await runCommand('gift-cards.create', { answers: { regionId: pick('Europe', 'Europe'), value: '50', endsAt: '2099-12-31', recipientEmail: '', message: '' } })
    expect(run.outcome.status).toBe('done')
    const created = cards().at(-1)
    expect(created).toMatchObject({ value: 5000, balance: 5000, order_id: null })
    expect(created?.ends_at?.slice(0, 4)).toBe('2099')
    expect(run.outcome).toMatchObject({ result: { type: 'open-panel', path: `/a/gift-cards/${created?.id}` } })
  })

  it('refuses a zero value and a past end date before sending', async () => {
    const zero = await runCommand('gift-cards.create', { answers: { regionId: pick('Europe', 'Europe'), value: '0' } })
    expect(zero.outcome).toEqual({ status: 'rejected', arg: 'value', message: 'Value must be more than zero' })
    const past = await runCommand('gift-cards.create', { answers: { regionId: pick('Europe', 'Europe'), value: '10', endsAt: '2001-01-01' } })
    expect(past.outcome).toMatchObject({ status: 'rejected', arg: 'endsAt' })
  })
})

describe('gift-cards.edit', () => {
  it('sets the balance to 0, an end date and disables', async () => {
    const run = await runCommand('gift-cards.edit', { ctx: onCard(1), answers: { balance: '0', endsAt: '2099-01-31', disabled: true, recipientEmail: '', message: '' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', message: 'Balance €0.00' } })
    expect(cards()[1]).toMatchObject({ balance: 0, is_disabled: true })
  })

  it('refuses a balance above the value, saying the value', async () => {
    const run = await runCommand('gift-cards.edit', { ctx: onCard(1), answers: { balance: '30' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'balance', message: 'Balance cannot exceed the card’s value of €25.00' })
  })

  it('keeps its arguments when the server refuses', async () => {
    const ctx = onCard(1)
    db().giftCards.splice(1, 1)
    const run = await runCommand('gift-cards.edit', { ctx, answers: { balance: '10', endsAt: '', disabled: false, recipientEmail: '', message: '' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: expect.stringContaining('was not found') })
    expect(run.args).toMatchObject({ balance: 1000, disabled: false })
  })
})

describe('gift-cards.disable, gift-cards.enable, gift-cards.delete', () => {
  it('disables an active card and refuses a disabled one with its reason', async () => {
    const run = await runCommand('gift-cards.disable', { ctx: onCard(0) })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: `Gift card ${cards()[0]?.code} disabled` } })
    expect(commandOf('gift-cards.disable').when?.(onCard(2))).toBe(false)
    expect(commandOf('gift-cards.disable').why?.(onCard(2))).toBe(`Gift card ${cards()[2]?.code} is disabled already`)
  })

  it('enables a disabled card', async () => {
    await runCommand('gift-cards.enable', { ctx: onCard(2) })
    expect(cards()[2]?.is_disabled).toBe(false)
  })

  it('disables every card of a selection', async () => {
    const ids = cards().slice(0, 2).map((c) => c.id)
    const run = await runCommand('gift-cards.disable', { ctx: { ...emptyContext, selection: { kind: 'gift-card', ids } } })
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 2, failed: [] })
    expect(cards().slice(0, 2).map((c) => c.is_disabled)).toEqual([true, true])
  })

  it('asks naming the code and what is left, then deletes', async () => {
    const code = cards()[0]?.code
    const run = await runCommand('gift-cards.delete', { ctx: onCard(0) })
    expect(run.confirmations).toEqual([`Delete gift card ${code} (€50.00 left)?`])
    expect(run.outcome).toMatchObject({ status: 'done', result: { path: '/a/gift-cards' } })
    expect(cards().some((c) => c.code === code)).toBe(false)
  })
})

describe('gift-cards.issue and gift-cards.download-issued', () => {
  it('issues cards in the background, then downloads their codes as CSV', async () => {
    const before = cards().length
    const run = await runCommand('gift-cards.issue', { answers: { count: '5', regionId: pick('Europe', 'Europe'), value: '50', endsAt: '' } })
    expect(run.confirmations).toEqual(['Issue 5 gift cards of €50.00 each in Europe?'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Issuing 5 gift cards' } })
    const job = await waitForJob('gift-cards')
    expect(job).toMatchObject({ state: 'done', total: 5, failed: [] })
    expect(cards().length).toBe(before + 5)
    expect(job.created.map((row) => row.code).sort()).toEqual(cards().slice(before).map((c) => c.code).sort())
    expect(job.created[0]).toMatchObject({ value: '50.00', currency: 'eur', region: 'Europe' })

    const download = await runCommand('gift-cards.download-issued', { given: { jobId: job.id } })
    expect(download.outcome).toMatchObject({ status: 'done', result: { type: 'download', filename: 'gift-cards-europe.csv' } })
  })

  it('refuses more than 1000 at once before anything is sent', async () => {
    const run = await runCommand('gift-cards.issue', { answers: { count: '5000' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'count', message: 'How many must be at most 1000' })
  })

  it('cancel says so when nothing is being issued', async () => {
    const run = await runCommand('gift-cards.cancel-issue')
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'No gift cards are being issued' })
  })
})
