import type { Product } from '@medusajs/client-types'
import { describe, expect, it, vi } from 'vitest'
import { getClientConfig, MedusaApiError } from '@/api/client'
import type { ActivityEntry } from '@/atoms/activity/entry'
import { createJournal } from '@/atoms/activity/journal'
import { memoryStorage } from '@/atoms/activity/storage'
import { commandContextAtom } from '@/atoms/core/context'
import { startJob } from '@/atoms/core/jobs'
import { createAppStore } from '@/atoms/core/query'
import { runningCommandsAtom, stopWaitingAtom } from '@/atoms/core/running'
import { journalRecorder } from '@/commands/activity/recorder'
import { arg, defineCommand, erase, openPanel, toast, type AnyCommand } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { entityArg } from '@/commands/core/entity'
import { createRegistry } from '@/commands/core/registry'
import { createRunner } from '@/commands/core/runner'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { productEntity } from '@/models/products/entity'

// Every run through the runner's one `execute` leaves one journal entry, whatever its outcome; the
// entry names records as the operator knows them and keeps what they typed, never a secret.

const OPERATOR = 'anna@example.com'
const sweatpants = { id: 'prod_01SWEAT', title: 'Medusa Sweatpants', status: 'draft', handle: 'sweatpants' } as Product
const shirt = { id: 'prod_01SHIRT', title: 'Medusa T-Shirt', status: 'draft', handle: 'shirt' } as Product
const hoodie = { id: 'prod_01HOODIE', title: 'Medusa Hoodie', status: 'draft', handle: 'hoodie' } as Product
/** What the server holds now, as the edit reads it again before writing. */
let onServer: Product = sweatpants
/** Ends the slow command: set once it has started. */
let release: (() => void) | undefined
const releaseSlow = () => release?.()

const editProduct = editRecord({
  id: 'test.products.edit',
  title: 'Edit product',
  group: 'Test',
  entity: productEntity,
  arg: 'productId',
  fields: (current) => ({
    title: arg.text({ label: 'Title', initial: current((p) => p.title) }),
    handle: arg.text({ label: 'Handle', initial: current((p) => p.handle) }),
  }),
  read: async () => onServer,
  run: async ({ title }) => toast('Product saved', title),
})

const commands = [
  editProduct,
  defineCommand({
    id: 'test.customers.create',
    title: 'Create customer',
    group: 'Test',
    args: {
      email: arg.text({ label: 'Email' }),
      password: arg.text({ label: 'Password', optional: true, secret: true }),
      vip: arg.boolean({ label: 'VIP' }),
      tier: arg.choice<'gold' | 'silver'>()({ label: 'Tier', options: [{ value: 'gold', label: 'Gold tier' }, { value: 'silver', label: 'Silver tier' }] }),
    },
    run: async ({ email }) => toast('Customer created', email),
  }),
  defineCommand({
    id: 'test.products.publish',
    title: 'Publish product',
    group: 'Test',
    args: { productId: entityArg(productEntity) },
    bulk: { kind: 'product', arg: 'productId' },
    confirm: () => 'Publish this product? This cannot be undone.',
    run: async ({ productId }) => {
      if (productId === shirt.id) throw new MedusaApiError({ kind: 'invalid_request', status: 400, type: 'not_allowed', message: 'Product has no variants' })
      return toast('Published')
    },
  }),
  defineCommand({
    id: 'test.refused',
    title: 'Create discount',
    group: 'Test',
    run: async () => {
      throw new MedusaApiError({ kind: 'invalid_request', status: 422, type: 'duplicate_error', message: 'Discount code SUMMER15 is already in use' })
    },
  }),
  defineCommand({
    id: 'test.failed',
    title: 'Capture payment',
    group: 'Test',
    run: async () => {
      throw new MedusaApiError({ kind: 'api', status: 500, message: 'Internal error' })
    },
  }),
  defineCommand({ id: 'test.list', title: 'Go to tests', group: 'Test', run: async () => openPanel('/a/tests') }),
  defineCommand({
    id: 'test.slow',
    title: 'Refund order',
    group: 'Test',
    run: async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return toast('Refunded')
    },
  }),
  defineCommand({
    id: 'test.codes',
    title: 'Generate codes',
    group: 'Test',
    run: async (_args, { store, queryClient }) => {
      const job = startJob(
        {
          kind: 'test-codes',
          owner: 'test',
          title: 'Creating codes for VIP',
          noun: 'codes',
          columns: ['code'],
          filename: 'codes.csv',
          items: ['A', 'B', 'C'],
          name: (code) => code,
          work: async (code) => {
            if (code === 'B') throw new MedusaApiError({ kind: 'invalid_request', status: 400, message: 'Code B is taken' })
            return { code }
          },
          invalidates: [],
        },
        { store, queryClient },
      )
      jobs.push(job.done)
      return toast('Creating 3 codes')
    },
  }),
].map(erase)
const jobs: Promise<unknown>[] = []
const registry = createRegistry(commands)
const command = (id: string) => registry.get(id) as AnyCommand

function setUp() {
  const store = createAppStore()
  const journal = createJournal(memoryStorage())
  const runner = createRunner(store, registry, journalRecorder(store, journal))
  const ctx = (more: Partial<CommandContext> = {}): CommandContext => ({ ...emptyContext, user: { id: 'usr_01', email: OPERATOR, first_name: 'Anna', last_name: '' }, ...more })
  const entries = async () => {
    await journal.flushed()
    return journal.entries(OPERATOR, getClientConfig().baseUrl)
  }
  return { store, runner, ctx, entries }
}

/** The entry with what may hold an id (a record's link) left out: no id may be anywhere else. */
const shown = (entry: ActivityEntry | undefined) => JSON.stringify({ ...entry, id: undefined, records: entry?.records.map((r) => r.name) })

describe('the activity journal of the runner', () => {
  it('records an edit: the record by name, what was typed, and before → after of each field it changed', async () => {
    const { runner, ctx, entries } = setUp()
    onServer = sweatpants
    const focus = { kind: 'product', id: sweatpants.id, entity: sweatpants } as CommandContext['focus']
    const outcome = await runner.execute(command('test.products.edit'), { productId: sweatpants.id, title: 'Sweatpants', handle: 'sweatpants' }, { ctx: ctx({ focus }), source: 'hotkey' })
    expect(outcome.status).toBe('done')
    const [entry, ...rest] = await entries()
    expect(rest).toEqual([])
    expect(entry).toMatchObject({
      operator: OPERATOR,
      store: getClientConfig().baseUrl,
      command: { id: 'test.products.edit', title: 'Edit product' },
      source: 'hotkey',
      records: [{ name: 'Medusa Sweatpants', kind: 'product', id: sweatpants.id }],
      args: [
        { label: 'Title', value: 'Sweatpants' },
        { label: 'Handle', value: 'sweatpants' },
      ],
      // The handle was typed as it was: not a change.
      changes: [{ record: 'Medusa Sweatpants', field: 'Title', before: 'Medusa Sweatpants', after: 'Sweatpants' }],
      outcome: { status: 'done', said: 'Product saved' },
      undo: { undoable: false },
    })
    expect(shown(entry)).not.toContain('prod_')
  })

  it('keeps no change of an edit stopped by another operator’s change: a failure that tells the question', async () => {
    const { runner, ctx, entries } = setUp()
    onServer = { ...sweatpants, title: 'Winter Sweatpants' }
    const focus = { kind: 'product', id: sweatpants.id, entity: sweatpants } as CommandContext['focus']
    await runner.execute(command('test.products.edit'), { productId: sweatpants.id, title: 'Sweatpants', handle: 'sweatpants' }, { ctx: ctx({ focus }) })
    const [entry] = await entries()
    expect(entry?.outcome).toEqual({ status: 'failed', reason: expect.stringContaining('Title was changed by someone else') as string })
    expect(entry?.changes).toEqual([])
  })

  it('never keeps a secret: a password is "not kept"; choices and yes/no as the operator read them', async () => {
    const { runner, ctx, entries } = setUp()
    await runner.execute(command('test.customers.create'), { email: 'ben@example.com', password: 'hunter2hunter2', vip: true, tier: 'gold' }, { ctx: ctx() })
    const [entry] = await entries()
    expect(entry?.args).toEqual([
      { label: 'Email', value: 'ben@example.com' },
      { label: 'Password', value: 'not kept (secret)' },
      { label: 'VIP', value: 'yes' },
      { label: 'Tier', value: 'Gold tier' },
    ])
    expect(JSON.stringify(entry)).not.toContain('hunter2')
  })

  it('records a bulk run partly done: each row by name, the failed one with Medusa’s reason, and the command’s own "cannot be undone"', async () => {
    const { runner, ctx, entries } = setUp()
    const selection = { kind: 'product', ids: [sweatpants.id, shirt.id, hoodie.id], records: [sweatpants, shirt, hoodie] } as CommandContext['selection']
    const outcome = await runner.execute(command('test.products.publish'), {}, { ctx: ctx({ selection }) })
    expect(outcome).toMatchObject({ status: 'bulk', done: 2 })
    const [entry] = await entries()
    expect(entry).toMatchObject({
      source: 'bulk',
      outcome: { status: 'partly', done: 2, failed: 1 },
      records: [
        { name: 'Medusa Sweatpants', kind: 'product' },
        { name: 'Medusa T-Shirt', kind: 'product', failed: 'Product has no variants' },
        { name: 'Medusa Hoodie', kind: 'product' },
      ],
      undo: { undoable: false, note: 'This cannot be undone.' },
    })
    expect(entry?.records[1]?.failed).toBeDefined()
    expect(shown(entry)).not.toContain('prod_')
  })

  it('records a refusal with Medusa’s reason, and a failure', async () => {
    const { runner, ctx, entries } = setUp()
    await runner.execute(command('test.refused'), {}, { ctx: ctx() })
    await runner.execute(command('test.failed'), {}, { ctx: ctx() })
    const [failed, refused] = await entries()
    expect(refused?.outcome).toEqual({ status: 'refused', reason: expect.stringContaining('Discount code SUMMER15 is already in use') as string })
    expect(failed?.outcome.status).toBe('failed')
  })

  it('records a run the operator stopped waiting for as "no answer yet", then its answer when it comes', async () => {
    const { store, runner, ctx, entries } = setUp()
    release = undefined
    const run = runner.execute(command('test.slow'), {}, { ctx: ctx() })
    await vi.waitFor(() => expect(release).toBeDefined())
    const [running] = store.get(runningCommandsAtom)
    store.set(stopWaitingAtom, running?.key ?? -1)
    await run
    expect((await entries()).map((e) => e.outcome.status)).toEqual(['no-answer'])
    releaseSlow()
    await vi.waitFor(async () => expect((await entries()).map((e) => e.outcome)).toEqual([{ status: 'done', said: 'Refunded' }]))
  })

  it('adds the end of the background work a run started to its entry', async () => {
    const { runner, ctx, entries } = setUp()
    jobs.length = 0
    await runner.execute(command('test.codes'), {}, { ctx: ctx() })
    await Promise.all(jobs)
    await vi.waitFor(async () => {
      const [entry] = await entries()
      expect(entry?.background).toEqual([{ title: 'Creating codes for VIP', said: expect.stringMatching(/2 of 3 codes created, 1 failed/) as string, running: false, failed: [{ name: 'B', reason: expect.stringContaining('Code B is taken') as string }] }])
    })
    expect(await entries()).toHaveLength(1)
  })

  it('keeps going to an area out of the journal: it changes nothing', async () => {
    const { runner, ctx, entries } = setUp()
    await runner.execute(command('test.list'), {}, { ctx: ctx() })
    expect(await entries()).toEqual([])
  })

  it('records runs of the app store’s own context (the signed-in operator) when none is handed in', async () => {
    const { store, runner, entries } = setUp()
    expect(store.get(commandContextAtom).user).toBeNull()
    await runner.execute(command('test.failed'), {})
    await runner.execute(command('test.failed'), {}, { ctx: { ...emptyContext, user: { id: 'usr_01', email: OPERATOR, first_name: '', last_name: '' } } })
    // Signed out, a run is kept under no operator: it is not in Anna's journal.
    expect(await entries()).toHaveLength(1)
  })
})
