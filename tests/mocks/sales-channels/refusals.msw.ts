import { salesChannels } from '@/api/admin/sales-channels'
import type { MswRefusalSide } from '../refusals.test'
import type { ChannelRefusalContext } from './refusals'

/** The sales-channels mock's side of its refusal table: the seeded default channel and products. */
export const msw: MswRefusalSide<ChannelRefusalContext> = {
  context: (db) => ({ api: salesChannels, defaultChannelId: db.store.default_sales_channel_id ?? 'sc_none', productId: db.products[0]?.id ?? 'prod_none' }),
}
