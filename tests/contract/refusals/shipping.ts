import { shippingContext, type ShippingRefusalContext } from '../../mocks/shipping/refusals'
import type { RefusalSide } from '../../support/refusals'
import { regions, shippingOptions, shippingProfiles } from '../api'

/** The shipping table against Medusa: the seeded EUR region and an option of it (no row changes them). */
export const medusa: Omit<RefusalSide<ShippingRefusalContext>, 'name'> = {
  context: () => shippingContext({ options: shippingOptions, profiles: shippingProfiles, regions }),
}
