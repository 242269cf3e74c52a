import { shippingOptions } from '../../src/api/admin/shipping-options'
import { shippingProfiles } from '../../src/api/admin/shipping-profiles'
import type { Region } from '@medusajs/client-types'
import { CURRENCIES, type CurrencyCode, type Prices, type ShippingRefs, log } from './context'

/** Flat rates in each region's currency (smallest unit). */
const STANDARD: Prices = { eur: 495, usd: 595, gbp: 450 }
const EXPRESS: Prices = { eur: 1295, usd: 1495, gbp: 1150 }
const RETURN: Prices = { eur: 0, usd: 0, gbp: 0 }

/**
 * Per region: standard and express shipping, and a return shipping option, all through the manual
 * fulfillment provider. profile_id is left out: the server then uses the default shipping profile
 * (client-types types profile_id as a number; the server takes the profile's string id).
 */
export async function seedShipping(regions: Record<CurrencyCode, Region>): Promise<Record<CurrencyCode, ShippingRefs>> {
  const { shipping_profiles } = await shippingProfiles.list()
  const profile = shipping_profiles.find((p) => p.type === 'default')
  if (!profile) throw new Error('no default shipping profile: Medusa creates one on first boot')

  const refs: Partial<Record<CurrencyCode, ShippingRefs>> = {}
  for (const currency of CURRENCIES) {
    const region = regions[currency]
    const common = { region_id: region.id, provider_id: 'manual', price_type: 'flat_rate' as const }
    const { shipping_option: standard } = await shippingOptions.create({
      ...common,
      name: 'Standard Shipping',
      data: { id: 'manual-fulfillment' },
      amount: STANDARD[currency],
    })
    const { shipping_option: express } = await shippingOptions.create({
      ...common,
      name: 'Express Shipping',
      data: { id: 'manual-fulfillment' },
      amount: EXPRESS[currency],
      // Only for carts from 20.00 in the region's currency: gives the panels a requirement to show.
      requirements: [{ type: 'min_subtotal', amount: 2000 }],
    })
    const { shipping_option: returns } = await shippingOptions.create({
      ...common,
      name: 'Return Shipping',
      data: { id: 'manual-fulfillment-return' },
      amount: RETURN[currency],
      is_return: true,
    })
    refs[currency] = { standard: standard.id, express: express.id, return: returns.id }
  }
  log(`shipping: profile "${profile.name}", standard + express + return option in each region`)
  return refs as Record<CurrencyCode, ShippingRefs>
}
