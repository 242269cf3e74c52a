import type { FeatureFlagsResponse } from '@medusajs/client-types'
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
