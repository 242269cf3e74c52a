// The undo of a create (src/commands/core/createUndo.ts) through the console's own runner and journal,
// against a real Medusa 1.20: what a create answers and what the undo reads again must say the same
// (else the record would be left as "changed since"), the delete and the redo's create must land, and
// the counts of what hangs on a record (a channel's or a category's products) must be Medusa's.
import type { ActivityEntry } from '@/atoms/activity/entry'
import { getClientConfig } from '@/api/client'
import { activityJournal } from '@/atoms/activity/journal'
import { createAppStore } from '@/atoms/core/query'
import { journalRecorder } from '@/commands/activity/recorder'
import type { PartialArgs } from '@/commands/core/args'
import { createRunner } from '@/commands/core/runner'
import { commandById, registry, type CommandId } from '@/commands/index'
import { emptyContext } from '@/models/core/context'
import { describe, expect, it } from 'vitest'
import { collections, customerGroups, productCategories, returnReasons, salesChannels, taxRates } from './api'
import { createProduct } from './fixtures'
import { regionFor, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

const operator = `${unique('undo-creates')}@example.com`
const store = createAppStore()
const runner = createRunner(store, registry, journalRecorder(store))
const ctx = { ...emptyContext, user: { id: 'usr_contract', email: operator, first_name: 'Contract', last_name: '' } }
const run = (id: CommandId, args: PartialArgs) => runner.execute(commandById(id), args, { ctx })
const undo = (entry = 'last') => runner.execute(commandById('activity.undo-last'), { entry }, { ctx })
const newest = async (): Promise<ActivityEntry> => {
  await activityJournal.flushed()
  const [entry] = await activityJournal.entries(operator, getClientConfig().baseUrl)
  if (!entry) throw new Error('The journal is empty')
  return entry
}
const gone = (read: Promise<unknown>) =>
  read.then(
    () => false,
    (error: { status?: number }) => error.status === 404,
  )

/** Runs a create, and answers the id of what it made (from the journal). */
async function create(id: CommandId, args: PartialArgs): Promise<string> {
  expect(await run(id, args)).toMatchObject({ status: 'done' })
  const made = (await newest()).undo.plans?.[0]?.steps[0]?.id
  if (!made) throw new Error(`${id} told the journal nothing it made`)
  return made
}

const cases: Array<{ command: CommandId; args: () => Promise<PartialArgs>; read: (id: string) => Promise<unknown> }> = [
  { command: 'customer-groups.create', args: async () => ({ name: unique('Undo Group'), metadata: { tier: 'b2b' } }), read: (id) => customerGroups.retrieve(id) },
  { command: 'collections.create', args: async () => ({ title: unique('Undo Collection'), metadata: { season: 'winter' } }), read: (id) => collections.retrieve(id) },
  { command: 'sales-channels.create', args: async () => ({ name: unique('Undo Channel'), description: 'Pop-up', disabled: true }), read: (id) => salesChannels.retrieve(id) },
  { command: 'product-categories.create', args: async () => ({ name: unique('Undo Category'), status: 'inactive', visibility: 'internal' }), read: (id) => productCategories.retrieve(id) },
  { command: 'return-reasons.create', args: async () => ({ value: unique('undo_reason').replace(/-/g, '_'), label: 'Undo reason' }), read: (id) => returnReasons.retrieve(id) },
  { command: 'tax-rates.create', args: async () => ({ regionId: (await regionFor('eur')).id, name: unique('Undo Rate'), code: unique('UNDO'), rate: 7.5 }), read: (id) => taxRates.retrieve(id) },
]

describe.each(cases)('$command undone, redone, undone again', ({ command, args, read }) => {
  it('the record made is deleted (unchanged since), made again under a new id, and deleted again', async () => {
    const id = await create(command, await args())
    expect(await undo()).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(read(id))).toBe(true)
    expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change made again' } })
    const again = (await newest()).records[0]?.id ?? ''
    expect(again).not.toBe(id)
    expect(await gone(read(again))).toBe(false)
    expect(await undo((await newest()).id)).toMatchObject({ status: 'done', result: { message: '1 change taken back' } })
    expect(await gone(read(again))).toBe(true)
  })
})

describe('a new record something hangs on is left', () => {
  it("a channel's product and a category's product are counted by Medusa, and each is left", async () => {
    const product = await createProduct()
    const channel = await create('sales-channels.create', { name: unique('Undo Held Channel'), disabled: false })
    await salesChannels.addProducts(channel, { product_ids: [{ id: product.id }] })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('it is now in use (1 product), changed since — left as it is') } })
    expect(await gone(salesChannels.retrieve(channel))).toBe(false)

    const category = await create('product-categories.create', { name: unique('Undo Held Category'), status: 'active', visibility: 'public' })
    await productCategories.addProducts(category, { product_ids: [{ id: product.id }] })
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('it is now in use (1 product), changed since — left as it is') } })
    expect(await gone(productCategories.retrieve(category))).toBe(false)
  })
})
