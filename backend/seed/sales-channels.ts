import type { SalesChannel } from '@medusajs/client-types'
import { salesChannels } from '../../src/api/admin/sales-channels'
import { store } from '../../src/api/admin/store'
import { log } from './context'

/** Medusa's default channel (created on first boot) plus a second one, so channel filters have a choice. */
export async function seedSalesChannels(): Promise<SalesChannel[]> {
  const { store: current } = await store.retrieve()
  const fallback = current.default_sales_channel
  if (!fallback) throw new Error('the store has no default sales channel')
  const { sales_channel: webshop } = await salesChannels.create({
    name: 'Webshop',
    description: 'The online storefront',
  })
  log(`sales channels: ${fallback.name}, ${webshop.name}`)
  return [fallback, webshop]
}
