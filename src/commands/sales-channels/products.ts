import type { Product } from '@medusajs/client-types'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { addChannelProductsMutation, removeChannelProductsMutation } from '@/atoms/sales-channels/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { focusOf, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup, type CommandTools } from '@/commands/core/define'
import { entityArg, pickerOf, toOptions } from '@/commands/core/entity'
import { productEntity } from '@/models/products/entity'
import { matchingText, productMatching, productsByIds, productSelection, productsCount, productsNamed } from '@/models/products/matching'
import { inverse, recordSets } from '@/commands/core/undo'
import { addMatchingMembers, memberSet } from '@/commands/core/membership'
import { CHANNEL_PRODUCTS, CHANNELS_SHAPE, inChannel } from './undo'
import { channelIn } from './channels'
import { salesChannelEntity } from '@/models/sales-channels/entity'

const GROUP = 'Sales channels'

/** Who joined (or left) by the run, as read just before it: what an undo takes out (or puts back). */
const undoMembership = inverse(CHANNEL_PRODUCTS)

/** Changes a channel's products, telling the journal each product whose membership it changed. */
async function changeChannel(tools: CommandTools, salesChannelId: string, productIds: string[], join: boolean) {
  const before = await productsByIds(productIds, CHANNELS_SHAPE)
  const { sales_channel } = await tools.mutate(join ? addChannelProductsMutation : removeChannelProductsMutation, { id: salesChannelId, productIds })
  const channel = { id: salesChannelId, name: sales_channel.name }
  recordSets(tools, before.filter((p) => inChannel(p, salesChannelId) !== join).map((p) => memberSet(p, p.title, channel, !join, join)))
  return toast(`${join ? 'Added to' : 'Removed from'} ${sales_channel.name}`, productsCount(productIds.length))
}

const channelName = (ctx: CommandContext, args: PartialArgs) => {
  const name = channelIn(ctx, args)?.name
  return name ? `sales channel ${name}` : 'the sales channel'
}

export const addChannelProducts = defineCommand({
  id: 'sales-channels.add-products',
  title: 'Add products to sales channel…',
  keywords: ['assign', 'include', 'sell', 'publish to'],
  hotkey: 'a',
  scope: 'sales-channel',
  args: {
    salesChannelId: entityArg(salesChannelEntity),
    productIds: arg.entities({
      label: 'Products',
      // The products table's selection; in a channel's panel a selection is its products, so a picker asks.
      default: (ctx) => (focusOf(ctx, 'sales-channel') ? undefined : productSelection(ctx)?.ids.slice()),
      search: pickerOf(productEntity),
    }),
  },
  confirm: ({ salesChannelId, productIds }, ctx) => `Add ${productsNamed(ctx, productIds)} to ${channelName(ctx, { salesChannelId })}?`,
  run: ({ salesChannelId, productIds }, tools) => changeChannel(tools, salesChannelId, productIds, true),
  undo: undoMembership,
})

export const addMatchingToChannel = defineCommand({
  id: 'sales-channels.add-matching',
  title: 'Add every product matching the table to a sales channel…',
  keywords: ['all', 'filter', 'bulk', 'assign', 'sell'],
  when: (ctx) => ctx.list?.kind === 'product' && ctx.list.count > 0,
  args: { salesChannelId: arg.entity({ label: 'Sales channel', search: pickerOf(salesChannelEntity) }) },
  confirm: ({ salesChannelId }, ctx) => `Add ${matchingText(ctx)} to ${channelName(ctx, { salesChannelId })}?`,
  run: ({ salesChannelId }, tools) =>
    addMatchingMembers(tools, {
      matching: productMatching(CHANNELS_SHAPE),
      isMember: inChannel,
      target: { id: salesChannelId, name: channelIn(tools.ctx, { salesChannelId })?.name ?? 'the sales channel' },
      targetText: channelName(tools.ctx, { salesChannelId }),
      send: (productIds) => tools.mutate(addChannelProductsMutation, { id: salesChannelId, productIds }),
    }),
  undo: undoMembership,
})

export const removeChannelProducts = defineCommand({
  id: 'sales-channels.remove-products',
  title: 'Remove products from sales channel…',
  keywords: ['unassign', 'exclude', 'stop selling'],
  hotkey: 'r',
  scope: 'sales-channel',
  args: {
    salesChannelId: entityArg(salesChannelEntity),
    productIds: arg.entities({
      label: 'Products to remove',
      // In a channel's panel, its products table's selection.
      default: (ctx) => (focusOf(ctx, 'sales-channel') ? productSelection(ctx)?.ids.slice() : undefined),
      search: async (q, { queryClient, args }) => {
        const salesChannelId = typeof args.salesChannelId === 'string' ? args.salesChannelId : undefined
        if (!salesChannelId) return []
        const page = await queryClient.fetchQuery(salesChannelQueries.products(salesChannelId, { q: q.trim() || undefined, limit: 20 }))
        return toOptions(productEntity, page.products as Product[], q)
      },
    }),
  },
  confirm: ({ salesChannelId, productIds }, ctx) =>
    `Remove ${productsNamed(ctx, productIds)} from ${channelName(ctx, { salesChannelId })}? The products stay, no longer sold there.`,
  run: ({ salesChannelId, productIds }, tools) => changeChannel(tools, salesChannelId, productIds, false),
  undo: undoMembership,
})

export const salesChannelProductCommands = inGroup(GROUP, [addChannelProducts, addMatchingToChannel, removeChannelProducts])
