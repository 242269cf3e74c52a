import type { Product, SalesChannel } from '@medusajs/client-types'
import { salesChannels } from '@/api/admin/sales-channels'
import type { RecordSet } from '@/atoms/activity/entry'
import { addChannelProductsMutation, removeChannelProductsMutation, updateSalesChannelMutation } from '@/atoms/sales-channels/mutations'
import { defineReverter, disabledField, goneIsNone, oneByOne, type CurrentRecord, type Reverter } from '@/commands/core/undo'
import { productsByIds } from '@/models/products/matching'

/** What a product's channels are read with: its title and channels, nothing else. */
export const CHANNELS_SHAPE = { fields: 'id,title', expand: 'sales_channels' }

/** A product joining (true) or leaving (false) a sales channel: what a channel's product command tells the journal. */
export function channelSet(product: Pick<Product, 'id' | 'title'>, channel: { id: string; name: string }, before: boolean, after: boolean): RecordSet {
  return { id: product.id, name: product.title, field: 'member', before, after, in: channel }
}

export const inChannel = (product: Product, channelId: string) => Boolean(product.sales_channels?.some((sc) => sc.id === channelId))

/** Products read again with their channels; sent back in one batch request per direction (the channel's batch routes). */
function channelsReverter(): Reverter {
  return {
    kind: 'product',
    chunk: 100,
    fieldName: (_field, plan) => `sales channel ${plan.target?.name ?? ''}`.trim(),
    read: async (ids, plan) => {
      const channel = plan.target
      const now = new Map<string, CurrentRecord>()
      if (!channel) return now
      for (const product of await productsByIds(ids, CHANNELS_SHAPE)) {
        const member = inChannel(product, channel.id)
        now.set(product.id, { name: product.title, value: () => member, shown: () => (member ? `in ${channel.name}` : `not in ${channel.name}`) })
      }
      return now
    },
    write: async (steps, plan, tools) => {
      const channel = plan.target
      if (!channel) return
      const join = steps.filter((step) => step.before === true).map((step) => step.id)
      const leave = steps.filter((step) => step.before !== true).map((step) => step.id)
      if (leave.length) await tools.mutate(removeChannelProductsMutation, { id: channel.id, productIds: leave })
      if (join.length) await tools.mutate(addChannelProductsMutation, { id: channel.id, productIds: join })
    },
  }
}

/** The revert of a sales channel's products: steps are products, `member` true or false, the plan's target the channel. */
export const CHANNEL_PRODUCTS = defineReverter('sales-channel-products', channelsReverter)

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
