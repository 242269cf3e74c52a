import { createCollectionMutation, deleteCollectionMutation, updateCollectionMutation } from '@/atoms/collections/mutations'
import type { CountedCollection } from '@/atoms/collections/keys'
import { recordAction } from '@/commands/core/action'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/commands/core/context'
import { arg, defineCommand, openPanel, toast } from '@/commands/core/define'
import { entityArg, recordIn } from '@/commands/core/entity'
import { metadataChanges } from '@/commands/customer-groups/groups'
import { collectionsNav } from './area'
import { collectionEntity, productsText } from './entity'

const GROUP = 'Collections'

/** Medusa takes any text as a handle; storefront URLs need this shape, as for product handles. */
export const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HANDLE_MESSAGE = 'Handle may hold lowercase letters, digits and single dashes'

/** The collection argument: the focused collection when there is one, else a picker by title. */
export const collectionArg = (label?: string) => entityArg(collectionEntity, { label })

/** The collection the `collectionId` argument holds, as the operator has seen it (focused or picked). */
export const collectionIn = (ctx: CommandContext, args: PartialArgs, key = 'collectionId') =>
  recordIn(ctx, 'collection', key, args) as CountedCollection | undefined

/** The collections area: 'Go to collections' (g l), 'Open collection…' and the nav link. */
export const collectionsArea = defineArea(collectionsNav, { entity: collectionEntity, arg: 'collectionId', keywords: ['find', 'lookbook'] })

export const createCollection = defineCommand({
  id: 'collections.create',
  title: 'Create collection',
  group: GROUP,
  keywords: ['new', 'add', 'season', 'range'],
  args: {
    title: arg.text({ label: 'Title', placeholder: 'Winter 2026' }),
    handle: arg.text({
      label: 'Handle',
      optional: true,
      placeholder: 'winter-2026 (empty: made from the title)',
      pattern: HANDLE,
      patternMessage: HANDLE_MESSAGE,
    }),
    metadata: arg.metadata({ label: 'Metadata (key: value per line)', optional: true }),
  },
  run: async ({ title, handle, metadata }, { mutate }) => {
    const body = { title, ...(handle ? { handle } : {}), ...(metadata && Object.keys(metadata).length ? { metadata } : {}) }
    const { collection } = await mutate(createCollectionMutation, body)
    return openPanel(`/a/collections/${collection.id}`)
  },
})

export const editCollection = defineCommand({
  id: 'collections.update',
  title: 'Edit collection: title, handle and metadata',
  group: GROUP,
  keywords: ['rename', 'handle', 'metadata', 'key value'],
  hotkey: 'e',
  scope: 'collection',
  args: {
    collectionId: collectionArg(),
    title: arg.text({ label: 'Title', initial: (ctx, args) => collectionIn(ctx, args)?.title }),
    handle: arg.text({
      label: 'Handle',
      initial: (ctx, args) => collectionIn(ctx, args)?.handle ?? undefined,
      pattern: HANDLE,
      patternMessage: HANDLE_MESSAGE,
    }),
    metadata: arg.metadata({
      label: 'Metadata (key: value per line; remove a line to delete its key)',
      optional: true,
      initial: (ctx, args) => (collectionIn(ctx, args)?.metadata as Record<string, string> | null | undefined) ?? undefined,
    }),
  },
  run: async ({ collectionId, title, handle, metadata }, { mutate, ctx }) => {
    // Keys the operator removed are only known against the collection as it was shown.
    const changes = metadataChanges(collectionIn(ctx, { collectionId })?.metadata, metadata ?? {})
    const body = { title, handle, ...(Object.keys(changes).length ? { metadata: changes } : {}) }
    const { collection } = await mutate(updateCollectionMutation, { id: collectionId, body })
    return toast('Collection saved', collection.title)
  },
})

export const deleteCollection = recordAction({
  id: 'collections.delete',
  title: 'Delete collection',
  group: GROUP,
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: collectionEntity,
  arg: 'collectionId',
  confirm: (collection) => {
    if (!collection) return 'Delete this collection? Its products stay; they leave the collection.'
    const size = productsText(collection.products?.length)
    return `Delete ${collection.title}${size ? ` (${size})` : ''}? Its products stay; they leave the collection.`
  },
  mutation: deleteCollectionMutation,
  done: () => openPanel('/a/collections'),
})

export const collectionRecordCommands = [collectionsArea.list, collectionsArea.open, createCollection, editCollection, deleteCollection] as const
