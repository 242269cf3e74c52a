import type { LineItem, Order } from '@medusajs/client-types'
import type { InventoryItem } from '@/api/admin/inventory-items'
import type { ReservationRecord } from '@/atoms/reservations/keys'
import { availableAt, levelAt } from '@/models/inventory/entity'
import { fulfillableQuantity } from '@/models/orders/rules'

// An order's lines against Medusa's reservations (the original admin's reservation indicator and
// "Allocate items"): what each line has reserved, and what is left to reserve before it is fulfilled.

/** Whether Medusa tracks the line's stock: a variant that manages its inventory (it has an inventory item). */
export const tracksInventory = (item: LineItem) => Boolean(item.variant_id) && item.variant?.manage_inventory !== false

export interface LineAllocation {
  item: LineItem
  /** The line's reservations, at whichever locations. */
  reservations: ReservationRecord[]
  reserved: number
  /** What is not fulfilled and not reserved; undefined for a line whose stock Medusa does not track. */
  toAllocate: number | undefined
}

export const reservationsOfLine = (item: LineItem, reservations: readonly ReservationRecord[]) =>
  reservations.filter((r) => r.line_item_id === item.id)

/** Each line of the order with what it has reserved and what is left to allocate. */
export function lineAllocations(order: Order, reservations: readonly ReservationRecord[]): LineAllocation[] {
  return (order.items ?? []).map((item) => {
    const own = reservationsOfLine(item, reservations)
    const reserved = own.reduce((sum, r) => sum + r.quantity, 0)
    return { item, reservations: own, reserved, toAllocate: tracksInventory(item) ? Math.max(0, fulfillableQuantity(item) - reserved) : undefined }
  })
}

/** The locations the order's items are reserved at, most reserved first: a fulfilment's default. */
export function reservedLocations(reservations: readonly ReservationRecord[]): string[] {
  const totals = new Map<string, number>()
  for (const r of reservations) totals.set(r.location_id, (totals.get(r.location_id) ?? 0) + r.quantity)
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id)
}

/** '2 reserved · 1 to allocate', '3 reserved', '—' for a line whose stock is not tracked. */
export function allocationText({ reserved, toAllocate }: Pick<LineAllocation, 'reserved' | 'toAllocate'>): string {
  if (toAllocate === undefined) return '—'
  return toAllocate > 0 ? `${reserved} reserved · ${toAllocate} to allocate` : `${reserved} reserved`
}

/** Whether the order has a line whose stock can still be reserved (not canceled, something unfulfilled). */
export const canAllocate = (order: Order) =>
  !['canceled', 'archived'].includes(order.status) && (order.items === undefined || order.items.some((i) => tracksInventory(i) && fulfillableQuantity(i) > 0))

/** Whether the order has a line Medusa reserves stock for. */
export const hasTrackedLines = (order: Order) => order.items === undefined || order.items.some(tracksInventory)

/** One line as "Allocate items" offers it at a location. */
export interface AllocatableLine extends LineAllocation {
  /** The variant's inventory item (what a reservation holds); none when Medusa made it none. */
  inventoryItemId: string | undefined
  /** Available at the location; undefined when the item has no level there. */
  available: number | undefined
  /** The most that can be reserved there: left to allocate, and no more than is available. */
  max: number
}

/** The order's lines at a location, given each tracked line's inventory items (by variant) as Medusa answers them. */
export function allocatableLines(
  order: Order,
  reservations: readonly ReservationRecord[],
  inventoryOf: ReadonlyMap<string, readonly InventoryItem[]>,
  locationId: string,
): AllocatableLine[] {
  return lineAllocations(order, reservations).map((line) => {
    const item = line.item.variant_id ? inventoryOf.get(line.item.variant_id)?.[0] : undefined
    const level = item ? levelAt(item, locationId) : undefined
    const available = level ? availableAt(level) : undefined
    const max = Math.max(0, Math.min(line.toAllocate ?? 0, available ?? 0))
    return { ...line, inventoryItemId: item?.id, available, max }
  })
}

/** '3 available here · 1 reserved', 'not stocked here', 'not tracked'. */
export function allocatableHint(line: AllocatableLine): string {
  if (line.toAllocate === undefined || !line.inventoryItemId) return 'stock not tracked'
  if (line.available === undefined) return `not stocked here · ${line.reserved} reserved`
  return `${line.available} available here · ${line.reserved} reserved · ${line.toAllocate} to allocate`
}
