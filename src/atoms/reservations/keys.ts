import type { AdminGetReservationsParams, ExtendedReservationItem } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { inventoryItems, type InventoryVariant } from '@/api/admin/inventory-items'
import { reservations } from '@/api/admin/reservations'
import { stockLocations } from '@/api/admin/stock-locations'
import { queryAtomFamily } from '@/atoms/core/query'
import { orderQueries } from '@/atoms/orders/keys'

/**
 * A reservation as the console shows it: Medusa's, with its line item (and that line's order) and its
 * inventory item joined, plus what names them: the item's variants with their product, and the location.
 */
export type ReservationRecord = ExtendedReservationItem & {
  /** The order line it holds stock for: Medusa answers it, client-types 0.2.12 leaves it out. */
  line_item_id?: string | null
  variants?: InventoryVariant[]
  location?: { id: string; name: string }
}

export interface ReservationsPage {
  reservations: ReservationRecord[]
  count: number
  offset: number
  limit: number
}

/** Each reservation with its line item (and that line's order) and its inventory item. */
export const RESERVATION_EXPAND = 'line_item,inventory_item'

/** At most this many records are read in one request (an order's reservations, the names of a page's items). */
const ONE_REQUEST_LIMIT = 200

const unique = (ids: ReadonlyArray<string | null | undefined>) => [...new Set(ids.filter((id): id is string => Boolean(id)))]

/**
 * Names a page of reservations: Medusa joins a bare inventory item (often only a SKU), so the items'
 * variants and products, and the locations' names, are read in two more requests for the whole page.
 */
export async function namedReservations(found: readonly ReservationRecord[]): Promise<ReservationRecord[]> {
  const itemIds = unique(found.map((r) => r.inventory_item_id))
  const locationIds = unique(found.map((r) => r.location_id))
  if (!found.length) return []
  const [items, locations] = await Promise.all([
    inventoryItems.list({ id: itemIds, limit: ONE_REQUEST_LIMIT }),
    stockLocations.list({ id: locationIds, limit: ONE_REQUEST_LIMIT }),
  ])
  return found.map((reservation) => {
    const location = locations.stock_locations.find((l) => l.id === reservation.location_id)
    return {
      ...reservation,
      variants: items.inventory_items.find((i) => i.id === reservation.inventory_item_id)?.variants,
      location: location ? { id: location.id, name: location.name } : undefined,
    }
  })
}

/**
 * A reservations list query, with `q`: Medusa's list has no text search, so `q` finds inventory items
 * first (their SKU, title, description) and the list is filtered to them.
 */
export type ReservationsQuery = AdminGetReservationsParams & { q?: string }

/** How many inventory items a search narrows the reservations to. */
const SEARCHED_ITEMS = 100

async function reservationPage({ q, ...query }: ReservationsQuery): Promise<ReservationsPage> {
  const empty = { reservations: [], count: 0, offset: query.offset ?? 0, limit: query.limit ?? ONE_REQUEST_LIMIT }
  let itemIds = query.inventory_item_id
  if (q) {
    const { inventory_items } = await inventoryItems.list({ q, limit: SEARCHED_ITEMS })
    const found = inventory_items.map((i) => i.id)
    itemIds = itemIds ? itemIds.filter((id) => found.includes(id)) : found
    if (!itemIds.length) return empty
  }
  const page = await reservations.list({ expand: RESERVATION_EXPAND, ...query, ...(itemIds ? { inventory_item_id: itemIds } : {}) })
  return { ...page, reservations: await namedReservations(page.reservations) }
}

/**
 * One reservation, named: GET /admin/reservations/:id joins nothing and the list takes no `id`, so it
 * is found among its item's reservations at its location.
 */
async function namedReservation(id: string): Promise<{ reservation: ReservationRecord }> {
  const { reservation } = await reservations.retrieve(id)
  const { reservations: siblings } = await reservationPage({
    inventory_item_id: [reservation.inventory_item_id],
    location_id: [reservation.location_id],
    limit: ONE_REQUEST_LIMIT,
  })
  return { reservation: siblings.find((r) => r.id === id) ?? reservation }
}

export const reservationQueries = {
  all: ['reservations'] as const,
  lists: () => [...reservationQueries.all, 'list'] as const,
  list: (query: ReservationsQuery) =>
    queryOptions({ queryKey: [...reservationQueries.lists(), query] as const, queryFn: () => reservationPage(query) }),
  details: () => [...reservationQueries.all, 'detail'] as const,
  detail: (id: string) => queryOptions({ queryKey: [...reservationQueries.details(), id] as const, queryFn: () => namedReservation(id) }),
  /**
   * The reservations of an order's lines, under the order's detail key: whatever refetches the order
   * (a fulfilment, a return received, a cancel) refetches them too.
   */
  ofOrder: (orderId: string, lineItemIds: readonly string[]) =>
    queryOptions({
      queryKey: [...orderQueries.detail(orderId).queryKey, 'reservations', [...lineItemIds].sort()] as const,
      queryFn: async (): Promise<ReservationsPage> => {
        if (!lineItemIds.length) return { reservations: [], count: 0, offset: 0, limit: ONE_REQUEST_LIMIT }
        return reservationPage({ line_item_id: [...lineItemIds], limit: ONE_REQUEST_LIMIT })
      },
    }),
}

export const reservationListAtom = queryAtomFamily(reservationQueries.list)
export const reservationDetailAtom = queryAtomFamily(reservationQueries.detail)
export const orderReservationsAtom = queryAtomFamily(({ orderId, lineItemIds }: { orderId: string; lineItemIds: readonly string[] }) =>
  reservationQueries.ofOrder(orderId, lineItemIds),
)
