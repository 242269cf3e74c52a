import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { reservationQueries } from '@/atoms/reservations/keys'
import { isAvailable } from '@/commands/core/define'
import { registry } from '@/commands/index'
import { reservationCommands } from '@/commands/reservations'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { BASE } from '../../mocks/http'
import { reservationsOf, reserve } from '../../mocks/reservations/reservations'
import { server } from '../../mocks/server'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { failedWith, toastOf } from '../orders/harness'
import { withInventoryStore, withModules } from './setup'

const store = withInventoryStore()
const seen = recordRequests()

const itemOf = (sku: string) => store.stock().items.find((i) => i.sku === sku)?.id ?? ''
const levelOf = (sku: string, location: string) =>
  store.stock().levels.find((l) => l.inventory_item_id === itemOf(sku) && l.location_id === store.locationId(location))

/** A manual reservation of 2 T-Shirts S / Black in Amsterdam, for the photo shoot. */
const photoShoot = () =>
  reserve(store.db, { inventory_item_id: itemOf('TSHIRT-S-BLACK'), location_id: store.locationId('Amsterdam warehouse'), quantity: 2, description: 'Photo shoot' })

/** The reservation's panel: focused, with its data as the panel loaded it. */
async function onReservation(id: string): Promise<CommandContext> {
  const { reservation } = await createQueryClient().fetchQuery(reservationQueries.detail(id))
  return { ...withModules, focus: { kind: 'reservation', id, entity: reservation } }
}

describe('the reservations area', () => {
  it('registers its commands on g y, offered only on a store with both modules', () => {
    const registered = registry.all.filter((c) => c.id.startsWith('reservations.'))
    expect(registered.map((c) => c.id).sort()).toEqual(reservationCommands.map((c) => c.id).sort())
    expect(commandOf('reservations.list')).toMatchObject({ title: 'Go to reservations', hotkey: 'g y' })
    for (const without of [emptyContext, { ...withModules, modules: { inventoryService: true } }]) {
      for (const command of registered) {
        expect(isAvailable(command, without), command.id).toBe(false)
        expect(command.why?.(without), command.id).toBe('Needs the store’s inventory and stock location modules')
      }
    }
    expect(isAvailable(commandOf('reservations.create'), withModules)).toBe(true)
  })

  it('opens a reservation found by its item’s SKU, named by product, variant, quantity, location and purpose', async () => {
    const held = photoShoot()
    const run = await runCommand('reservations.open', { ctx: withModules, answers: { reservationId: pick('tshirt-s-black', 'Medusa T-Shirt · S / Black × 2') } })
    expect(run.offered.reservationId).toEqual([{ id: held.id, label: 'Medusa T-Shirt · S / Black × 2', hint: 'at Amsterdam warehouse · Photo shoot' }])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/reservations/${held.id}` } })
  })
})

describe('reservations.of-item', () => {
  it('opens the reservations table filtered by the item found by SKU', async () => {
    const run = await runCommand('reservations.of-item', { ctx: withModules, answers: { inventoryItemId: pick('sweatshirt-m', 'Medusa Sweatshirt · M') } })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/reservations?item=${itemOf('SWEATSHIRT-M')}` } })
  })

  it('says when the search for the item fails', async () => {
    server.use(http.get(`${BASE}/admin/inventory-items`, () => HttpResponse.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })))
    const run = await runCommand('reservations.of-item', { ctx: withModules, answers: { inventoryItemId: pick('sweatshirt-m', 'x') } })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'inventoryItemId', message: 'An unknown error occurred.' })
  })
})

describe('reservations.create', () => {
  it('reserves an item found on the server at one of its locations, with a description', async () => {
    const run = await runCommand('reservations.create', {
      ctx: withModules,
      answers: {
        inventoryItemId: pick('sweatshirt-m', 'Medusa Sweatshirt · M'),
        locationId: pick('', 'Amsterdam warehouse'),
        quantity: '2',
        description: 'Window display',
      },
    })
    // Only where the item is stocked (Berlin stocks the first item only).
    expect(run.offered.locationId?.map((o) => o.label)).toEqual(['Amsterdam warehouse'])
    expect(run.outcome).toEqual(toastOf('Reservation created', 'Medusa Sweatshirt · M × 2'))
    expect(reservationsOf(store.db)).toMatchObject([
      { inventory_item_id: itemOf('SWEATSHIRT-M'), location_id: store.locationId('Amsterdam warehouse'), quantity: 2, description: 'Window display', line_item_id: null },
    ])
    expect(levelOf('SWEATSHIRT-M', 'Amsterdam warehouse')?.reserved_quantity).toBe(2)
  })

  it('refuses more than is available there before sending anything', async () => {
    const level = levelOf('TSHIRT-S-BLACK', 'Berlin store')
    const run = await runCommand('reservations.create', {
      ctx: withModules,
      answers: { inventoryItemId: pick('tshirt-s-black', 'Medusa T-Shirt · S / Black'), locationId: pick('berlin', 'Berlin store'), quantity: '6', description: '' },
    })
    expect(level?.stocked_quantity).toBe(5)
    expect(run.outcome).toEqual(failedWith('Medusa T-Shirt · S / Black: only 5 available there'))
    expect(requestsOf(seen, 'POST', '/admin/reservations')).toEqual([])
  })
})

describe('reservations.update', () => {
  it('moves a reservation to another location and changes its quantity, keeping its description', async () => {
    const held = photoShoot()
    const run = await runCommand('reservations.update', {
      ctx: await onReservation(held.id),
      answers: { quantity: '3', locationId: pick('', 'Berlin store'), description: keep },
    })
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Amsterdam warehouse', expect.stringMatching(/^reserved here now · \d+ available · \d+ in stock$/)],
      ['Berlin store', '5 available · 5 in stock'],
    ])
    expect(run.outcome).toEqual(toastOf('Reservation saved', 'Medusa T-Shirt · S / Black: 3 reserved'))
    expect(held).toMatchObject({ quantity: 3, location_id: store.locationId('Berlin store'), description: 'Photo shoot' })
    expect(levelOf('TSHIRT-S-BLACK', 'Berlin store')?.reserved_quantity).toBe(3)
    expect(levelOf('TSHIRT-S-BLACK', 'Amsterdam warehouse')?.reserved_quantity).toBe(3)
  })

  it("shows Medusa's refusal of more than an order's line has left", async () => {
    const mug = store.line(store.order(1049), 'Medusa Coffee Mug')
    const held = store.reserveLine(mug, 'Amsterdam warehouse', 1)
    const run = await runCommand('reservations.update', {
      ctx: await onReservation(held.id),
      answers: { quantity: '2', locationId: pick('', 'Amsterdam warehouse'), description: keep },
    })
    expect(run.outcome).toEqual(failedWith('The reservation quantity cannot be greater than the unfulfilled line item quantity'))
    expect(held.quantity).toBe(1)
  })

  it('says when the item is stocked at no location, in the location picker', async () => {
    const held = photoShoot()
    const ctx = await onReservation(held.id)
    store.stock().levels.length = 0
    const run = await runCommand('reservations.update', { ctx, answers: { quantity: '1', locationId: pick('', 'x') } })
    expect(run.outcome).toMatchObject({ status: 'search-failed', arg: 'locationId', message: 'Medusa T-Shirt · S / Black is stocked at no location yet: add it at one first' })
  })
})

describe('reservations.delete', () => {
  it('asks, naming the reservation and saying it cannot be undone, then releases the items', async () => {
    const held = photoShoot()
    const run = await runCommand('reservations.delete', { ctx: await onReservation(held.id) })
    expect(run.confirmations).toEqual([
      'Delete the reservation of Medusa T-Shirt · S / Black × 2 at Amsterdam warehouse · Photo shoot? The items become available again. This cannot be undone.',
    ])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/reservations' } })
    expect(reservationsOf(store.db)).toEqual([])
    expect(levelOf('TSHIRT-S-BLACK', 'Amsterdam warehouse')?.reserved_quantity).toBe(3)
  })

  it('deletes the table’s selection, naming each row in the question', async () => {
    const held = [photoShoot(), store.reserveLine(store.line(store.order(1041), 'Medusa Coffee Mug'), 'Amsterdam warehouse', 4)]
    const { reservations } = await createQueryClient().fetchQuery(reservationQueries.list({ limit: 20 }))
    const ctx: CommandContext = { ...withModules, selection: { kind: 'reservation', ids: held.map((r) => r.id), records: reservations } }
    const run = await runCommand('reservations.delete', { ctx })
    expect(run.confirmations).toEqual([
      'Delete 2 reservations: Medusa T-Shirt · S / Black × 2 at Amsterdam warehouse · Photo shoot, Medusa Coffee Mug · One Size × 4 at Amsterdam warehouse · Order #1041? The items become available again. This cannot be undone.',
    ])
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 2, failed: [] })
    expect(reservationsOf(store.db)).toEqual([])
  })

  it('keeps the reservation and says so when the server fails', async () => {
    const held = photoShoot()
    server.use(http.delete(`${BASE}/admin/reservations/:id`, () => HttpResponse.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })))
    const run = await runCommand('reservations.delete', { ctx: await onReservation(held.id) })
    expect(run.outcome).toMatchObject({ status: 'failed' })
    expect(reservationsOf(store.db)).toEqual([held])
  })
})
