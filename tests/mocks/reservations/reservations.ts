import type { LineItem, Order } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, invalidData, notFound, opt, page, readBody, readQuery, req } from '../http'
import { modulesOf } from '../inventory/stock-locations'
import type { InventoryMockDb } from '../inventory/db'
import { seedOrders } from '../orders/orders'

/**
 * /admin/reservations as Medusa 1.20 answers it (routes/admin/reservations/*, the inventory module's
 * ReservationItemService): each reservation keeps its level's `reserved_quantity` in step; `expand`
 * joins `line_item` (with its order) and `inventory_item`; an update answers `{}`. Without the modules
 * every route answers 500, as Medusa does.
 */

export interface MockReservation {
  id: string
  location_id: string
  inventory_item_id: string
  line_item_id: string | null
  quantity: number
  description: string | null
  created_by: string | null
  metadata: Record<string, unknown> | null
  created_at: string
  updated_at: string
  deleted_at: null
}

const held = new WeakMap<MockDb, MockReservation[]>()

/** The store's reservations (none until one is made: the seeded 3 reserved of the first item are a level's figure only). */
export function reservationsOf(db: MockDb): MockReservation[] {
  let found = held.get(db)
  if (!found) held.set(db, (found = []))
  return found
}

function adjustReserved(inventory: InventoryMockDb, itemId: string, locationId: string, by: number) {
  const level = inventory.levels.find((l) => l.inventory_item_id === itemId && l.location_id === locationId)
  if (level) level.reserved_quantity += by
}

/** inventoryService.ensureInventoryLevels: a reservation only where the item has a level. */
function ensureLevel(inventory: InventoryMockDb, itemId: string, locationId: string) {
  if (!inventory.levels.some((l) => l.inventory_item_id === itemId && l.location_id === locationId)) {
    notFound(`Item ${itemId} is not stocked at location ${locationId}`)
  }
}

/** A reservation made as Medusa makes it (tests seed order lines' reservations with it). */
export function reserve(db: MockDb, fields: Pick<MockReservation, 'inventory_item_id' | 'location_id' | 'quantity'> & Partial<MockReservation>): MockReservation {
  const inventory = modulesOf(db)
  ensureLevel(inventory, fields.inventory_item_id, fields.location_id)
  const at = db.now()
  const reservation: MockReservation = {
    line_item_id: null, description: null, created_by: db.session?.id ?? null, metadata: null, ...fields,
    id: db.nextId('resitem'), created_at: at, updated_at: at, deleted_at: null,
  }
  reservationsOf(db).push(reservation)
  adjustReserved(inventory, reservation.inventory_item_id, reservation.location_id, reservation.quantity)
  return reservation
}

function lineWithOrder(db: MockDb, lineItemId: string): { line: LineItem; order: Order } | undefined {
  for (const order of seedOrders(db).orders) {
    const line = order.items?.find((i) => i.id === lineItemId)
    if (line) return { line, order }
  }
  return undefined
}

/** validateUpdateReservationQuantity: the line's reservations (plus the change) within what is not fulfilled. */
function checkLineQuantity(db: MockDb, lineItemId: string, change: number) {
  const total = reservationsOf(db).filter((r) => r.line_item_id === lineItemId).reduce((sum, r) => sum + r.quantity, change)
  const found = lineWithOrder(db, lineItemId) ?? notFound(`LineItem with id: ${lineItemId} was not found`)
  if (total > found.line.quantity - (found.line.fulfilled_quantity ?? 0)) {
    invalidData('The reservation quantity cannot be greater than the unfulfilled line item quantity')
  }
}

function findReservation(db: MockDb, id: string): MockReservation {
  return reservationsOf(db).find((r) => r.id === id) ?? notFound(`ReservationItem with id ${id} was not found`)
}

/** joinLineItems (with the line's order) and joinInventoryItems, as `expand` asks. */
function expanded(db: MockDb, inventory: InventoryMockDb, reservation: MockReservation, relations: readonly string[]) {
  const joined: Record<string, unknown> = { ...reservation }
  if (relations.includes('inventory_item')) joined.inventory_item = inventory.items.find((i) => i.id === reservation.inventory_item_id)
  if (relations.includes('line_item') && reservation.line_item_id) {
    const found = lineWithOrder(db, reservation.line_item_id)
    if (found) {
      const { items: _items, ...order } = found.order
      joined.line_item = { ...found.line, order }
    }
  }
  return joined
}

export function reservationHandlers(db: MockDb) {
  const url = `${BASE}/admin/reservations`
  const createBody = {
    line_item_id: opt('string'), location_id: req('string'), inventory_item_id: req('string'), quantity: req('number'),
    description: opt('string'), metadata: opt('object'),
  }
  const updateBody = { quantity: opt('number'), location_id: opt('string'), description: opt('string'), metadata: opt('object') }
  return [
    http.get(
      url,
      admin(db, ({ request }) => {
        const inventory = modulesOf(db)
        const query = readQuery(request, {
          location_id: 'stringOrArray', inventory_item_id: 'array', line_item_id: 'array', created_by: 'array', quantity: 'any',
          created_at: 'dates', updated_at: 'dates', description: 'any', offset: 'number', limit: 'number', expand: 'string', fields: 'string',
        })
        const locations = query.list('location_id')
        const items = query.list('inventory_item_id')
        const lines = query.list('line_item_id')
        const found = reservationsOf(db).filter(
          (r) =>
            (!locations || locations.includes(r.location_id)) &&
            (!items || items.includes(r.inventory_item_id)) &&
            (!lines || (r.line_item_id !== null && lines.includes(r.line_item_id))),
        )
        const { items: rows, count, offset, limit } = page(found, query, 20)
        const relations = (query.str('expand') ?? '').split(',')
        return HttpResponse.json({ reservations: rows.map((r) => expanded(db, inventory, r, relations)), count, offset, limit })
      }),
    ),

    http.get(
      `${url}/:id`,
      admin(db, ({ params }) => {
        modulesOf(db)
        return HttpResponse.json({ reservation: findReservation(db, params.id ?? '') })
      }),
    ),

    http.post(
      url,
      admin(db, async ({ request }) => {
        modulesOf(db)
        const body = await readBody<Pick<MockReservation, 'location_id' | 'inventory_item_id' | 'quantity'> & { line_item_id?: string; description?: string }>(
          request,
          createBody,
        )
        if (body.line_item_id) checkLineQuantity(db, body.line_item_id, body.quantity)
        return HttpResponse.json({ reservation: reserve(db, body) })
      }),
    ),

    http.post(
      `${url}/:id`,
      admin(db, async ({ request, params }) => {
        const inventory = modulesOf(db)
        const body = await readBody<{ quantity?: number; location_id?: string; description?: string }>(request, updateBody)
        const reservation = findReservation(db, params.id ?? '')
        if (reservation.line_item_id && body.quantity !== undefined) checkLineQuantity(db, reservation.line_item_id, body.quantity - reservation.quantity)
        // ReservationItemService.update: the old level gives back what it held, the new one takes the new quantity.
        adjustReserved(inventory, reservation.inventory_item_id, reservation.location_id, -reservation.quantity)
        Object.assign(reservation, {
          ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
          ...(body.location_id !== undefined ? { location_id: body.location_id } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          updated_at: db.now(),
        })
        adjustReserved(inventory, reservation.inventory_item_id, reservation.location_id, reservation.quantity)
        // The route sends the transaction's result, which is nothing.
        return HttpResponse.json({})
      }),
    ),

    http.delete(
      `${url}/:id`,
      admin(db, ({ params }) => {
        const inventory = modulesOf(db)
        const all = reservationsOf(db)
        const index = all.findIndex((r) => r.id === params.id)
        // A reservation that is not there is deleted all the same (a soft delete of nothing).
        const [gone] = index >= 0 ? all.splice(index, 1) : []
        if (gone) adjustReserved(inventory, gone.inventory_item_id, gone.location_id, -gone.quantity)
        return HttpResponse.json({ id: params.id, object: 'reservation', deleted: true })
      }),
    ),
  ]
}
