import type { SalesChannel } from '@medusajs/client-types'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { createSalesChannelMutation, deleteSalesChannelMutation, updateSalesChannelMutation } from '@/atoms/sales-channels/mutations'
import { recordAction } from '@/commands/core/action'
import { undoableSet } from '@/commands/core/undo'
import { SALES_CHANNELS } from './undo'
import { rule } from '@/models/core/rules'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { productQueries } from '@/atoms/products/keys'
import { editRecord } from '@/commands/core/edit'
import { recordIn } from '@/models/core/entity'
import { salesChannelsNav } from '@/models/sales-channels/area'
import { salesChannelEntity } from '@/models/sales-channels/entity'

const GROUP = 'Sales channels'

/** The channel the `salesChannelId` argument holds, as the operator has seen it (focused or picked). */
export const channelIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'sales-channel', 'salesChannelId', args)

/** The sales channels area: 'Go to sales channels' (g h), 'Open sales channel…' and the nav link. */
export const salesChannelsArea = defineArea(salesChannelsNav, { entity: salesChannelEntity, arg: 'salesChannelId', keywords: ['find', 'storefront'] })

type MadeChannel = { name: string; description?: string | null; disabled: boolean }
const channelBody = ({ name, description, disabled }: MadeChannel) => ({ name, ...(description ? { description } : {}), is_disabled: disabled })

/** A new channel is taken back while it is as it was made and sells no product (counted afresh); a redo makes it again. */
const channelCreated = createRevert<SalesChannel>({
  command: 'sales-channels.create',
  kind: 'sales-channel',
  read: (id, { fetch }) => fetch({ ...salesChannelQueries.detail(id), staleTime: 0 }).then((r) => r.sales_channel as SalesChannel),
  name: (channel) => channel.name,
  made: (channel) => ({ name: channel.name, description: channel.description, disabled: channel.is_disabled }),
  holds: async (channel, { fetch }) => holding(await fetch({ ...productQueries.countIn({ sales_channel_id: [channel.id] }), staleTime: 0 }), 'product'),
  remove: (id, { mutate }) => mutate(deleteSalesChannelMutation, id),
  make: async (fields, { mutate }) => (await mutate(createSalesChannelMutation, channelBody(fields as MadeChannel))).sales_channel.id,
})

export const createSalesChannel = defineCommand({
  id: 'sales-channels.create',
  title: 'Create sales channel',
  keywords: ['new', 'add', 'storefront', 'marketplace'],
  args: {
    name: arg.text({ label: 'Name', placeholder: 'Wholesale webshop' }),
    description: arg.text({ label: 'Description', optional: true, more: true, placeholder: 'Where it sells (optional)' }),
    disabled: arg.boolean({ label: 'Start disabled?', description: 'A disabled channel keeps its products but sells none of them' }),
  },
  run: async ({ name, description, disabled }, tools) => {
    const { sales_channel } = await tools.mutate(createSalesChannelMutation, channelBody({ name, description, disabled }))
    channelCreated.told(tools, sales_channel as SalesChannel)
    return openPanel(salesChannelsNav.routes.record(sales_channel.id))
  },
  undo: channelCreated.undo,
})

export const editSalesChannel = editRecord({
  id: 'sales-channels.update',
  title: 'Edit sales channel: name and description',
  keywords: ['rename', 'description'],
  entity: salesChannelEntity,
  arg: 'salesChannelId',
  read: (id, { fetch }) => fetch({ ...salesChannelQueries.detail(id), staleTime: 0 }).then((r) => r.sales_channel),
  undoable: true,
  fields: (current) => ({
    name: arg.text({ label: 'Name', initial: current((c) => c.name) }),
    description: arg.text({ label: 'Description (empty: none)', optional: true, initial: current((c) => c.description) }),
  }),
  run: async ({ salesChannelId, name, description }, { mutate }) => {
    // Medusa keeps a description that is left out; an emptied one is sent as '' to clear it.
    const { sales_channel } = await mutate(updateSalesChannelMutation, { id: salesChannelId, body: { name, description: description ?? '' } })
    return toast('Sales channel saved', sales_channel.name)
  },
})

export const disableSalesChannel = undoableSet(recordAction({
  id: 'sales-channels.disable',
  title: 'Disable sales channel',
  keywords: ['turn off', 'pause', 'stop selling'],
  hotkey: 'shift+d',
  entity: salesChannelEntity,
  arg: 'salesChannelId',
  rule: rule<SalesChannel>(
    (channel) => !channel.is_disabled,
    (channel) => `${channel.name} is already disabled`,
  ),
  confirm: (channel) => `Disable ${channel ? channel.name : 'this sales channel'}? Its products stay in it, but carts in this channel cannot buy them.`,
  mutation: updateSalesChannelMutation,
  vars: (id) => ({ id, body: { is_disabled: true } }),
  done: ({ sales_channel }) => toast('Sales channel disabled', sales_channel.name),
}), { revert: SALES_CHANNELS, arg: 'salesChannelId', field: 'is_disabled', before: false, after: true })

export const enableSalesChannel = undoableSet(recordAction({
  id: 'sales-channels.enable',
  title: 'Enable sales channel',
  keywords: ['turn on', 'resume', 'start selling'],
  hotkey: 'shift+e',
  entity: salesChannelEntity,
  arg: 'salesChannelId',
  rule: rule<SalesChannel>(
    (channel) => Boolean(channel.is_disabled),
    (channel) => `${channel.name} is already enabled`,
  ),
  mutation: updateSalesChannelMutation,
  vars: (id) => ({ id, body: { is_disabled: false } }),
  done: ({ sales_channel }) => toast('Sales channel enabled', sales_channel.name),
}), { revert: SALES_CHANNELS, arg: 'salesChannelId', field: 'is_disabled', before: true, after: false })

export const deleteSalesChannel = recordAction({
  id: 'sales-channels.delete',
  title: 'Delete sales channel',
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: salesChannelEntity,
  arg: 'salesChannelId',
  confirm: (channel) => `Delete ${channel ? channel.name : 'this sales channel'}? Its products stay, no longer sold in it. This cannot be undone.`,
  mutation: deleteSalesChannelMutation,
  done: () => openPanel(salesChannelsNav.routes.list()),
})

export const salesChannelRecordCommands = inGroup(GROUP, [
  salesChannelsArea.list,
  salesChannelsArea.open,
  createSalesChannel,
  editSalesChannel,
  disableSalesChannel,
  enableSalesChannel,
  deleteSalesChannel,
])
