import type { StoreRefusalContext } from '../../mocks/store/refusals'
import type { RefusalSide } from '../../support/refusals'
import { currencies, store } from '../api'

/** The store table against Medusa: the store as it is (no row changes it); the flag stays off. */
export const medusa: Omit<RefusalSide<StoreRefusalContext>, 'name'> = {
  async context() {
    const taxInclusivePricing = () => {
      throw new Error('the contract backend runs with tax_inclusive_pricing off')
    }
    return { store, currencies, current: (await store.retrieve()).store, taxInclusivePricing }
  },
}
