import { emptyContext } from '@/models/core/context'
import { withInventoryModules } from '../../mocks/inventory/db'
import { pick } from '../harness'
import type { FailureGroup } from './groups'

// The failure cases of inventory levels and stock locations, on a store with the inventory modules.

const ctx = { ...emptyContext, flags: { sales_channels: true }, modules: { inventoryService: true, stockLocationService: true } }

export const INVENTORY_GROUPS: readonly FailureGroup[] = [
  {
    group: 'Inventory',
    command: 'inventory.adjust',
    request: { method: 'post', path: '/admin/inventory-items/:id/location-levels/:location_id' },
    noun: 'InventoryItem',
    prepare: (db) => {
      withInventoryModules(db)
      // Setting a figure (not adding to it): a retry with the same arguments leaves the same stock.
      return { ctx, answers: { inventoryItemId: pick('tshirt-s-black', 'Medusa T-Shirt · S / Black'), locationId: pick('', 'Amsterdam warehouse'), change: '12' } }
    },
  },
  {
    group: 'Stock locations',
    command: 'stock-locations.create',
    request: { method: 'post', path: '/admin/stock-locations' },
    noun: 'StockLocation',
    prepare: (db) => {
      withInventoryModules(db)
      return { ctx, answers: { name: 'Rotterdam hub', address1: 'Coolsingel 40', countryCode: pick('nether', 'Netherlands') } }
    },
  },
]
