import type { SalesChannel } from '@medusajs/client-types'
import { stockLocationQueries } from '@/atoms/stock-locations/keys'
import { locationChannelMutation } from '@/atoms/stock-locations/mutations'
import { arg, defineCommand, inGroup, toast, type CommandTools } from '@/commands/core/define'
import { entityArg, pickerOf, toOptions } from '@/commands/core/entity'
import { onlyWithFlag } from '@/commands/core/flags'
import { defineReverter, inverse, recordSets, type CurrentRecord } from '@/commands/core/undo'
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

/** The location as the server has it now (not the cache: someone may have changed its channels). */
const locationNow = async (tools: Pick<CommandTools, 'fetch'>, locationId: string) =>
  (await tools.fetch({ ...stockLocationQueries.detail(locationId), staleTime: 0 })).stock_location

/** The location's channels as the server has them now. */
const channelsOf = async (tools: Pick<CommandTools, 'fetch'>, locationId: string): Promise<SalesChannel[]> => (await locationNow(tools, locationId)).sales_channels ?? []

/** The revert of a location's channels: the location read again, each channel linked back or unlinked again. */
const LOCATION_CHANNELS = defineReverter('stock-location-channels', () => ({
  kind: 'sales-channel',
  chunk: 20,
  fieldName: (_field, plan) => `channels of ${plan.target?.name || 'the stock location'}`,
  read: async (ids, plan, tools) => {
    const now = new Map<string, CurrentRecord>()
    if (!plan.target) return now
    const linked = new Map((await channelsOf(tools, plan.target.id)).map((channel) => [channel.id, channel.name]))
    for (const id of ids) {
      const member = linked.has(id)
      now.set(id, { name: linked.get(id) ?? plan.steps.find((step) => step.id === id)?.name ?? '', value: () => member, shown: () => (member ? 'linked' : 'not linked') })
    }
    return now
  },
  write: async (steps, plan, { mutate }) => {
    const locationId = plan.target?.id
    if (!locationId) return
    for (const step of steps) await mutate(locationChannelMutation, { locationId, salesChannelId: step.id, join: step.before === true })
  },
}))

async function changeChannel(a: { stockLocationId: string; salesChannelId: string }, tools: CommandTools, join: boolean) {
  const location = locationName(tools.ctx, a)
  const channel = channelName(tools.ctx, a)
  // Read first: the undo sets back what the location had (a channel already linked stays linked).
  const before = await locationNow(tools, a.stockLocationId)
  const had = before.sales_channels?.find((sc) => sc.id === a.salesChannelId)
  await tools.mutate(locationChannelMutation, { locationId: a.stockLocationId, salesChannelId: a.salesChannelId, join })
  if (Boolean(had) !== join) {
    // Named as picked, or as the location listed it; else the undo names it when it reads it again.
    const name = pickedRecord<SalesChannel>(tools.ctx, 'salesChannelId', a.salesChannelId)?.name ?? had?.name ?? ''
    recordSets(tools, [{ id: a.salesChannelId, name, field: 'member', before: Boolean(had), after: join, in: { id: before.id, name: before.name } }])
  }
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
  undo: inverse(LOCATION_CHANNELS),
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
  undo: inverse(LOCATION_CHANNELS),
})

export const stockLocationChannelCommands = inGroup('Stock locations', onlyWithFlag(SALES_CHANNELS_FLAG, [addLocationChannel, removeLocationChannel]))
