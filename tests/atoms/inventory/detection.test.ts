import { describe, expect, it } from 'vitest'
import { createAppStore, type AppStore } from '@/atoms/core/query'
import { commandContextAtom } from '@/atoms/core/context'
import { inventoryEnabledAtom, storeModulesAtom, storeModulesFrom } from '@/atoms/core/store'
import { withInventoryModules } from '../../mocks/inventory/db'
import { withMockDb } from '../../mocks/handlers'
import { loadStoreFlags } from '../../support/storeFlags'

const mock = withMockDb()

/** Signed in, the page's data in: the store's flags and modules arrive in one answer (as the dashboard asks for them). */
async function signedIn(): Promise<AppStore> {
  const store = createAppStore()
  await loadStoreFlags(store)
  return store
}

describe('store detection: the modules GET /admin/store lists', () => {
  it('reads `modules` as the original admin does: listed means installed', () => {
    expect(storeModulesFrom([{ module: 'inventoryService', resolution: '@medusajs/inventory' }, { module: 'eventBus', resolution: '' }])).toEqual({
      inventoryService: true,
      eventBus: true,
    })
    expect(storeModulesFrom(undefined)).toEqual({})
  })

  it('a store without the modules (the demo store) has no inventory', async () => {
    const store = await signedIn()
    expect(store.get(storeModulesAtom)).toEqual({})
    expect(store.get(inventoryEnabledAtom)).toBe(false)
    expect(store.get(commandContextAtom).modules).toEqual({})
  })

  it('a store with the inventory and stock location modules has inventory, and commands see them', async () => {
    withInventoryModules(mock.db)
    const store = await signedIn()
    expect(store.get(inventoryEnabledAtom)).toBe(true)
    expect(store.get(storeModulesAtom)).toEqual({ inventoryService: true, stockLocationService: true })
    expect(store.get(commandContextAtom).modules).toEqual({ inventoryService: true, stockLocationService: true })
  })
})
