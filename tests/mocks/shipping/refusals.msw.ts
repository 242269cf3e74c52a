import { regions } from '@/api/admin/regions'
import { shippingOptions } from '@/api/admin/shipping-options'
import { shippingProfiles } from '@/api/admin/shipping-profiles'
import type { MswRefusalSide } from '../refusals.test'
import { shippingContext, type ShippingRefusalContext } from './refusals'

/** The shipping mock's side of its refusal table: its seeded EUR region and an option of it. */
export const msw: MswRefusalSide<ShippingRefusalContext> = {
  context: () => shippingContext({ options: shippingOptions, profiles: shippingProfiles, regions }),
}
