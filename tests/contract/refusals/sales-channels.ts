import type { ChannelRefusalContext } from '../../mocks/sales-channels/refusals'
import type { RefusalSide } from '../../support/refusals'
import { products, salesChannels } from '../api'
import { defaultSalesChannelId } from '../helpers'

/** The sales-channels table against Medusa: the default channel and any product (no row changes them). */
export const medusa: Omit<RefusalSide<ChannelRefusalContext>, 'name'> = {
  context: async () => ({ api: salesChannels, defaultChannelId: await defaultSalesChannelId(), productId: (await products.list({ limit: 1 })).products[0]?.id ?? 'prod_none' }),
}
