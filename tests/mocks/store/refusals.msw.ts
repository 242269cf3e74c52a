import { currencies } from '@/api/admin/currencies'
import { store } from '@/api/admin/store'
import type { MswRefusalSide } from '../refusals.test'
import type { StoreRefusalContext } from './refusals'

/** The store mock's side of its refusal table: the seeded store; the flag can be turned on. */
export const msw: MswRefusalSide<StoreRefusalContext> = {
  async context(db) {
    const taxInclusivePricing = () => {
      db.featureFlags = [...db.featureFlags.filter((f) => f.key !== 'tax_inclusive_pricing'), { key: 'tax_inclusive_pricing', value: true }]
    }
    return { store, currencies, current: (await store.retrieve()).store, taxInclusivePricing }
  },
}
