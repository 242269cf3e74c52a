import { INVENTORY_MODULES } from '@/atoms/core/store'
import { defineNav } from '@/models/core/nav'

/** Inventory items exist only with Medusa's inventory and stock location modules: the nav entry and commands follow them. */
export const inventoryNav = defineNav({
  domain: 'inventory',
  label: 'Inventory',
  hotkey: 'g v',
  keywords: ['stock', 'levels', 'quantities', 'availability', 'warehouse'],
  modules: INVENTORY_MODULES,
})
