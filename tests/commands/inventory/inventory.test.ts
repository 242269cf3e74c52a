import { beforeEach, describe, expect, it } from 'vitest'
import type { InventoryItem } from '@/api/admin/inventory-items'
import { inventoryItems } from '@/api/admin/inventory-items'
import { createQueryClient } from '@/atoms/core/query'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { isAvailable } from '@/commands/core/define'
import { registry } from '@/commands/index'
import { inventoryCommands } from '@/commands/inventory'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withInventoryModules, type InventoryMockDb } from '../../mocks/inventory/db'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { newest, undoSetUp } from '../undo/setup'

const mock = withMockDb()
const seen = recordRequests()
let inventory: InventoryMockDb
beforeEach(() => {
  inventory = withInventoryModules(mock.db)
})

/** A store with Medusa's inventory and stock location modules. */
const modules = { inventoryService: true, stockLocationService: true }
const withModules: CommandContext = { ...emptyContext, modules }

const location = (name: string) => inventory.locations.find((l) => l.name === name)?.id ?? ''
const itemOf = (sku: string) => inventory.items.find((i) => i.sku === sku)?.id ?? ''
const stockedAt = (sku: string, where: string) =>
  inventory.levels.find((l) => l.inventory_item_id === itemOf(sku) && l.location_id === location(where))?.stocked_quantity

/** The item's panel: focused, with its data as the panel loaded it. */
async function onItem(sku: string): Promise<CommandContext> {
  const id = itemOf(sku)
  const { inventory_item } = await createQueryClient().fetchQuery(inventoryQueries.detail(id))
  return { ...withModules, focus: { kind: 'inventory-item', id, entity: inventory_item } }
}

async function selected(...skus: string[]): Promise<CommandContext> {
  const { inventory_items } = await inventoryItems.list({ id: skus.map(itemOf) })
  const records = skus.map((sku) => inventory_items.find((i) => i.sku === sku) as InventoryItem)
  return { ...withModules, selection: { kind: 'inventory-item', ids: records.map((r) => r.id), records } }
}

describe('the inventory area', () => {
  it('registers its commands on g v, offered only on a store with both modules', async () => {
    const registered = registry.all.filter((c) => c.id.startsWith('inventory.'))
    expect(registered.map((c) => c.id).sort()).toEqual(inventoryCommands.map((c) => c.id).sort())
    expect(commandOf('inventory.list')).toMatchObject({ title: 'Go to inventory', hotkey: 'g v' })
    const ctx = await onItem('TSHIRT-S-BLACK')
    for (const without of [emptyContext, { ...ctx, modules: {} }, { ...ctx, modules: { inventoryService: true } }]) {
      for (const command of registered) {
        expect(isAvailable(command, without), command.id).toBe(false)
        expect(command.why?.(without), command.id).toBe('Needs the store’s inventory and stock location modules')
      }
    }
    expect(isAvailable(commandOf('inventory.adjust'), ctx)).toBe(true)
  })

  it('opens an item found by SKU, named by its product and variant', async () => {
    const run = await runCommand('inventory.open', { ctx: withModules, answers: { inventoryItemId: pick('sweatpants-m', 'Medusa Sweatpants · M') } })
    expect(run.offered.inventoryItemId).toEqual([{ id: itemOf('SWEATPANTS-M'), label: 'Medusa Sweatpants · M', hint: 'SWEATPANTS-M' }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/inventory/${itemOf('SWEATPANTS-M')}` } })
  })
})

describe('inventory.adjust', () => {
  it('lists the item’s locations with their figures, starts from the stocked figure and sets it', async () => {
    const run = await runCommand('inventory.adjust', {
      ctx: await onItem('TSHIRT-S-BLACK'),
      answers: { locationId: pick('', 'Amsterdam warehouse'), change: '25' },
    })
    expect(run.offered.locationId).toEqual([
      { id: location('Amsterdam warehouse'), label: 'Amsterdam warehouse', hint: '10 stocked · 3 reserved · 7 available' },
      { id: location('Berlin store'), label: 'Berlin store', hint: '5 stocked · 0 reserved · 5 available' },
    ])
    expect(run.prompted).toEqual(['locationId', 'change'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Medusa T-Shirt · S / Black: 25 stocked at Amsterdam warehouse', message: 'Was 10' } })
    expect(stockedAt('TSHIRT-S-BLACK', 'Amsterdam warehouse')).toBe(25)
  })

  it('the prompt starts from the current figure; +N adds to what the server has now', async () => {
    const ctx = await onItem('TSHIRT-S-BLACK')
    const kept = await runCommand('inventory.adjust', { ctx, answers: { locationId: pick('berlin', 'Berlin store'), change: keep } })
    expect(kept.outcome).toMatchObject({ status: 'done', result: { title: 'Medusa T-Shirt · S / Black: 5 stocked at Berlin store' } })
    // Someone else restocked meanwhile: the addition adds to their figure.
    inventory.levels.filter((l) => l.location_id === location('Berlin store')).forEach((l) => (l.stocked_quantity = 8))
    await runCommand('inventory.adjust', { ctx, answers: { locationId: pick('berlin', 'Berlin store'), change: '+4' } })
    expect(stockedAt('TSHIRT-S-BLACK', 'Berlin store')).toBe(12)
    await runCommand('inventory.adjust', { ctx, answers: { locationId: pick('berlin', 'Berlin store'), change: '−2' } })
    expect(stockedAt('TSHIRT-S-BLACK', 'Berlin store')).toBe(10)
  })

  it('refuses to go below 0 and a figure that is no whole number, sending nothing', async () => {
    const ctx = await onItem('TSHIRT-S-BLACK')
    const below = await runCommand('inventory.adjust', { ctx, answers: { locationId: pick('berlin', 'Berlin store'), change: '-6' } })
    expect(below.outcome).toMatchObject({ status: 'failed', message: 'Medusa T-Shirt · S / Black has 5 stocked at Berlin store: it cannot go below 0' })
    const typo = await runCommand('inventory.adjust', { ctx, answers: { locationId: pick('berlin', 'Berlin store'), change: '4.5' } })
    expect(typo.outcome).toEqual({ status: 'rejected', arg: 'change', message: 'Write a whole number: A number sets the stocked quantity; +5 or -3 adds to it' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('on a selection: each item read again and sent once; one not stocked there is named, not sent', async () => {
    const ctx = await selected('TSHIRT-S-BLACK', 'TSHIRT-M-BLACK', 'MUG-ONE-SIZE')
    const run = await runCommand('inventory.adjust', { ctx, answers: { locationId: pick('', 'Berlin store'), change: '+2' } })
    expect(run.confirmations).toEqual([
      'Change the stocked quantity of 3 inventory items (Medusa T-Shirt · S / Black, Medusa T-Shirt · M / Black, Medusa Coffee Mug · One Size) at Berlin store? Each is read again first and sent once; one without stock there is left as it is and named.',
    ])
    expect(run.outcome).toMatchObject({
      status: 'bulk',
      done: 1,
      failed: [
        { name: 'Medusa T-Shirt · M / Black', message: 'Medusa T-Shirt · M / Black has no stock level at Berlin store: add it there first' },
        { name: 'Medusa Coffee Mug · One Size', message: 'Medusa Coffee Mug · One Size has no stock level at Berlin store: add it there first' },
      ],
    })
    expect(stockedAt('TSHIRT-S-BLACK', 'Berlin store')).toBe(7)
    expect(requestsOf(seen, 'POST').map((r) => r.path)).toEqual([`/admin/inventory-items/${itemOf('TSHIRT-S-BLACK')}/location-levels/${location('Berlin store')}`])
  })

  it('sets every selected item at a location to the same figure, one request each', async () => {
    const ctx = await selected('TSHIRT-S-BLACK', 'TSHIRT-M-BLACK', 'MUG-ONE-SIZE')
    const run = await runCommand('inventory.adjust', { ctx, answers: { locationId: pick('amster', 'Amsterdam warehouse'), change: '40' } })
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 3, failed: [] })
    expect(['TSHIRT-S-BLACK', 'TSHIRT-M-BLACK', 'MUG-ONE-SIZE'].map((sku) => stockedAt(sku, 'Amsterdam warehouse'))).toEqual([40, 40, 40])
    expect(requestsOf(seen, 'POST')).toHaveLength(3)
  })

  it('is undone by setting the figure back, unless someone changed it since', async () => {
    const { run, undo, entries } = undoSetUp()
    const id = itemOf('TSHIRT-S-BLACK')
    const amsterdam = { id: location('Amsterdam warehouse'), name: 'Amsterdam warehouse' }
    const args = { inventoryItemId: id, locationId: amsterdam.id, change: '+5' }
    await run('inventory.adjust', args, { modules })
    expect(newest(await entries()).undo.plans).toEqual([
      { revert: 'inventory-levels', target: amsterdam, steps: [{ id, name: 'Medusa T-Shirt · S / Black', field: 'stocked_quantity', before: 10, after: 15 }] },
    ])
    await undo()
    expect(stockedAt('TSHIRT-S-BLACK', 'Amsterdam warehouse')).toBe(10)

    await run('inventory.adjust', args, { modules })
    inventory.levels.filter((l) => l.inventory_item_id === id && l.location_id === amsterdam.id).forEach((l) => (l.stocked_quantity = 99))
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('Medusa T-Shirt · S / Black: stocked quantity at Amsterdam warehouse is now 99 stocked, changed since — left as it is') } })
    expect(stockedAt('TSHIRT-S-BLACK', 'Amsterdam warehouse')).toBe(99)
  })
})

describe('inventory.adjust-variant (s on a product)', () => {
  const onShirt = async (): Promise<CommandContext> => {
    const product = mock.db.products.find((p) => p.title === 'Medusa T-Shirt')
    if (!product) throw new Error('no shirt')
    return { ...withModules, focus: { kind: 'product', id: product.id } }
  }

  it('picks the variant, then a location of its inventory item with its figures, and starts from the figure there', async () => {
    const run = await runCommand('inventory.adjust-variant', {
      ctx: await onShirt(),
      answers: { variantId: pick('s / black', 'S / Black'), locationId: pick('', 'Amsterdam warehouse'), change: keep },
    })
    expect(commandOf('inventory.adjust-variant')).toMatchObject({ hotkey: 's', scope: 'product' })
    expect(run.offered.locationId).toEqual([
      { id: location('Amsterdam warehouse'), label: 'Amsterdam warehouse', hint: '10 stocked · 3 reserved · 7 available' },
      { id: location('Berlin store'), label: 'Berlin store', hint: '5 stocked · 0 reserved · 5 available' },
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Medusa T-Shirt · S / Black: 10 stocked at Amsterdam warehouse', message: 'Was 10' } })
  })

  it('says so for a variant Medusa keeps no inventory item for', async () => {
    const variant = mock.db.products.find((p) => p.title === 'Medusa T-Shirt')?.variants[1]
    inventory.variantItems = inventory.variantItems.filter((link) => link.variant_id !== variant?.id)
    const run = await runCommand('inventory.adjust-variant', { ctx: await onShirt(), given: { variantId: variant?.id, locationId: location('Amsterdam warehouse') }, answers: { change: '4' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'This variant has no inventory item: Medusa does not track its stock per location' })
  })
})

describe('inventory.add-location and remove-location', () => {
  it('stocks an item at a location it has no level at yet', async () => {
    const run = await runCommand('inventory.add-location', { ctx: await onItem('MUG-ONE-SIZE'), answers: { locationId: pick('', 'Berlin store'), stocked: '12' } })
    expect(run.offered.locationId?.map((o) => o.label)).toEqual(['Berlin store'])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Medusa Coffee Mug · One Size: stocked at Berlin store', message: '12 stocked' } })
    expect(stockedAt('MUG-ONE-SIZE', 'Berlin store')).toBe(12)
  })

  it('refuses a location someone stocked it at meanwhile, by name, before sending', async () => {
    const berlin = location('Berlin store')
    await inventoryItems.createLevel(itemOf('MUG-ONE-SIZE'), { location_id: berlin, stocked_quantity: 1 })
    seen.length = 0
    // A button hands the location in (the prompt that listed it was opened before the other change).
    const run = await runCommand('inventory.add-location', { ctx: await onItem('MUG-ONE-SIZE'), given: { locationId: berlin }, answers: { stocked: '3' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Medusa Coffee Mug · One Size is already stocked at Berlin store: adjust its availability there instead' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('removes a level after asking; one with reservations is refused by name before sending', async () => {
    const shirt = await onItem('TSHIRT-S-BLACK')
    const removed = await runCommand('inventory.remove-location', { ctx: shirt, answers: { locationId: pick('berlin', 'Berlin store') } })
    expect(removed.confirmations).toEqual(['Remove Medusa T-Shirt · S / Black from Berlin store? Its stock level there is deleted. This cannot be undone.'])
    expect(removed.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Medusa T-Shirt · S / Black: no longer stocked at Berlin store', message: undefined } })
    expect(stockedAt('TSHIRT-S-BLACK', 'Berlin store')).toBeUndefined()

    const reserved = await runCommand('inventory.remove-location', { ctx: shirt, answers: { locationId: pick('amsterdam', 'Amsterdam warehouse') } })
    expect(reserved.outcome).toMatchObject({
      status: 'failed',
      message: 'Medusa T-Shirt · S / Black has 3 reserved at Amsterdam warehouse: move or delete those reservations first',
    })
    expect(requestsOf(seen, 'DELETE')).toHaveLength(1)
  })
})
