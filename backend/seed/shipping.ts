import { shippingOptions } from '../../src/api/admin/shipping-options'
import { shippingProfiles } from '../../src/api/admin/shipping-profiles'
import { CURRENCIES, type Prices, type SeedContext, log } from './context'

/** Flat rates in each region's currency (smallest unit). */
const STANDARD: Prices = { eur: 495, usd: 595, gbp: 450 }
const EXPRESS: Prices = { eur: 1295, usd: 1495, gbp: 1150 }
const RETURN: Prices = { eur: 0, usd: 0, gbp: 0 }

/**
 * Per region: standard and express shipping, and a return shipping option, all through the manual
 * fulfillment provider. profile_id is left out: the server then uses the default shipping profile
 * (client-types types profile_id as a number; the server takes the profile's string id).
 */
export async function seedShipping(ctx: SeedContext): Promise<void> {
  const { shipping_profiles } = await shippingProfiles.list()
  const profile = shipping_profiles.find((p) => p.type === 'default')
  if (!profile) throw new Error('no default shipping profile: Medusa creates one on first boot')

  for (const currency of CURRENCIES) {
    const region = ctx.regions[currency]
    const common = { region_id: region.id, provider_id: 'manual', price_type: 'flat_rate' as const }
    await shippingOptions.create({
      ...common,
      name: 'Standard Shipping',
      data: { id: 'manual-fulfillment' },
      amount: STANDARD[currency],
    })
    await shippingOptions.create({
      ...common,
      name: 'Express Shipping',
      data: { id: 'manual-fulfillment' },
      amount: EXPRESS[currency],
      // Only for carts from 20.00 in the region's currency: gives the panels a requirement to show.
      requirements: [{ type: 'min_subtotal', amount: 2000 }],
    })
    await shippingOptions.create({
      ...common,
      name: 'Return Shipping',
      data: { id: 'manual-fulfillment-return' },
      amount: RETURN[currency],
      is_return: true,
    })
  }
  log(`shipping: profile "${profile.name}", standard + express + return option in each region`)
}
