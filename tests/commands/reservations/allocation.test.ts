import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext } from '@/models/core/context'
import { BASE } from '../../mocks/http'
import { reservationsOf } from '../../mocks/reservations/reservations'
import { server } from '../../mocks/server'
import { pick, recordRequests, requestsOf, runCommand, specOf } from '../harness'
import { failedWith, shows, toastOf } from '../orders/harness'
import { withInventoryStore } from './setup'

const store = withInventoryStore()
const seen = recordRequests()

/** The reservations the mock holds, as the POSTs that made them said them. */
function reservedLines(): Array<Record<string, unknown>> {
  return reservationsOf(store.db).map(({ line_item_id, inventory_item_id, location_id, quantity }) => ({ line_item_id, inventory_item_id, location_id, quantity }))
}

describe('reservations.allocate', () => {
  it('offers the locations of the order’s sales channel, where it is reserved first, and reserves what is left at the chosen one', async () => {
    const order = store.order(1048)
    const [shirt, sweatshirt] = [store.line(order, 'Medusa T-Shirt'), store.line(order, 'Medusa Sweatshirt')]
    const ctx = await store.onOrder(1048)
    const run = await runCommand('reservations.allocate', {
      ctx,
      answers: {
        locationId: pick('', 'Amsterdam warehouse'),
        items: [
          { item_id: shirt.id, quantity: 1 },
          { item_id: sweatshirt.id, quantity: 1 },
        ],
      },
    })
    expect(run.prompted).toEqual(['locationId', 'items'])
    expect(run.offered.locationId?.map((o) => [o.label, o.hint])).toEqual([
      ['Amsterdam warehouse', 'Amsterdam, Netherlands'],
      ['Berlin store', 'Berlin, Germany'],
    ])
    expect(run.outcome).toEqual(toastOf('Items allocated', 'Order #1048 · 2 items at Amsterdam warehouse'))
    const amsterdam = store.locationId('Amsterdam warehouse')
    expect(reservedLines()).toEqual([
      { line_item_id: shirt.id, inventory_item_id: store.itemOfVariant(shirt.variant_id), location_id: amsterdam, quantity: 1 },
      { line_item_id: sweatshirt.id, inventory_item_id: store.itemOfVariant(sweatshirt.variant_id), location_id: amsterdam, quantity: 1 },
    ])
    expect(store.levelOf(sweatshirt, 'Amsterdam warehouse')?.reserved_quantity).toBe(1)
  })

  it('starts each line at what can be reserved there: left to allocate, within what is available', async () => {
    const order = store.order(1041)
    const mug = store.line(order, 'Medusa Coffee Mug')
    store.reserveLine(mug, 'Amsterdam warehouse', 4)
    const level = store.levelOf(mug, 'Amsterdam warehouse')
    if (!level) throw new Error('the mug is stocked in Amsterdam')
    level.stocked_quantity = 9
    const spec = specOf('reservations.allocate', 'items')
    if (spec.kind !== 'items') throw new Error('allocate asks for items')
    const rows = await spec.items(await store.onOrder(1041), { orderId: order.id, locationId: store.locationId('Amsterdam warehouse') }, createQueryClient())
    // 10 ordered, 4 reserved: 6 to allocate, but 9 stocked less the 4 reserved leaves 5 available.
    expect(rows.map((r) => [r.label, r.max, r.quantity, r.hint])).toEqual([
      ['Medusa Coffee Mug (One Size)', 5, 5, '5 available here · 4 reserved · 6 to allocate'],
    ])
    const berlin = await spec.items(await store.onOrder(1041), { orderId: order.id, locationId: store.locationId('Berlin store') }, createQueryClient())
    expect(berlin.map((r) => [r.max, r.hint])).toEqual([[0, 'not stocked here · 4 reserved']])
  })

  it('lists where the order is reserved first, saying how many', async () => {
    const order = store.order(1048)
    store.reserveLine(store.line(order, 'Medusa T-Shirt'), 'Amsterdam warehouse', 1)
    const spec = specOf('reservations.allocate', 'locationId')
    if (spec.kind !== 'entity') throw new Error('allocate picks a location')
    const options = await spec.search('', { queryClient: createQueryClient(), ctx: emptyContext, args: { orderId: order.id } })
    expect(options.map((o) => [o.label, o.hint])).toEqual([
      ['Amsterdam warehouse', '1 reserved here · Amsterdam, Netherlands'],
      ['Berlin store', 'Berlin, Germany'],
    ])
    // The Wholesale channel sells from Amsterdam only.
    const wholesale = await spec.search('', { queryClient: createQueryClient(), ctx: emptyContext, args: { orderId: store.order(1041).id } })
    expect(wholesale.map((o) => o.label)).toEqual(['Amsterdam warehouse'])
  })

  it('refuses more than a line can reserve there before sending anything', async () => {
    const shirt = store.line(store.order(1048), 'Medusa T-Shirt')
    const run = await runCommand('reservations.allocate', {
      ctx: await store.onOrder(1048),
      answers: { locationId: pick('amsterdam', 'Amsterdam warehouse'), items: [{ item_id: shirt.id, quantity: 2 }] },
    })
    expect(run.outcome).toEqual(failedWith('Medusa T-Shirt (M / Black): at most 1'))
    expect(requestsOf(seen, 'POST', '/admin/reservations')).toEqual([])
  })

  it('takes back what it reserved when Medusa refuses a line, and says which', async () => {
    const order = store.order(1048)
    const [shirt, sweatshirt] = [store.line(order, 'Medusa T-Shirt'), store.line(order, 'Medusa Sweatshirt')]
    server.use(
      http.post(`${BASE}/admin/reservations`, async ({ request }) => {
        const body = (await request.clone().json()) as { line_item_id?: string }
        if (body.line_item_id !== sweatshirt.id) return undefined
        return HttpResponse.json({ type: 'invalid_data', message: 'The reservation quantity cannot be greater than the unfulfilled line item quantity' }, { status: 400 })
      }),
    )
    const run = await runCommand('reservations.allocate', {
      ctx: await store.onOrder(1048),
      answers: {
        locationId: pick('', 'Amsterdam warehouse'),
        items: [
          { item_id: shirt.id, quantity: 1 },
          { item_id: sweatshirt.id, quantity: 1 },
        ],
      },
    })
    expect(run.outcome).toEqual(
      failedWith('Nothing was allocated: Medusa Sweatshirt (S): The reservation quantity cannot be greater than the unfulfilled line item quantity'),
    )
    expect(requestsOf(seen, 'DELETE', /^\/admin\/reservations\//)).toHaveLength(1)
    expect(reservationsOf(store.db)).toEqual([])
    expect(store.levelOf(shirt, 'Amsterdam warehouse')?.reserved_quantity).toBe(0)
  })

  it('is offered only on a store with the modules, for an order with something left to fulfil', async () => {
    const ctx = await store.onOrder(1048)
    expect(shows('reservations.allocate', ctx)).toBe(true)
    expect(shows('reservations.allocate', { ...ctx, modules: {} })).toBe(false)
    expect(shows('reservations.allocate', await store.onOrder(1020))).toBe(false)
  })
})

describe('reservations.edit-line', () => {
  it('changes a line’s reservation: its quantity, kept at its location', async () => {
    const order = store.order(1041)
    const mug = store.line(order, 'Medusa Coffee Mug')
    const held = store.reserveLine(mug, 'Amsterdam warehouse', 4)
    const run = await runCommand('reservations.edit-line', {
      ctx: await store.onOrder(1041),
      answers: { reservationId: pick('', 'Medusa Coffee Mug · One Size × 4'), quantity: '6', locationId: pick('', 'Amsterdam warehouse') },
    })
    expect(run.offered.reservationId).toEqual([{ id: held.id, label: 'Medusa Coffee Mug · One Size × 4', hint: 'at Amsterdam warehouse · Order #1041' }])
    expect(run.offered.locationId?.[0]).toMatchObject({ label: 'Amsterdam warehouse', hint: expect.stringMatching(/^reserved here now · /) })
    expect(run.outcome).toEqual(toastOf('Reservation saved', 'Medusa Coffee Mug · One Size: 6 reserved at Amsterdam warehouse'))
    expect(held.quantity).toBe(6)
    expect(store.levelOf(mug, 'Amsterdam warehouse')?.reserved_quantity).toBe(6)
  })

  it('deletes the reservation at 0 without asking for a location', async () => {
    const mug = store.line(store.order(1041), 'Medusa Coffee Mug')
    store.reserveLine(mug, 'Amsterdam warehouse', 4)
    const run = await runCommand('reservations.edit-line', {
      ctx: await store.onOrder(1041),
      answers: { reservationId: pick('mug', 'Medusa Coffee Mug · One Size × 4'), quantity: '0' },
    })
    expect(run.prompted).toEqual(['reservationId', 'quantity'])
    expect(run.outcome).toEqual(toastOf('Reservation deleted', 'Medusa Coffee Mug · One Size: the items are available again'))
    expect(reservationsOf(store.db)).toEqual([])
    expect(store.levelOf(mug, 'Amsterdam warehouse')?.reserved_quantity).toBe(0)
  })

  it('refuses more than the line has left to fulfil before sending anything', async () => {
    const mug = store.line(store.order(1041), 'Medusa Coffee Mug')
    store.reserveLine(mug, 'Amsterdam warehouse', 4)
    store.reserveLine(mug, 'Amsterdam warehouse', 3)
    const run = await runCommand('reservations.edit-line', {
      ctx: await store.onOrder(1041),
      answers: { reservationId: pick('', 'Medusa Coffee Mug · One Size × 4'), quantity: '8', locationId: pick('', 'Amsterdam warehouse') },
    })
    expect(run.outcome).toEqual(failedWith('Medusa Coffee Mug · One Size: at most 7 can be reserved (10 not fulfilled, 3 reserved elsewhere)'))
    expect(requestsOf(seen, 'POST', /^\/admin\/reservations\//)).toEqual([])
  })

  it('says when nothing of the order is reserved', async () => {
    const run = await runCommand('reservations.edit-line', { ctx: await store.onOrder(1048), answers: { reservationId: pick('', 'x') } })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'reservationId', message: 'Nothing of order #1048 is reserved' })
  })
})
