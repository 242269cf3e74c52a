import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { stockLocationQueries } from '@/atoms/stock-locations/keys'
import { isAvailable } from '@/commands/core/define'
import { registry } from '@/commands/index'
import { stockLocationCommands } from '@/commands/stock-locations'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withInventoryModules, type InventoryMockDb } from '../../mocks/inventory/db'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
let inventory: InventoryMockDb
beforeEach(() => {
  inventory = withInventoryModules(mock.db)
})

const modules = { inventoryService: true, stockLocationService: true }
const store: CommandContext = { ...emptyContext, flags: { sales_channels: true }, modules }

const location = (name: string) => {
  const found = inventory.locations.find((l) => l.name === name)
  if (!found) throw new Error(`no location ${name}`)
  return found
}
const addressOf = (name: string) => inventory.addresses.find((a) => a.id === location(name).address_id)
const channelsOf = (name: string) =>
  inventory.channelLocations.filter((link) => link.location_id === location(name).id).map((link) => mock.db.salesChannels.find((sc) => sc.id === link.sales_channel_id)?.name)

async function onLocation(name: string): Promise<CommandContext> {
  const { id } = location(name)
  const { stock_location } = await createQueryClient().fetchQuery(stockLocationQueries.detail(id))
  return { ...store, focus: { kind: 'stock-location', id, entity: stock_location } }
}

describe('the stock locations area', () => {
  it('registers its commands on g k, offered only on a store with both modules', async () => {
    const registered = registry.all.filter((c) => c.id.startsWith('stock-locations.'))
    expect(registered.map((c) => c.id).sort()).toEqual(stockLocationCommands.map((c) => c.id).sort())
    expect(commandOf('stock-locations.list')).toMatchObject({ title: 'Go to stock locations', hotkey: 'g k' })
    const demo = { ...(await onLocation('Berlin store')), modules: {} }
    for (const command of registered) {
      expect(isAvailable(command, demo), command.id).toBe(false)
      expect(command.why?.(demo), command.id).toBe('Needs the store’s inventory and stock location modules')
    }
    expect(isAvailable(commandOf('stock-locations.delete'), await onLocation('Berlin store'))).toBe(true)
  })

  it('finds a location by name, its city and country as hint', async () => {
    const run = await runCommand('stock-locations.open', { ctx: store, answers: { stockLocationId: pick('berl', 'Berlin store') } })
    expect(run.offered.stockLocationId).toEqual([{ id: location('Berlin store').id, label: 'Berlin store', hint: 'Berlin, Germany' }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/stock-locations/${location('Berlin store').id}` } })
  })
})

describe('stock-locations.create and update', () => {
  it('creates a location with its street and country; the rest of the address on "More fields…"', async () => {
    const run = await runCommand('stock-locations.create', {
      ctx: store,
      answers: { name: 'Rotterdam hub', address1: 'Coolsingel 40', countryCode: pick('nether', 'Netherlands'), city: 'Rotterdam' },
    })
    expect(run.prompted).toEqual(['name', 'address1', 'countryCode', 'more-fields', 'city', 'more-fields'])
    const created = location('Rotterdam hub')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/stock-locations/${created.id}` } })
    expect(addressOf('Rotterdam hub')).toMatchObject({ address_1: 'Coolsingel 40', country_code: 'nl', city: 'Rotterdam' })
    expect(addressOf('Rotterdam hub')).not.toHaveProperty('postal_code')
  })

  it('refuses an empty name before sending', async () => {
    const run = await runCommand('stock-locations.create', { ctx: store, answers: { name: ' ' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'name', message: 'Name is required' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('edits name and address from the focused location, keeping what is left as it was', async () => {
    const run = await runCommand('stock-locations.update', {
      ctx: await onLocation('Berlin store'),
      answers: { name: 'Berlin flagship', address1: keep, city: keep, postalCode: '10178', countryCode: keep },
    })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Stock location saved', message: 'Berlin flagship' } })
    expect(addressOf('Berlin flagship')).toMatchObject({ address_1: 'Alexanderplatz 1', city: 'Berlin', postal_code: '10178', country_code: 'de' })
  })

  it('refuses a country that is not two letters', async () => {
    const run = await runCommand('stock-locations.update', {
      ctx: await onLocation('Berlin store'),
      answers: { name: keep, address1: keep, city: keep, postalCode: keep, countryCode: 'Germany' },
    })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'countryCode', message: 'Country code is two letters, like nl' })
  })
})

describe('stock-locations.delete', () => {
  it('names the channels selling from it and the items stocked there, then deletes it with its levels', async () => {
    const run = await runCommand('stock-locations.delete', { ctx: await onLocation('Berlin store') })
    expect(run.confirmations).toEqual([
      'Delete stock location Berlin store? Default Sales Channel sells from it. 1 inventory item has stock there: those levels and their reservations are deleted with it. This cannot be undone.',
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/stock-locations' } })
    expect(inventory.locations.map((l) => l.name)).toEqual(['Amsterdam warehouse'])
    expect(inventory.levels.every((l) => l.location_id !== run.args.stockLocationId)).toBe(true)
  })

  it('says what the server answers when it fails', async () => {
    mock.db.session = null
    const ctx = { ...store, focus: { kind: 'stock-location' as const, id: location('Berlin store').id } }
    const run = await runCommand('stock-locations.delete', { ctx })
    expect(run.outcome).toMatchObject({ status: 'failed', message: expect.stringContaining('You are not logged in') })
  })
})

describe('stock-locations.add-sales-channel and remove-sales-channel', () => {
  it('adds a channel picked on the server, leaving out the ones already selling from it', async () => {
    const run = await runCommand('stock-locations.add-sales-channel', { ctx: await onLocation('Berlin store'), answers: { salesChannelId: pick('', 'Wholesale') } })
    expect(run.offered.salesChannelId?.map((o) => o.label)).toEqual(['Wholesale'])
    expect(requestsOf(seen, 'GET', '/admin/sales-channels')).toHaveLength(1)
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Wholesale sells from Berlin store', message: undefined } })
    expect(channelsOf('Berlin store')).toEqual(['Default Sales Channel', 'Wholesale'])
  })

  it('removes one of its channels after asking', async () => {
    const run = await runCommand('stock-locations.remove-sales-channel', { ctx: await onLocation('Amsterdam warehouse'), answers: { salesChannelId: pick('', 'Wholesale') } })
    expect(run.offered.salesChannelId?.map((o) => o.label)).toEqual(['Default Sales Channel', 'Wholesale'])
    expect(run.confirmations).toEqual(['Stop selling Wholesale from Amsterdam warehouse? Its orders are no longer fulfilled from there.'])
    expect(channelsOf('Amsterdam warehouse')).toEqual(['Default Sales Channel'])
  })

  it('a channel deleted meanwhile is told by name, without its id', async () => {
    const ctx = await onLocation('Berlin store')
    const run = await runCommand('stock-locations.add-sales-channel', { ctx, given: { salesChannelId: 'sc_99' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Sales channel was not found: it may have been deleted meanwhile.' })
  })
})
