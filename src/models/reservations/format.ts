import type { ReservationRecord } from '@/atoms/reservations/keys'
import { itemName } from '@/models/inventory/entity'

// How a reservation is named: by what it holds (the order's line, else the item's product and
// variant, else the item's own title or SKU), how many, where and what for. Never by an id.

/** 'Medusa T-Shirt · S': the line's product and variant, else the inventory item's product and variant. */
export function reservedItemName(reservation: ReservationRecord): string {
  const line = reservation.line_item
  if (line) return line.description ? `${line.title} · ${line.description}` : line.title
  return itemName({ variants: reservation.variants, title: reservation.inventory_item?.title, sku: reservation.inventory_item?.sku ?? '' })
}

/** The SKU of what is reserved, when it has one. */
export const reservedSku = (reservation: ReservationRecord): string | undefined =>
  reservation.inventory_item?.sku || reservation.variants?.[0]?.sku || reservation.line_item?.variant?.sku || undefined

/** 'Order #1042' for an order's line, else the reservation's description ('Held for the photo shoot'). */
export function reservedFor(reservation: ReservationRecord): string | undefined {
  const order = reservation.line_item?.order
  if (order) return `Order #${order.display_id}`
  return reservation.description || undefined
}

/** 'Medusa T-Shirt · S × 2'. */
export const reservationLabel = (reservation: ReservationRecord) => `${reservedItemName(reservation)} × ${reservation.quantity}`

/** 'at Main warehouse · Order #1042'. */
export const reservationHint = (reservation: ReservationRecord): string | undefined =>
  [reservation.location ? `at ${reservation.location.name}` : undefined, reservedFor(reservation)].filter(Boolean).join(' · ') || undefined
