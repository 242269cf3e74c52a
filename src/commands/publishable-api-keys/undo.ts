import type { RecordSet } from '@/atoms/activity/entry'
import { addPublishableKeyChannelsMutation, publishableKeyQueries, removePublishableKeyChannelsMutation } from '@/atoms/publishable-api-keys/keys'
import type { CommandTools } from '@/commands/core/define'
import { defineReverter, type CurrentRecord } from '@/commands/core/undo'

/** The channels a key scopes now, by id with their names (a key scopes a handful: one request). */
export async function keyChannels(keyId: string, { fetch }: Pick<CommandTools, 'fetch'>): Promise<Map<string, string>> {
  const { sales_channels } = await fetch({ ...publishableKeyQueries.salesChannels(keyId), staleTime: 0 })
  return new Map(sales_channels.map((channel) => [channel.id, channel.name]))
}

/**
 * What adding (true) or removing (false) channels did to a key's scope, for the journal: each channel
 * whose membership changed, named, the key the plan's target. `before` is read just before the run.
 */
export function keyChannelSets(key: { id: string; title: string }, channelIds: readonly string[], before: Map<string, string>, after: Map<string, string>): RecordSet[] {
  return channelIds
    .filter((id) => before.has(id) !== after.has(id))
    .map((id) => ({ id, name: after.get(id) ?? before.get(id) ?? '', field: 'member', before: before.has(id), after: after.has(id), in: { id: key.id, name: key.title } }))
}

/** The revert of a key's sales channels: the key read again, each channel added back or removed again in one request per direction. */
export const KEY_CHANNELS = defineReverter('publishable-key-channels', () => ({
  kind: 'sales-channel',
  chunk: 100,
  fieldName: (_field, plan) => `scope of ${plan.target?.name ?? 'the key'}`,
  read: async (ids, plan, tools) => {
    const key = plan.target
    const now = new Map<string, CurrentRecord>()
    if (!key) return now
    const members = await keyChannels(key.id, tools)
    for (const id of ids) {
      const member = members.has(id)
      const name = members.get(id) ?? plan.steps.find((step) => step.id === id)?.name ?? ''
      now.set(id, { name, value: () => member, shown: () => (member ? 'in it' : 'not in it') })
    }
    return now
  },
  write: async (steps, plan, { mutate }) => {
    const key = plan.target
    if (!key) return
    const add = steps.filter((step) => step.before === true).map((step) => step.id)
    const remove = steps.filter((step) => step.before !== true).map((step) => step.id)
    if (remove.length) await mutate(removePublishableKeyChannelsMutation, { id: key.id, salesChannelIds: remove })
    if (add.length) await mutate(addPublishableKeyChannelsMutation, { id: key.id, salesChannelIds: add })
  },
}))
