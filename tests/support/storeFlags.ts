import { checkSessionAtom } from '@/atoms/core/session'
import { backgroundDataReadyAtom, featureFlagsAtom } from '@/atoms/core/store'
import type { AppStore } from '@/atoms/core/query'

/**
 * Signs `store` in and marks the page's data in, as the dashboard does, then waits for the store's
 * feature flags (the mock's GET /admin/store): flag-gated commands (sales channels, order edits,
 * categories) are then offered as on the demo backend.
 */
export async function loadStoreFlags(store: AppStore): Promise<void> {
  await store.set(checkSessionAtom)
  store.set(backgroundDataReadyAtom, true)
  const loaded = () => Object.keys(store.get(featureFlagsAtom)).length > 0
  if (loaded()) return
  await new Promise<void>((resolve) => {
    const unsubscribe = store.sub(featureFlagsAtom, () => {
      if (!loaded()) return
      unsubscribe()
      resolve()
    })
  })
}
