import type { SalesChannel } from '@medusajs/client-types'
import { salesChannels } from '../../src/api/admin/sales-channels'
import { store } from '../../src/api/admin/store'
import { log } from './context'

/**
 * Medusa's default channel (created on first boot) plus "Webshop", so channel filters have a choice, and a
 * disabled one. Returns the two that sell: products and carts use them.
 */
export async function seedSalesChannels(): Promise<SalesChannel[]> {
  const { store: current } = await store.retrieve()
  const fallback = current.default_sales_channel
  if (!fallback) throw new Error('the store has no default sales channel')
  const { sales_channel: webshop } = await salesChannels.create({
    name: 'Webshop',
    description: 'The online storefront',
  })
  // A channel that is switched off, so the panels show the disabled state.
  const { sales_channel: popUp } = await salesChannels.create({
    name: 'Pop-up Store',
    description: 'Seasonal pop-up shop (closed for now)',
    is_disabled: true,
  })
  log(`sales channels: ${fallback.name}, ${webshop.name}, ${popUp.name} (disabled)`)
  return [fallback, webshop]
}
