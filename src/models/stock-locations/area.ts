import { INVENTORY_MODULES } from '@/atoms/core/store'
import { defineNav } from '@/models/core/nav'

/** Stock locations exist only with Medusa's inventory and stock location modules: the nav entry and commands follow them. */
export const stockLocationsNav = defineNav({
  domain: 'stock-locations',
  label: 'Stock locations',
  hotkey: 'g k',
  keywords: ['warehouses', 'locations', 'stores', 'inventory', 'shipping from'],
  modules: INVENTORY_MODULES,
})
