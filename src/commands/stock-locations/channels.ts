import type { SalesChannel } from '@medusajs/client-types'
import { stockLocationQueries } from '@/atoms/stock-locations/keys'
import { locationChannelMutation } from '@/atoms/stock-locations/mutations'
import { arg, defineCommand, inGroup, toast, type CommandTools } from '@/commands/core/define'
import { entityArg, pickerOf, toOptions } from '@/commands/core/entity'
import { onlyWithFlag } from '@/commands/core/flags'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { pickedRecord } from '@/models/core/context'
import { matchesText } from '@/models/core/entity'
import { SALES_CHANNELS_FLAG } from '@/models/sales-channels/area'
import { salesChannelEntity } from '@/models/sales-channels/entity'
import { stockLocationEntity } from '@/models/stock-locations/entity'
import { locationIn } from './locations'

const locationName = (ctx: CommandContext, args: PartialArgs) => locationIn(ctx, args)?.name ?? 'the stock location'
const channelName = (ctx: CommandContext, args: PartialArgs) =>
  pickedRecord<SalesChannel>(ctx, 'salesChannelId', args.salesChannelId)?.name ?? 'the sales channel'

/** The location's channels as the server has them now (not the cache: someone may have changed them). */
async function channelsOf(tools: Pick<CommandTools, 'fetch'>, locationId: string): Promise<SalesChannel[]> {
  const { stock_location } = await tools.fetch({ ...stockLocationQueries.detail(locationId), staleTime: 0 })
  return stock_location.sales_channels ?? []
}

async function changeChannel(a: { stockLocationId: string; salesChannelId: string }, tools: CommandTools, join: boolean) {
  const location = locationName(tools.ctx, a)
  const channel = channelName(tools.ctx, a)
  await tools.mutate(locationChannelMutation, { locationId: a.stockLocationId, salesChannelId: a.salesChannelId, join })
  return toast(join ? `${channel} sells from ${location}` : `${channel} no longer sells from ${location}`)
}

export const addLocationChannel = defineCommand({
  id: 'stock-locations.add-sales-channel',
  title: 'Add sales channel to stock location…',
  keywords: ['sell from', 'fulfil from', 'link channel'],
  hotkey: 'a',
  scope: 'stock-location',
  args: {
    stockLocationId: entityArg(stockLocationEntity),
    // Medusa searches the channels; the ones already selling from the location are left out.
    salesChannelId: arg.entity({
      label: 'Sales channel',
      name: (record) => (record as SalesChannel).name,
      search: async (q, tools) => {
        const options = await pickerOf(salesChannelEntity)(q, tools)
        const id = tools.args.stockLocationId
        const location = typeof id === 'string' ? locationIn(tools.ctx, tools.args) : undefined
        const linked = new Set((location?.sales_channels ?? []).map((channel) => channel.id))
        return options.filter((option) => !linked.has(option.id))
      },
    }),
  },
  run: (a, tools) => changeChannel(a, tools, true),
})

export const removeLocationChannel = defineCommand({
  id: 'stock-locations.remove-sales-channel',
  title: 'Remove sales channel from stock location…',
  keywords: ['stop selling from', 'unlink channel'],
  hotkey: 'r',
  scope: 'stock-location',
  args: {
    stockLocationId: entityArg(stockLocationEntity),
    salesChannelId: arg.entity({
      label: 'Sales channel to remove',
      name: (record) => (record as SalesChannel).name,
      search: async (q, tools) => {
        const id = tools.args.stockLocationId
        if (typeof id !== 'string') return []
        const channels = await channelsOf({ fetch: (options) => tools.queryClient.fetchQuery(options) }, id)
        return toOptions(salesChannelEntity, channels.filter((channel) => matchesText(q, channel.name, channel.description)), q)
      },
    }),
  },
  confirm: (a, ctx) => `Stop selling ${channelName(ctx, a)} from ${locationName(ctx, a)}? Its orders are no longer fulfilled from there.`,
  run: (a, tools) => changeChannel(a, tools, false),
})

export const stockLocationChannelCommands = inGroup('Stock locations', onlyWithFlag(SALES_CHANNELS_FLAG, [addLocationChannel, removeLocationChannel]))
