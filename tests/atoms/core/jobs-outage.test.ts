import { afterEach, describe, expect, it, vi } from 'vitest'
import { cancelJobAtom, findJob, LATEST, type AppStore, type Job } from '@/atoms/core/jobs'
import { jobProgress } from '@/models/core/jobs'
import { PAUSED_TEXT } from '@/atoms/core/outages'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { generateCodes } from '@/atoms/discounts/codes'
import { issueGiftCards } from '@/atoms/gift-cards/keys'
import type { DiscountsMockDb } from '../../mocks/discounts/discounts'
import type { GiftCardsMockDb } from '../../mocks/gift-cards/gift-cards'
import { withMockDb } from '../../mocks/handlers'
import { clockThrough, clockUntil, cutServerAfter } from '../../support/outage'

// Background jobs whose server goes away in the middle (atoms/core/jobs.ts with atoms/core/outages.ts):
// the job pauses and says so, probes on a backoff, resumes with the same items, and no record is
// sent twice. The cut lets one write land and loses its answer, the hardest case for "once".

const mock = withMockDb()
const discountsDb = () => mock.db as DiscountsMockDb
const giftCardsDb = () => mock.db as GiftCardsMockDb

const jobOf = (store: AppStore, kind: string): Job => {
  const job = findJob(store, { kind, id: LATEST })
  if (!job) throw new Error(`no ${kind} job`)
  return job
}
const codeOf = async (request: Request) => [((await request.json()) as { code: string }).code]
const markOf = async (request: Request) => [String(((await request.json()) as { metadata?: { issue?: string } }).metadata?.issue)]

// Many requests each through msw: on a loaded 2-core machine a test can take seconds of real time.
describe('a background job over an outage', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers())

  it('generating codes: pauses after the cut, says so with the count, resumes by itself, and makes each code once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const vip = discountsDb().discounts.find((d) => d.code === 'VIP')
    if (!vip) throw new Error('no VIP discount')
    const cut = cutServerAfter({ method: 'post', path: '/admin/discounts/:id/dynamic-codes', after: 5, records: codeOf })
    const store = createAppStore()
    const { done } = generateCodes({ id: vip.id, code: vip.code }, { prefix: 'cut', count: 12 }, { store, queryClient: createQueryClient() })

    await clockUntil(() => jobOf(store, 'dynamic-codes').paused === true)
    const paused = jobOf(store, 'dynamic-codes')
    expect(jobProgress(paused)).toBe(`${PAUSED_TEXT} (Creating codes: ${paused.created.length} of 12 codes done)`)
    // Five probes without an answer (15.5 s on the backoff): still paused, nothing failed.
    const refusedAtPause = cut.refused
    await clockUntil(() => cut.refused >= refusedAtPause + 5)
    expect(jobOf(store, 'dynamic-codes')).toMatchObject({ state: 'running', paused: true, failed: [] })

    cut.restore()
    const job = await clockThrough(done)
    expect(job).toMatchObject({ state: 'done', paused: false, failed: [] })
    expect(job.created).toHaveLength(12)
    const made = discountsDb().discounts.filter((d) => d.parent_discount_id === vip.id && d.code.startsWith('CUT-') && !d.deleted_at)
    expect(made.map((d) => d.code).sort()).toEqual(job.created.map((row) => row.code).sort())
    // Every code reached the server exactly once, the one whose answer was lost included.
    expect([...cut.writes.values()]).toEqual(Array.from({ length: 12 }, () => 1))
    expect(new Set(cut.writes.keys())).toEqual(new Set(made.map((d) => d.code)))
  })

  it('issuing gift cards: resumes after the outage with one card per item, found by its mark when the answer was lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const before = giftCardsDb().giftCards.length
    const region = giftCardsDb().regions[0]
    if (!region) throw new Error('no region')
    const cut = cutServerAfter({ method: 'post', path: '/admin/gift-cards', after: 3, records: markOf })
    const store = createAppStore()
    const input = { count: 9, value: 5000, regionId: region.id, regionName: region.name, currencyCode: region.currency_code }
    const { done } = issueGiftCards(input, { store, queryClient: createQueryClient() })

    await clockUntil(() => jobOf(store, 'gift-cards').paused === true)
    expect(jobProgress(jobOf(store, 'gift-cards'))).toMatch(new RegExp(`^${PAUSED_TEXT} \\(Issuing gift cards: \\d of 9 gift cards done\\)$`))
    const refusedAtPause = cut.refused
    await clockUntil(() => cut.refused >= refusedAtPause + 3)
    cut.restore()
    const job = await clockThrough(done)
    expect(job).toMatchObject({ state: 'done', failed: [] })
    expect(job.created).toHaveLength(9)
    const issued = giftCardsDb().giftCards.slice(before)
    expect(issued).toHaveLength(9)
    expect(issued.map((c) => c.code).sort()).toEqual(job.created.map((row) => row.code).sort())
    expect([...cut.writes.values()]).toEqual(Array.from({ length: 9 }, () => 1))
  })

  it('cancels while paused: the probing stops, no item is sent after it, what was created stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const vip = discountsDb().discounts.find((d) => d.code === 'VIP')
    if (!vip) throw new Error('no VIP discount')
    const cut = cutServerAfter({ method: 'post', path: '/admin/discounts/:id/dynamic-codes', after: 2, records: codeOf })
    const store = createAppStore()
    const { id, done } = generateCodes({ id: vip.id, code: vip.code }, { prefix: 'halt', count: 20 }, { store, queryClient: createQueryClient() })
    await clockUntil(() => jobOf(store, 'dynamic-codes').paused === true)
    store.set(cancelJobAtom, id)
    const job = await done
    expect(job).toMatchObject({ state: 'canceled', paused: false, failed: [] })
    const refused = cut.refused
    cut.restore()
    await vi.advanceTimersByTimeAsync(60_000)
    // Nothing more was asked or sent once it was canceled.
    expect(cut.refused).toBe(refused)
    const made = discountsDb().discounts.filter((d) => d.parent_discount_id === vip.id && d.code.startsWith('HALT-'))
    expect(made.length).toBe(cut.writes.size)
    expect(made.length).toBeLessThan(20)
  })
})
