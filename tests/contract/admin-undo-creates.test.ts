// The undo of a create (src/commands/core/createUndo.ts) through the console's own runner and journal,
// against a real Medusa 1.20: what a create answers and what the undo reads again must say the same
// (else the record would be left as "changed since"), the delete and the redo's create must land, and
// the counts of what hangs on a record (a channel's or a category's products) must be Medusa's.
import { describe, expect, it } from 'vitest'
import { collections, customerGroups, productCategories, regions, returnReasons, salesChannels, shippingProfiles, taxRates } from './api'
import { createProduct } from './fixtures'
import { regionFor, signInBeforeAll, unique } from './helpers'
import { describeUndoRedoUndo, gone, journalledRunner, type CreateCase } from './undoRunner'

signInBeforeAll()

const runner = journalledRunner()
const { undo, create } = runner

const cases: CreateCase[] = [
  { command: 'customer-groups.create', args: async () => ({ name: unique('Undo Group'), metadata: { tier: 'b2b' } }), read: (id) => customerGroups.retrieve(id) },
  { command: 'collections.create', args: async () => ({ title: unique('Undo Collection'), metadata: { season: 'winter' } }), read: (id) => collections.retrieve(id) },
  { command: 'sales-channels.create', args: async () => ({ name: unique('Undo Channel'), description: 'Pop-up', disabled: true }), read: (id) => salesChannels.retrieve(id) },
  { command: 'product-categories.create', args: async () => ({ name: unique('Undo Category'), status: 'inactive', visibility: 'internal' }), read: (id) => productCategories.retrieve(id) },
  { command: 'return-reasons.create', args: async () => ({ value: unique('undo_reason').replace(/-/g, '_'), label: 'Undo reason' }), read: (id) => returnReasons.retrieve(id) },
  { command: 'tax-rates.create', args: async () => ({ regionId: (await regionFor('eur')).id, name: unique('Undo Rate'), code: unique('UNDO'), rate: 7.5 }), read: (id) => taxRates.retrieve(id) },
  { command: 'shipping-profiles.create', args: async () => ({ name: unique('Undo Profile'), type: 'custom' }), read: (id) => shippingProfiles.retrieve(id) },
  // Countries no other contract file takes: free again once the region is deleted, for its redo.
  {
    command: 'regions.create',
    args: async () => ({ name: unique('Undo Region'), currency: 'eur', taxRate: 21, taxCode: 'HR', countries: ['hr', 'si'], paymentProviders: ['manual'], fulfillmentProviders: ['manual'] }),
    read: (id) => regions.retrieve(id),
  },
]

describeUndoRedoUndo(cases, runner)

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
