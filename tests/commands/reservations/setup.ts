import type { LineItem, Order } from '@medusajs/client-types'
import { beforeEach } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withInventoryModules, type InventoryMockDb } from '../../mocks/inventory/db'
import { reserve, type MockReservation } from '../../mocks/reservations/reservations'
import { onOrder, orderNo, withOrderStore } from '../orders/harness'

/** A store with Medusa's inventory and stock location modules. */
export const modules = { inventoryService: true, stockLocationService: true }
export const withModules: CommandContext = { ...emptyContext, modules }

/**
 * The orders store with the inventory modules installed (Amsterdam warehouse stocks every item, Berlin
 * store the first; the default channel sells from both, Wholesale from Amsterdam), per test.
 */
export function withInventoryStore() {
  const orders = withOrderStore()
  let inventory: InventoryMockDb | undefined
  beforeEach(() => {
    inventory = withInventoryModules(orders.db)
  })
  const stock = () => {
    if (!inventory) throw new Error('the inventory exists only inside a test')
    return inventory
  }
  const locationId = (name: string) => stock().locations.find((l) => l.name === name)?.id ?? ''
  const itemOfVariant = (variantId: string | null | undefined) => stock().variantItems.find((v) => v.variant_id === variantId)?.inventory_item_id ?? ''
  const levelOf = (line: LineItem, location: string) =>
    stock().levels.find((l) => l.inventory_item_id === itemOfVariant(line.variant_id) && l.location_id === locationId(location))
  return {
    get db() {
      return orders.db
    },
    stock,
    locationId,
    itemOfVariant,
    levelOf,
    /** The order's line of this product title. */
    line: (order: Order, title: string): LineItem => {
      const found = order.items?.find((i) => i.title === title)
      if (!found) throw new Error(`order #${order.display_id} has no line ${title}: ${order.items?.map((i) => i.title).join(', ')}`)
      return found
    },
    /** Reserves `quantity` of an order's line at a location, as Medusa does when the order is placed. */
    reserveLine: (line: LineItem, location: string, quantity: number): MockReservation =>
      reserve(orders.db, { line_item_id: line.id, inventory_item_id: itemOfVariant(line.variant_id), location_id: locationId(location), quantity }),
    /** The order panel on a store with the modules. */
    onOrder: async (displayId: number): Promise<CommandContext> => ({ ...(await onOrder(orderNo(orders.db, displayId).id, createQueryClient())), modules }),
    order: (displayId: number) => orderNo(orders.db, displayId),
  }
}
