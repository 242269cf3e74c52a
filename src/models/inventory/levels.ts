import type { QueryClient } from '@tanstack/react-query'
import type { InventoryItem, InventoryLevel } from '@/api/admin/inventory-items'
import type { StockLocation } from '@/api/admin/stock-locations'
import { inventoryItems } from '@/api/admin/inventory-items'
import { stockLocationQueries } from '@/atoms/stock-locations/keys'
import { grouped } from '@/models/core/text'
import { availableAt } from './entity'

/** Every location by id, to name a level's `location_id` (a store has a handful: one request, cached). */
export async function locationsById(queryClient: QueryClient): Promise<Map<string, StockLocation>> {
  const { stock_locations } = await queryClient.fetchQuery(stockLocationQueries.options())
  return new Map(stock_locations.map((location) => [location.id, location]))
}

/** '12 stocked · 2 reserved · 10 available'. */
export const levelFigures = (level: Pick<InventoryLevel, 'stocked_quantity' | 'reserved_quantity' | 'available_quantity'>) =>
  `${grouped(level.stocked_quantity)} stocked · ${grouped(level.reserved_quantity)} reserved · ${grouped(availableAt(level))} available`

/** How a stocked quantity is changed: '12' sets it, '+5' and '-3' add to it. */
export type Adjustment = { kind: 'set'; amount: number } | { kind: 'add'; amount: number }

// A typed minus sign (−) counts as a hyphen.
const ADJUSTMENT = /^([+\-−]?)\s*(\d+)$/

export function parseAdjustment(text: string): Adjustment | undefined {
  const match = ADJUSTMENT.exec(text.trim())
  if (!match?.[2]) return undefined
  const amount = Number(match[2])
  if (!Number.isSafeInteger(amount)) return undefined
  if (!match[1]) return { kind: 'set', amount }
  return { kind: 'add', amount: match[1] === '+' ? amount : -amount }
}

/** The stocked quantity after the adjustment. */
export const adjusted = (stocked: number, adjustment: Adjustment) => (adjustment.kind === 'set' ? adjustment.amount : stocked + adjustment.amount)

/** Items read again with their variants and their level at one location (one request per batch). */
export async function itemsAt(ids: readonly string[], locationId: string): Promise<InventoryItem[]> {
  const { inventory_items } = await inventoryItems.list({ id: [...ids], location_id: [locationId], limit: ids.length })
  return inventory_items
}
