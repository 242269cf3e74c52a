import type { Product, SalesChannel } from '@medusajs/client-types'
import { salesChannels } from '@/api/admin/sales-channels'
import { addChannelProductsMutation, removeChannelProductsMutation, updateSalesChannelMutation } from '@/atoms/sales-channels/mutations'
import { defineReverter, disabledField, goneIsNone, oneByOne } from '@/commands/core/undo'
import { membershipReverter } from '@/commands/core/membership'
import { productsByIds } from '@/models/products/matching'

/** What a product's channels are read with: its title and channels, nothing else. */
export const CHANNELS_SHAPE = { fields: 'id,title', expand: 'sales_channels' }

export const inChannel = (product: Product, channelId: string) => Boolean(product.sales_channels?.some((sc) => sc.id === channelId))

/** The revert of a sales channel's products: steps are products, `member` true or false, the plan's target the channel. */
export const CHANNEL_PRODUCTS = defineReverter('sales-channel-products', () =>
  membershipReverter<Product>({
    kind: 'product',
    noun: 'sales channel',
    read: (ids) => productsByIds(ids, CHANNELS_SHAPE),
    name: (product) => product.title,
    isMember: inChannel,
    join: (id, productIds, { mutate }) => mutate(addChannelProductsMutation, { id, productIds }),
    leave: (id, productIds, { mutate }) => mutate(removeChannelProductsMutation, { id, productIds }),
  }),
)

/** The revert of a channel's enable or disable: read again, set back only while still as the run left it. */
export const SALES_CHANNELS = defineReverter('sales-channels', () =>
  oneByOne<SalesChannel, { is_disabled?: boolean }>({
    kind: 'sales-channel',
    retrieve: async (id) => (await salesChannels.retrieve(id).catch(goneIsNone))?.sales_channel as SalesChannel | undefined,
    name: (channel) => channel.name,
    fields: { is_disabled: disabledField<SalesChannel>() },
    update: (id, body, { mutate }) => mutate(updateSalesChannelMutation, { id, body }),
  }),
)
