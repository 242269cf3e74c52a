// The inventory store's stock as a fixed plan (pure data; seed.ts acts on it): two locations, a level
// for every inventory item at each, and the reservations of a few open orders plus two by hand.
// migrate-inventory-items has already put each variant's own inventory_quantity at one location
// (its "Default", which becomes the main warehouse), so the main warehouse mostly keeps that.
import type { AdminPostStockLocationsReq } from '@medusajs/client-types'

export type LocationKey = 'main' | 'berlin'

export interface LocationSpec {
  key: LocationKey
  body: AdminPostStockLocationsReq & { name: string }
  /** Names of the sales channels that sell from it. */
  channels: string[]
}

export const LOCATIONS: readonly LocationSpec[] = [
  {
    key: 'main',
    body: {
      name: 'Main warehouse',
      address: { address_1: 'Njalsgade 21', city: 'Copenhagen', postal_code: '2300', country_code: 'dk', phone: '+45 32 10 20 30' },
      metadata: { kind: 'warehouse' },
    },
    channels: ['Default Sales Channel', 'Webshop'],
  },
  {
    key: 'berlin',
    body: {
      name: 'Berlin store',
      address: { address_1: 'Torstraße 140', city: 'Berlin', postal_code: '10119', country_code: 'de', phone: '+49 30 1234 5678' },
      metadata: { kind: 'store' },
    },
    channels: ['Webshop', 'Pop-up Store'],
  },
]

/** An inventory item as the plan sees it: its SKU and what the main warehouse stocks after the migration. */
export interface ItemStock {
  sku: string
  stocked: number
}

export type Quantities = Record<LocationKey, number>

export interface LevelPlan {
  sku: string
  stocked: Quantities
}

/** "Low" stock: what an operator should reorder (the console may flag it). */
export const LOW_STOCK = 5

/**
 * Each item's stocked quantity at both locations, by its place in SKU order: every 13th item is out
 * at the main warehouse and every 13th (another) low there; the Berlin store holds about a fifth of the
 * main stock (never less than LOW_STOCK + 1), with every 6th item out and every 6th (another) low. Sold-out
 * variants stay out at the main warehouse and have a few in Berlin, so both kinds of difference show.
 */
export function planLevels(items: readonly ItemStock[]): LevelPlan[] {
  return [...items]
    .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
    .map(({ sku, stocked }, index) => {
      const main = index % 13 === 5 ? 0 : index % 13 === 9 ? 1 + (index % 4) : stocked
      const berlin =
        index % 6 === 2 ? 0 : index % 6 === 4 ? 1 + (index % 3) : stocked === 0 ? LOW_STOCK + 3 : Math.max(LOW_STOCK + 1, Math.round(stocked / 5))
      return { sku, stocked: { main, berlin } }
    })
}

/** An open order's line (not fulfilled) whose variant has an inventory item. */
export interface OpenLine {
  lineItemId: string
  sku: string
  quantity: number
}

export interface OpenOrder {
  displayId: number
  lines: OpenLine[]
}

export interface ReservationPlan {
  sku: string
  location: LocationKey
  quantity: number
  lineItemId?: string
  description?: string
}

/**
 * Reservations of open orders, by display number: every third order has all its lines reserved, the
 * one after it (with two lines or more) only its first line, the rest none (for the console to
 * allocate). A line is reserved where enough is available, the main warehouse first, or not at all.
 */
export function planOrderReservations(orders: readonly OpenOrder[], levels: readonly LevelPlan[]): ReservationPlan[] {
  const available = new Map(levels.map((level) => [level.sku, { ...level.stocked }]))
  const plans: ReservationPlan[] = []
  const sorted = [...orders].sort((a, b) => a.displayId - b.displayId)
  sorted.forEach((order, index) => {
    const lines = index % 3 === 0 ? order.lines : index % 3 === 1 && order.lines.length > 1 ? order.lines.slice(0, 1) : []
    for (const line of lines) {
      const stock = available.get(line.sku)
      if (!stock) continue
      const location = (['main', 'berlin'] as const).find((key) => stock[key] >= line.quantity)
      if (!location) continue
      stock[location] -= line.quantity
      plans.push({ sku: line.sku, location, quantity: line.quantity, lineItemId: line.lineItemId })
    }
  })
  return plans
}

/** Reservations made by hand (no order): stock held back, with the reason in the description. */
export const MANUAL_RESERVATIONS = [
  { location: 'main', quantity: 3, description: 'Held for the Copenhagen showroom window' },
  { location: 'berlin', quantity: 2, description: 'Set aside for a customer pickup (phone order)' },
] as const satisfies ReadonlyArray<{ location: LocationKey; quantity: number; description: string }>

/**
 * The manual reservations' items: for each, the first item in SKU order that has at least twice the
 * quantity at that location and no other reservation there, so each can be told apart in the lists.
 */
export function planManualReservations(levels: readonly LevelPlan[], orderReservations: readonly ReservationPlan[]): ReservationPlan[] {
  const taken = new Set(orderReservations.map((r) => r.sku))
  const plans: ReservationPlan[] = []
  for (const manual of MANUAL_RESERVATIONS) {
    const level = levels.find((l) => !taken.has(l.sku) && l.stocked[manual.location] >= 2 * manual.quantity)
    if (!level) throw new Error(`no item with ${2 * manual.quantity} in stock at ${manual.location} for a manual reservation`)
    taken.add(level.sku)
    plans.push({ sku: level.sku, location: manual.location, quantity: manual.quantity, description: manual.description })
  }
  return plans
}
