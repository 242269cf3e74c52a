import type { CustomerGroup } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { getClientConfig } from '@/api/client'
import type { ActivityEntry } from '@/atoms/activity/entry'
import { createJournal, type Journal } from '@/atoms/activity/journal'
import { memoryStorage } from '@/atoms/activity/storage'
import { createAppStore } from '@/atoms/core/query'
import { cancelPausedRunAtom, pausedRunsAtom } from '@/atoms/core/outages'
import { cutOffRunsAtom, cutOffText, localUnfinishedRuns, type UnfinishedRun, type UnfinishedRunStorage } from '@/atoms/core/unfinishedRuns'
import { journalRecorder } from '@/commands/activity/recorder'
import { CANCELED_TEXT } from '@/commands/core/outages'
import { discardCutOffRun, findCutOffRuns, resumeCutOffRun, type CutOffDeps } from '@/commands/core/resumable'
import { createRunner } from '@/commands/core/runner'
import { registry } from '@/commands/index'
import { emptyContext, type CommandContext, type ListView } from '@/models/core/context'
import { seedCustomerGroups } from '../../mocks/customer-groups/groups'
import { lookupHandlers, seedDraftOrders } from '../../mocks/draft-orders/seed'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { commandOf } from '../harness'

// A bulk run ("add every matching customer to a group") is kept as unfinished while it runs, its journal
// entry written after each batch; a reload finds it cut off and offers it: resumed, it sends only who is
// still missing; discarded, it is forgotten. A run that ends in any way leaves no record.

const mock = withMockDb()
const db = () => seedCustomerGroups(mock.db)
beforeEach(() => server.use(...lookupHandlers(seedDraftOrders(db()))))

const SERVER = () => getClientConfig().baseUrl
let operators = 0

/** One operator's page: its store, the app's runner journalled into `journal`, runs kept in `storage`. */
function page(operator: string, journal: Journal, storage: UnfinishedRunStorage) {
  const store = createAppStore()
  const ctx = (more: Partial<CommandContext> = {}): CommandContext => ({ ...emptyContext, user: { id: 'usr_01', email: operator, first_name: 'Anna', last_name: '' }, ...more })
  const runner = createRunner(store, registry, journalRecorder(store, journal, storage))
  // The signed-in operator's context, as the app's runner reads it from the session.
  return { store, ctx, runner: { ...runner, context: () => ctx() } }
}

/** A journal in memory whose writes are counted, and storage whose writes are listed (the progress each one kept). */
function observed() {
  const inner = createJournal(memoryStorage())
  const written: ActivityEntry[] = []
  const journal: Journal = {
    ...inner,
    record: (entry) => {
      written.push(entry)
      inner.record(entry)
    },
  }
  const runs = localUnfinishedRuns()
  const kept: string[] = []
  let forgotten = 0
  const storage: UnfinishedRunStorage = {
    load: runs.load,
    keep: (run) => {
      kept.push(run.progress)
      runs.keep(run)
    },
    forget: (...args) => {
      forgotten += 1
      runs.forget(...args)
    },
  }
  const operator = `resume-${++operators}@example.com`
  return { journal, written, storage, kept, forgotten: () => forgotten, operator, entries: async () => (await journal.flushed(), journal.entries(operator, SERVER())) }
}

const group = (name: string): CustomerGroup => {
  const found = db().customerGroups.find((g) => g.name === name)
  if (!found) throw new Error(`no group ${name}`)
  return found
}

/** `n` customers whose emails hold `word`, in no group. */
function customers(word: string, n: number): string[] {
  const template = db().customers[0]
  if (!template) throw new Error('no customer')
  for (let i = 0; i < n; i += 1) db().customers.push({ ...template, id: `cus_${word}_${String(i).padStart(5, '0')}`, email: `${word}${i}@example.org`, groups: [] })
  return db().customers.filter((c) => c.email.startsWith(word)).map((c) => c.id)
}

/**
 * Medusa's batch add to `target`, each body's ids kept as sent. `answer(n)` decides the n-th (from 1):
 * 'apply' (added, answered), 'lost' (added, but the page never hears back: it went), or a status to refuse with.
 */
function batches(target: CustomerGroup, answer: (n: number) => 'apply' | 'lost' | number = () => 'apply') {
  const sent: string[][] = []
  let lost: () => void = () => {}
  const cut = new Promise<void>((resolve) => (lost = resolve))
  server.use(
    http.post(`${BASE}/admin/customer-groups/${target.id}/customers/batch`, async ({ request }) => {
      const ids = ((await request.json()) as { customer_ids: Array<{ id: string }> }).customer_ids.map((c) => c.id)
      sent.push(ids)
      const how = answer(sent.length)
      if (typeof how === 'number') return HttpResponse.json({ type: 'invalid_data', message: 'Refused' }, { status: how })
      for (const customer of db().customers.filter((c) => ids.includes(c.id))) customer.groups = [...(customer.groups ?? []), target]
      if (how === 'lost') {
        lost()
        return new Promise<never>(() => {})
      }
      return HttpResponse.json({ customer_group: target })
    }),
  )
  return { sent, cut }
}

const matching = (q: string, count: number): ListView => ({ kind: 'customer', query: { q, order: '-email', limit: 20 }, count, description: `matching '${q}'` })
const addMatching = commandOf('customer-groups.add-matching')

describe('a bulk run kept as unfinished', () => {
  it('is written when it starts sending, after each batch (and its journal entry with it), and forgotten when it ends', async () => {
    const seen = observed()
    const vip = group('VIP')
    const ids = customers('kept', 2500)
    batches(vip)
    const { runner, ctx } = page(seen.operator, seen.journal, seen.storage)
    const outcome = await runner.execute(addMatching, { groupId: vip.id }, { ctx: ctx({ list: matching('kept', ids.length), picked: { groupId: vip } }) })
    expect(outcome).toMatchObject({ status: 'done', result: { title: 'Added 2,500 of 2,500 customers to VIP' } })
    expect(seen.kept).toEqual(['0 of 2,500 customers added', '1,000 of 2,500 customers added', '2,000 of 2,500 customers added', '2,500 of 2,500 customers added'])
    expect(seen.forgotten()).toBe(1)
    expect(seen.storage.load(seen.operator, SERVER())).toEqual([])
    // One write per batch, then the final one: all of one entry, which the journal holds once.
    expect(seen.written.map((e) => e.outcome.status)).toEqual(['unfinished', 'unfinished', 'unfinished', 'done'])
    expect(new Set(seen.written.map((e) => e.id)).size).toBe(1)
    const entries = await seen.entries()
    expect(entries).toHaveLength(1)
    expect(entries[0]?.undo.plans?.[0]?.steps).toHaveLength(2500)
  })

  it('cut off after batch 2 of 4: the next page offers it, its entry undoes exactly what landed, and resumed it sends only who is still missing', async () => {
    const seen = observed()
    const vip = group('VIP')
    const ids = customers('cut', 4000)
    // Batch 3 reaches Medusa and is added, but the page goes before its answer comes back.
    const first = batches(vip, (n) => (n === 3 ? 'lost' : 'apply'))
    const before = page(seen.operator, seen.journal, seen.storage)
    void before.runner.execute(addMatching, { groupId: vip.id }, { ctx: before.ctx({ list: matching('cut', ids.length), picked: { groupId: vip } }) })
    await first.cut
    const [landed1, landed2] = first.sent

    const [entry] = await seen.entries()
    expect(entry?.outcome).toEqual({ status: 'unfinished', reason: '2,000 of 4,000 customers added' })
    const steps = entry?.undo.plans?.[0]?.steps ?? []
    expect(entry?.undo.plans?.[0]).toMatchObject({ revert: 'customer-group-members', target: { id: vip.id, name: 'VIP' }, within: { q: 'cut' } })
    // Exactly the two batches that were answered, each customer by their email.
    expect(steps.map((s) => s.id).toSorted()).toEqual([...(landed1 ?? []), ...(landed2 ?? [])].toSorted())
    expect(steps.every((s) => s.name === db().customers.find((c) => c.id === s.id)?.email)).toBe(true)

    // The reload: another store and runner, reading what the page before kept (its run no longer alive).
    const after = page(seen.operator, seen.journal, seen.storage)
    const deps: CutOffDeps = { storage: seen.storage, journal: seen.journal, alive: async () => false }
    const [cut] = await findCutOffRuns(after.store, seen.operator, SERVER(), deps)
    if (!cut) throw new Error('no cut-off run offered')
    expect(cutOffText(cut)).toBe('Adding to VIP was cut off after 2,000 of 4,000 customers added')
    expect(cut).toMatchObject({ command: { id: 'customer-groups.add-matching' }, args: { groupId: vip.id }, list: { kind: 'customer', query: { q: 'cut' } }, picked: { groupId: { id: vip.id, name: 'VIP' } } })
    expect(after.store.get(cutOffRunsAtom)).toEqual([cut])
    const [amended] = await seen.entries()
    expect(amended?.outcome).toEqual({ status: 'unfinished', reason: 'Cut off after 2,000 of 4,000 customers added: the page was closed or reloaded' })

    const resumed = await resumeCutOffRun(after.runner, after.store, cut, deps)
    expect(resumed).toMatchObject({ status: 'done', result: { title: 'Added 1,000 of 1,000 customers to VIP; 3,000 customers already in VIP' } })
    // Across both runs every customer was sent once: batch 3 had landed, so only batch 4 went again.
    const sent = first.sent.flat()
    expect(first.sent).toHaveLength(4)
    expect(sent.toSorted()).toEqual(ids.toSorted())
    expect(new Set(sent).size).toBe(sent.length)
    expect(after.store.get(cutOffRunsAtom)).toEqual([])
    expect(seen.storage.load(seen.operator, SERVER())).toEqual([])
  })

  it('discarded: forgotten, no longer offered, its entry says it was not resumed', async () => {
    const seen = observed()
    const { store } = page(seen.operator, seen.journal, seen.storage)
    const run: UnfinishedRun = {
      id: 'entry-1', operator: seen.operator, store: SERVER(), at: new Date(0).toISOString(), command: { id: 'customer-groups.add-matching', title: 'Add every customer…' },
      args: { groupId: 'cgrp_1' }, title: 'Adding to VIP', progress: '1,000 of 5,000 customers added',
    }
    seen.storage.keep(run)
    seen.journal.record({ id: 'entry-1', at: run.at, operator: seen.operator, store: SERVER(), command: run.command, records: [], args: [], changes: [], outcome: { status: 'unfinished', reason: run.progress }, undo: { undoable: false } })
    const deps: CutOffDeps = { storage: seen.storage, journal: seen.journal, alive: async () => false }
    expect(await findCutOffRuns(store, seen.operator, SERVER(), deps)).toHaveLength(1)
    discardCutOffRun(store, run, deps)
    expect(store.get(cutOffRunsAtom)).toEqual([])
    expect(await findCutOffRuns(store, seen.operator, SERVER(), deps)).toEqual([])
    expect((await seen.entries())[0]?.outcome).toEqual({ status: 'unfinished', reason: 'Cut off after 1,000 of 5,000 customers added: not resumed' })
  })

  it('a products bulk edit resumed reads the products again and updates only those not yet changed', async () => {
    const seen = observed()
    const { store, runner } = page(seen.operator, seen.journal, seen.storage)
    const notPublished = mock.db.products.filter((p) => p.status !== 'published').map((p) => p.id)
    expect(notPublished.length).toBeGreaterThan(1)
    const posted: string[] = []
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && /\/admin\/products\/[^/]+$/.test(new URL(request.url).pathname)) posted.push(new URL(request.url).pathname.split('/').at(-1) ?? '')
    }
    server.events.on('request:start', listener)
    const run: UnfinishedRun = {
      id: 'entry-products', operator: seen.operator, store: SERVER(), at: new Date(0).toISOString(), command: { id: 'products.bulk-status', title: 'Set status of products…' },
      args: { products: 'matching', status: 'published' }, list: { kind: 'product', query: { order: '-created_at' }, count: mock.db.products.length, description: '' },
      title: 'Status set to published', progress: '100 of 5,000 products done',
    }
    seen.storage.keep(run)
    const outcome = await resumeCutOffRun(runner, store, run, { storage: seen.storage, journal: seen.journal, alive: async () => false })
    server.events.removeListener('request:start', listener)
    expect(outcome).toMatchObject({ status: 'done', result: { title: `Status set to published on ${notPublished.length} of ${notPublished.length} products` } })
    expect(posted.toSorted()).toEqual(notPublished.toSorted())
    expect(mock.db.products.every((p) => p.status === 'published')).toBe(true)
    expect(seen.storage.load(seen.operator, SERVER())).toEqual([])
  })

  it('a run still alive (this page, another tab) is not offered', async () => {
    const seen = observed()
    const { store } = page(seen.operator, seen.journal, seen.storage)
    seen.storage.keep({ id: 'alive-1', operator: seen.operator, store: SERVER(), at: '', command: { id: 'x', title: 'X' }, args: {}, title: 'Adding to VIP', progress: '0 of 5 added' })
    expect(await findCutOffRuns(store, seen.operator, SERVER(), { storage: seen.storage, journal: seen.journal, alive: async () => true })).toEqual([])
  })

  it('a failed run leaves no record; its final entry replaces the one written after its first batch', async () => {
    const seen = observed()
    const staff = group('Staff')
    const ids = customers('fails', 1500)
    batches(staff, (n) => (n === 2 ? 400 : 'apply'))
    const { runner, ctx } = page(seen.operator, seen.journal, seen.storage)
    const outcome = await runner.execute(addMatching, { groupId: staff.id }, { ctx: ctx({ list: matching('fails', ids.length), picked: { groupId: staff } }) })
    expect(outcome).toMatchObject({ status: 'failed' })
    expect(seen.storage.load(seen.operator, SERVER())).toEqual([])
    const entries = await seen.entries()
    expect(entries).toHaveLength(1)
    expect(entries[0]?.outcome).toMatchObject({ status: 'failed', reason: expect.stringContaining('Added 1,000 of 1,500 customers to Staff') })
    expect(entries[0]?.undo.plans?.[0]?.steps).toHaveLength(1000)
  })

  it('a run canceled while the server did not answer leaves no record', async () => {
    const seen = observed()
    const vip = group('VIP')
    const ids = customers('cancel', 1200)
    batches(vip, (n) => (n === 2 ? 503 : 'apply'))
    const { runner, ctx, store } = page(seen.operator, seen.journal, seen.storage)
    const paused = new Promise<number>((resolve) => {
      const stop = store.sub(pausedRunsAtom, () => {
        const [run] = store.get(pausedRunsAtom)
        if (!run) return
        stop()
        resolve(run.key)
      })
    })
    const running = runner.execute(addMatching, { groupId: vip.id }, { ctx: ctx({ list: matching('cancel', ids.length), picked: { groupId: vip } }) })
    store.set(cancelPausedRunAtom, await paused)
    expect(await running).toMatchObject({ status: 'failed', message: expect.stringContaining(CANCELED_TEXT) })
    expect(seen.storage.load(seen.operator, SERVER())).toEqual([])
  })
})
