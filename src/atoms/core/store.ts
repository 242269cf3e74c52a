import type { FeatureFlagsResponse, ModulesResponse } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { store } from '@/api/admin/store'
import { sessionAtom } from './session'

export const storeQueries = {
  all: ['store'] as const,
  /** GET /admin/store: name, currencies, feature_flags, modules. */
  detail: () => queryOptions({ queryKey: [...storeQueries.all, 'detail'] as const, queryFn: () => store.retrieve() }),
}

/** The store, fetched only while someone is logged in (logged out it would only answer 401). */
export const storeDetailAtom = atomWithQuery((get) => ({
  ...storeQueries.detail(),
  enabled: get(sessionAtom).isLoggedIn,
}))

/**
 * True once the page's table or record has painted with its data (set by the panels), or shortly after
 * the dashboard appeared: the feature flags, and the analytics config that waits on them, gate features
 * and the consent screen, not the first paint of a table or record, so they are asked for after it.
 */
export const backgroundDataReadyAtom = atom(false)

/** The same store query for the feature flags, held back until the page's data is in. */
const storeForFlagsAtom = atomWithQuery((get) => ({
  ...storeQueries.detail(),
  enabled: get(sessionAtom).isLoggedIn && get(backgroundDataReadyAtom),
}))

/** `[{key, value}]` -> `{ key: value }`; later duplicates win. */
export function featureFlagsFrom(flags: FeatureFlagsResponse | undefined | null): Record<string, boolean> {
  const result: Record<string, boolean> = {}
  for (const flag of flags ?? []) {
    if (flag && typeof flag.key === 'string') result[flag.key] = flag.value === true
  }
  return result
}

const NO_FLAGS: Readonly<Record<string, boolean>> = Object.freeze({})

/** SPEC §6: the store's feature flags, key to enabled; empty while loading or logged out. */
export const featureFlagsAtom = atom((get): Readonly<Record<string, boolean>> => {
  const flags = get(storeForFlagsAtom).data?.store.feature_flags
  return flags ? featureFlagsFrom(flags) : NO_FLAGS
})

/** The modules Medusa 1.20 needs for inventory, stock locations and reservations (`medusa-config` `modules`). */
export const INVENTORY_MODULE = 'inventoryService'
export const STOCK_LOCATION_MODULE = 'stockLocationService'
/** Both: what the inventory, stock-location and reservation areas and commands need. */
export const INVENTORY_MODULES = [INVENTORY_MODULE, STOCK_LOCATION_MODULE] as const

/**
 * `[{module, resolution}]` -> `{ module: true }`: the modules Medusa loaded (GET /admin/store lists
 * each loaded module; the original admin takes being listed as installed).
 */
export function storeModulesFrom(modules: ModulesResponse | undefined | null): Record<string, boolean> {
  const result: Record<string, boolean> = {}
  for (const loaded of modules ?? []) {
    if (loaded && typeof loaded.module === 'string') result[loaded.module] = true
  }
  return result
}

const NO_MODULES: Readonly<Record<string, boolean>> = Object.freeze({})

/** The store's installed modules, key to true; empty while loading or logged out (read with the flags). */
export const storeModulesAtom = atom((get): Readonly<Record<string, boolean>> => {
  const modules = get(storeForFlagsAtom).data?.store.modules
  return modules ? storeModulesFrom(modules) : NO_MODULES
})

/** True when the store has both the inventory and the stock location modules (the original admin's test). */
export const inventoryEnabledAtom = atom(
  (get) => INVENTORY_MODULES.every((key) => get(storeModulesAtom)[key] === true),
)
