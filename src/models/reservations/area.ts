import { INVENTORY_MODULES } from '@/atoms/core/store'
import { defineNav } from '@/models/core/nav'

/** Reservations live in Medusa's inventory module: the nav entry and the area's commands need it (and stock locations). */
export const reservationsNav = defineNav({
  domain: 'reservations',
  label: 'Reservations',
  hotkey: 'g y',
  keywords: ['reserved', 'allocations', 'held stock', 'inventory'],
  modules: INVENTORY_MODULES,
})
