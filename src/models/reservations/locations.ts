import type { Order } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { INVENTORY_MODULES } from '@/atoms/core/store'
import type { StockLocation } from '@/api/admin/stock-locations'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { fetchWholeOrder } from '@/atoms/orders/keys'
import { reservationQueries, type ReservationRecord, type ReservationsPage } from '@/atoms/reservations/keys'
import { stockLocationQueries } from '@/atoms/stock-locations/keys'
import { defineEntity, matchesText, recordIn, type EntityDescriptor } from '@/models/core/entity'
import type { CommandContext } from '@/models/core/context'
import type { PartialArgs } from '@/models/core/values'
import { returnsOf } from '@/models/orders/rules'
import { availableAt, itemName, levelAt } from '@/models/inventory/entity'
import { locationPlace } from '@/models/stock-locations/entity'
import { reservedLocations } from './allocation'
import { reservationHint, reservationLabel } from './format'

// The stock locations an order's items can be fulfilled from, reserved at or returned to: those of
// the order's sales channel (every location when it has none), the likeliest first with why.

/** A location argument's value on a store without Medusa's inventory modules: none, never asked. */
export const NO_LOCATION = ''

/** Whether the store has Medusa's inventory and stock location modules (its locations). */
export const hasInventory = (ctx: CommandContext) => INVENTORY_MODULES.every((module) => ctx.modules?.[module] === true)

/**
 * The default of a fulfilment's or a return's location: on a store without the modules, none (the
 * prompt is skipped and no `location_id` is sent); with them, the operator picks one.
 */
export const noLocationWithoutInventory = (ctx: CommandContext) => (hasInventory(ctx) ? undefined : NO_LOCATION)

/** How a picked location is named in the activity journal (a location argument's `name`). */
export const locationName = (record: { id: string }) => (record as { name?: string }).name ?? 'Stock location'

/** A location as an order's picker lists it: why it is offered first, when it is ('3 reserved here'). */
export type OrderLocation = StockLocation & { note?: string }

/** Locations to offer first, each with its note, most likely first. */
export type PreferredLocations = (order: Order, tools: { queryClient: QueryClient; args: PartialArgs }) => Promise<ReadonlyMap<string, string>>

/** The reservations of the order's own lines (through the query cache: the panel's, when it has read them). */
export function orderReservations(queryClient: QueryClient, order: Order): Promise<ReservationsPage> {
  return queryClient.fetchQuery(reservationQueries.ofOrder(order.id, (order.items ?? []).map((item) => item.id)))
}

/** Where the order's items are reserved, most first: where a fulfilment most likely ships from. */
export const whereReserved: PreferredLocations = async (order, { queryClient }) => {
  const { reservations } = await orderReservations(queryClient, order)
  const reservedAt = (locationId: string) => reservations.filter((r) => r.location_id === locationId).reduce((sum, r) => sum + r.quantity, 0)
  return new Map(reservedLocations(reservations).map((id) => [id, `${reservedAt(id)} reserved here`]))
}

/** Where the return in `args.returnId` was meant to go, else where the order's items were shipped from. */
export const whereReturned: PreferredLocations = async (order, { args }) => {
  const expected = returnsOf(order).find((r) => r.id === args.returnId)?.location_id
  const shippedFrom = (order.fulfillments ?? []).flatMap((f) => (f.location_id && !f.canceled_at ? [f.location_id] : []))
  const notes = new Map<string, string>()
  if (expected) notes.set(expected, 'the return’s location')
  for (const id of shippedFrom) if (!notes.has(id)) notes.set(id, 'shipped from here')
  return notes
}

async function channelLocations(queryClient: QueryClient, order: Order): Promise<StockLocation[]> {
  const channel = order.sales_channel_id ?? undefined
  const { stock_locations } = await queryClient.fetchQuery(stockLocationQueries.list({ sales_channel_id: channel, limit: 100, order: 'name' }))
  if (!stock_locations.length) {
    const name = order.sales_channel?.name
    throw new Error(name ? `No stock location serves the sales channel ${name}: add one to it first` : 'The store has no stock location yet')
  }
  return stock_locations
}

/** A picker's entity over the locations of the order in `args.orderId`, `preferred` first. */
export function orderLocationsEntity(preferred: PreferredLocations): EntityDescriptor<OrderLocation> {
  return defineEntity<OrderLocation>({
    noun: 'stock location',
    label: (location) => location.name,
    hint: (location) => [location.note, locationPlace(location)].filter(Boolean).join(' · ') || undefined,
    search: async (q, { queryClient, args }) => {
      if (typeof args.orderId !== 'string') return []
      const order = await fetchWholeOrder(queryClient, args.orderId)
      const [locations, notes] = await Promise.all([channelLocations(queryClient, order), preferred(order, { queryClient, args })])
      const rank = [...notes.keys()]
      const place = (l: StockLocation) => (rank.includes(l.id) ? rank.indexOf(l.id) : rank.length)
      return [...locations]
        .sort((a, b) => place(a) - place(b))
        .map((location) => ({ ...location, note: notes.get(location.id) }))
        .filter((location) => matchesText(q, location.name, locationPlace(location)))
    },
  })
}

/** A location an inventory item is stocked at, with its figures there (and why it is offered first). */
export type StockedLocation = { id: string; name: string; stocked: number; available: number; note?: string }

/** The locations an item has a level at (Medusa reserves only there), `first` listed first. */
async function stockedLocations(queryClient: QueryClient, itemId: string, first?: { id: string; note: string }): Promise<StockedLocation[]> {
  const [{ inventory_item: item }, { stock_locations }] = await Promise.all([
    queryClient.fetchQuery(inventoryQueries.detail(itemId)),
    queryClient.fetchQuery(stockLocationQueries.options()),
  ])
  if (!item.location_levels?.length) throw new Error(`${itemName(item)} is stocked at no location yet: add it at one first`)
  const stocked = stock_locations.flatMap((location): StockedLocation[] => {
    const level = levelAt(item, location.id)
    if (!level) return []
    const note = location.id === first?.id ? first.note : undefined
    return [{ id: location.id, name: location.name, stocked: level.stocked_quantity, available: availableAt(level), ...(note ? { note } : {}) }]
  })
  return [...stocked.filter((l) => l.note), ...stocked.filter((l) => !l.note)]
}

const stockedHint = (location: StockedLocation) => [location.note, `${location.available} available · ${location.stocked} in stock`].filter(Boolean).join(' · ')

/** The locations the item in `args.inventoryItemId` is stocked at, with what is available at each. */
export const itemLocationsEntity = defineEntity<StockedLocation>({
  noun: 'stock location',
  label: (location) => location.name,
  hint: stockedHint,
  search: async (q, { queryClient, args }) =>
    typeof args.inventoryItemId === 'string' ? (await stockedLocations(queryClient, args.inventoryItemId)).filter((l) => matchesText(q, l.name)) : [],
})

/** Where the reservation in `args.reservationId` can move: its item's locations, its own first. */
export const reservationLocationsEntity = defineEntity<StockedLocation>({
  noun: 'stock location',
  label: (location) => location.name,
  hint: stockedHint,
  search: async (q, { queryClient, ctx, args }) => {
    if (typeof args.reservationId !== 'string') return []
    const reservation =
      recordIn(ctx, 'reservation', 'reservationId', args) ?? (await queryClient.fetchQuery(reservationQueries.detail(args.reservationId))).reservation
    const locations = await stockedLocations(queryClient, reservation.inventory_item_id, { id: reservation.location_id, note: 'reserved here now' })
    return locations.filter((l) => matchesText(q, l.name))
  },
})

/** The reservations of the order in `args.orderId`'s lines, for picking one ('Medusa Mug × 2', 'at Main warehouse'). */
export const orderReservationsEntity = defineEntity<ReservationRecord>({
  noun: 'reservation',
  label: reservationLabel,
  hint: reservationHint,
  search: async (q, { queryClient, args }) => {
    if (typeof args.orderId !== 'string') return []
    const order = await fetchWholeOrder(queryClient, args.orderId)
    const { reservations } = await orderReservations(queryClient, order)
    if (!reservations.length) throw new Error(`Nothing of order #${order.display_id} is reserved`)
    return reservations.filter((r) => matchesText(q, reservationLabel(r), reservationHint(r)))
  },
})
