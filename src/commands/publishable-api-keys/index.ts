import type { PublishableApiKey } from '@medusajs/client-types'
import {
  addPublishableKeyChannelsMutation,
  createPublishableKeyMutation,
  deletePublishableKeyMutation,
  publishableKeyQueries,
  removePublishableKeyChannelsMutation,
  revokePublishableKeyMutation,
  updatePublishableKeyMutation,
} from '@/atoms/publishable-api-keys/keys'
import { recordAction } from '@/commands/core/action'
import { createRevert, holding } from '@/commands/core/createUndo'
import { inverse, recordSets } from '@/commands/core/undo'
import { KEY_CHANNELS, keyChannels, keyChannelSets } from './undo'
import { defineSettingsArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import { arg, copy, defineCommand, openPanel, toast, type CommandTools, inGroup } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { entityArg, pickerOf, toOptions } from '@/commands/core/entity'
import type { CommandContext } from '@/models/core/context'
import { recordIn } from '@/models/core/entity'
import { onFocused, refusalOf } from '@/models/core/rules'
import { notRevoked, publishableKeyEntity, publishableKeysSettings, usableToken } from '@/models/publishable-api-keys/key'
import { salesChannelEntity } from '@/models/sales-channels/entity'
import { counted } from '@/models/core/text'

const KIND = 'publishable-api-key'
const routes = publishableKeysSettings.routes

/** 'Go to settings: publishable api keys'. */
export const publishableKeysArea = defineSettingsArea(publishableKeysSettings)

const keyIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, KIND, 'keyId', args)
const keyName = (ctx: CommandContext, args: PartialArgs) => keyIn(ctx, args)?.title ?? 'the publishable API key'
/** The key as the server has it now (a picked record may be minutes old). */
const currentKey = async (id: string, tools: CommandTools): Promise<PublishableApiKey> =>
  (await tools.fetch({ ...publishableKeyQueries.detail(id), staleTime: 0 })).publishable_api_key

export const openPublishableKey = defineCommand({
  id: 'publishable-api-keys.open',
  reads: true,
  title: 'Open publishable API key…',
  keywords: ['find', 'storefront', 'token'],
  args: { keyId: arg.entity({ label: 'Publishable API key', search: pickerOf(publishableKeyEntity) }) },
  run: async ({ keyId }) => openPanel(routes.record(keyId)),
})

/**
 * A new key is taken back while it has its title, is not revoked and scopes no sales channel (read
 * afresh); a storefront may already use its token, which the undo cannot see. A redo makes a key of
 * that title again, with a new token.
 */
const keyCreated = createRevert<PublishableApiKey>({
  command: 'publishable-api-keys.create',
  kind: KIND,
  read: currentKey,
  name: (key) => key.title,
  made: (key) => ({ title: key.title, revoked_at: key.revoked_at }),
  holds: async (key, tools) => holding((await keyChannels(key.id, tools)).size, 'sales channel'),
  remove: (id, { mutate }) => mutate(deletePublishableKeyMutation, id),
  make: async (fields, { mutate }) => (await mutate(createPublishableKeyMutation, String(fields.title))).publishable_api_key.id,
  remade: 'made again with a new token',
})

export const createPublishableKey = defineCommand({
  id: 'publishable-api-keys.create',
  title: 'Create publishable API key',
  keywords: ['new', 'add', 'storefront', 'token'],
  // Medusa takes an empty title; the console names keys by it, so one is required here.
  args: { title: arg.text({ label: 'Title', placeholder: 'Webshop storefront' }) },
  run: async ({ title }, tools) => {
    const { publishable_api_key: key } = await tools.mutate(createPublishableKeyMutation, title)
    keyCreated.told(tools, key)
    // The token is shown here, once, and copied: the storefront is configured with it.
    return copy(`${key.title} created: its token is copied`, key.id)
  },
  undo: keyCreated.undo,
})

export const editPublishableKey = editRecord({
  id: 'publishable-api-keys.update',
  title: 'Edit publishable API key title',
  keywords: ['rename', 'title'],
  entity: publishableKeyEntity,
  arg: 'keyId',
  read: (id, { fetch }) => fetch({ ...publishableKeyQueries.detail(id), staleTime: 0 }).then((r) => r.publishable_api_key),
  undoable: true,
  fields: (current) => ({ title: arg.text({ label: 'Title', initial: current((key) => key.title) }) }),
  run: async ({ keyId, title }, { mutate }) => {
    const { publishable_api_key: key } = await mutate(updatePublishableKeyMutation, { id: keyId, title })
    return toast('Publishable API key saved', key.title)
  },
})

export const copyPublishableKeyToken = defineCommand({
  id: 'publishable-api-keys.copy-token',
  reads: true,
  title: 'Copy token of publishable API key',
  keywords: ['clipboard', 'storefront', 'pk', 'x-publishable-api-key'],
  hotkey: 'c',
  scope: KIND,
  when: onFocused(KIND, usableToken.allows),
  why: refusalOf(KIND, usableToken),
  args: { keyId: entityArg(publishableKeyEntity) },
  run: async ({ keyId }, tools) => {
    const key = await currentKey(keyId, tools)
    if (!usableToken.allows(key)) throw new Error(usableToken.refusal(key))
    return copy(`Token of ${key.title} copied`, key.id)
  },
})

export const revokePublishableKey = recordAction({
  id: 'publishable-api-keys.revoke',
  title: 'Revoke publishable API key',
  keywords: ['disable', 'invalidate', 'retire'],
  hotkey: 'shift+r',
  entity: publishableKeyEntity,
  arg: 'keyId',
  rule: notRevoked,
  // Medusa 1.20 only marks the key: storefront requests that send it are still answered in its scope.
  confirm: (key) =>
    `Revoke ${key ? key.title : 'this publishable API key'}? It is marked revoked for good; Medusa still answers storefronts that send it, so replace it there. This cannot be undone.`,
  mutation: revokePublishableKeyMutation,
  done: ({ publishable_api_key: key }) => toast('Publishable API key revoked', key.title),
})

export const deletePublishableKey = recordAction({
  id: 'publishable-api-keys.delete',
  title: 'Delete publishable API key',
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: publishableKeyEntity,
  arg: 'keyId',
  confirm: (key) =>
    `Delete ${key ? key.title : 'this publishable API key'}? Medusa still answers storefronts that send its token, so replace it there first. This cannot be undone.`,
  mutation: deletePublishableKeyMutation,
  done: () => openPanel(routes.list()),
})

const keyIdOf = (args: PartialArgs) => (typeof args.keyId === 'string' ? args.keyId : undefined)

export const addPublishableKeyChannels = defineCommand({
  id: 'publishable-api-keys.add-sales-channels',
  title: 'Add sales channels to publishable API key…',
  keywords: ['scope', 'assign', 'storefront'],
  hotkey: 'a',
  scope: KIND,
  args: {
    keyId: entityArg(publishableKeyEntity),
    salesChannelIds: arg.entities({
      label: 'Sales channels',
      description: 'A storefront sending the key is answered within its sales channels (with none, within all)',
      // The channels the key does not have yet.
      search: async (q, tools) => {
        const keyId = keyIdOf(tools.args)
        const [channels, current] = await Promise.all([
          salesChannelEntity.search(q, tools),
          keyId ? tools.queryClient.fetchQuery(publishableKeyQueries.salesChannels(keyId)) : undefined,
        ])
        const has = new Set(current?.sales_channels.map((sc) => sc.id))
        return toOptions(salesChannelEntity, channels.filter((sc) => !has.has(sc.id)), q)
      },
    }),
  },
  confirm: ({ keyId, salesChannelIds }, ctx) => `Add ${counted(salesChannelIds.length, 'sales channel')} to ${keyName(ctx, { keyId })}?`,
  run: async ({ keyId, salesChannelIds }, tools) => {
    const before = await keyChannels(keyId, tools)
    const { publishable_api_key: key } = await tools.mutate(addPublishableKeyChannelsMutation, { id: keyId, salesChannelIds })
    recordSets(tools, keyChannelSets(key, salesChannelIds, before, await keyChannels(keyId, tools)))
    return toast(`Added to ${key.title}`, counted(salesChannelIds.length, 'sales channel'))
  },
  undo: inverse(KEY_CHANNELS),
})

export const removePublishableKeyChannels = defineCommand({
  id: 'publishable-api-keys.remove-sales-channels',
  title: 'Remove sales channels from publishable API key…',
  keywords: ['unassign', 'scope'],
  hotkey: 'r',
  scope: KIND,
  args: {
    keyId: entityArg(publishableKeyEntity),
    salesChannelIds: arg.entities({
      label: 'Sales channels to remove',
      search: async (q, { queryClient, args }) => {
        const keyId = keyIdOf(args)
        if (!keyId) return []
        const { sales_channels } = await queryClient.fetchQuery(publishableKeyQueries.salesChannels(keyId, q.trim()))
        return toOptions(salesChannelEntity, sales_channels, q)
      },
    }),
  },
  confirm: ({ keyId, salesChannelIds }, ctx) =>
    `Remove ${counted(salesChannelIds.length, 'sales channel')} from ${keyName(ctx, { keyId })}? A key left with none is answered within every sales channel.`,
  run: async ({ keyId, salesChannelIds }, tools) => {
    const before = await keyChannels(keyId, tools)
    const { publishable_api_key: key } = await tools.mutate(removePublishableKeyChannelsMutation, { id: keyId, salesChannelIds })
    recordSets(tools, keyChannelSets(key, salesChannelIds, before, await keyChannels(keyId, tools)))
    return toast(`Removed from ${key.title}`, counted(salesChannelIds.length, 'sales channel'))
  },
  undo: inverse(KEY_CHANNELS),
})

/** Publishable API keys: create (the token shown once and copied), edit, copy the token, revoke, delete, sales channels. */
export const publishableKeyCommands = inGroup('Publishable API keys', [
  publishableKeysArea.list,
  openPublishableKey,
  createPublishableKey,
  editPublishableKey,
  copyPublishableKeyToken,
  revokePublishableKey,
  deletePublishableKey,
  addPublishableKeyChannels,
  removePublishableKeyChannels,
])
