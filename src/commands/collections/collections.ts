import { collectionQueries } from '@/atoms/collections/keys'
import { createCollectionMutation, deleteCollectionMutation, updateCollectionMutation } from '@/atoms/collections/mutations'
import { recordAction } from '@/commands/core/action'
import { defineArea } from '@/commands/core/area'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { createRevert, holding } from '@/commands/core/createUndo'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { recordIn } from '@/models/core/entity'
import { metadataChanges } from '@/commands/core/metadata'
import { collectionsNav } from '@/models/collections/area'
import { HANDLE, HANDLE_MESSAGE } from '@/models/products/rules'
import { collectionEntity, productsText } from '@/models/collections/entity'

const GROUP = 'Collections'

/** The collection the `collectionId` argument holds, as the operator has seen it (focused or picked). */
export const collectionIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'collection', 'collectionId', args)

/** The collections area: 'Go to collections' (g l), 'Open collection…' and the nav link. */
export const collectionsArea = defineArea(collectionsNav, { entity: collectionEntity, arg: 'collectionId', keywords: ['find', 'lookbook'] })

type MadeCollection = { title: string; handle?: string | null; metadata?: Record<string, unknown> | null }
const collectionBody = ({ title, handle, metadata }: MadeCollection) => ({
  title,
  ...(handle ? { handle } : {}),
  ...(metadata && Object.keys(metadata).length ? { metadata } : {}),
})

/** A new collection is taken back while it is as it was made and holds no product (read afresh); a redo makes it again. */
const collectionCreated = createRevert({
  command: 'collections.create',
  kind: 'collection',
  read: (id, { fetch }) => fetch({ ...collectionQueries.detail(id), staleTime: 0 }).then((r) => r.collection),
  name: (collection) => collection.title,
  made: (collection) => ({ title: collection.title, handle: collection.handle, metadata: collection.metadata }),
  holds: async (collection, { fetch }) => holding(await fetch({ ...collectionQueries.productCount(collection.id), staleTime: 0 }), 'product'),
  remove: (id, { mutate }) => mutate(deleteCollectionMutation, id),
  make: async (fields, { mutate }) => (await mutate(createCollectionMutation, collectionBody(fields as MadeCollection))).collection.id,
})

export const createCollection = defineCommand({
  id: 'collections.create',
  title: 'Create collection',
  keywords: ['new', 'add', 'season', 'range'],
  args: {
    title: arg.text({ label: 'Title', placeholder: 'Winter 2026' }),
    handle: arg.text({
      label: 'Handle',
      optional: true,
      more: true,
      placeholder: 'winter-2026 (empty: made from the title)',
      pattern: HANDLE,
      patternMessage: HANDLE_MESSAGE,
    }),
    metadata: arg.metadata({ label: 'Metadata (key: value per line)', optional: true, more: true }),
  },
  run: async ({ title, handle, metadata }, tools) => {
    const { collection } = await tools.mutate(createCollectionMutation, collectionBody({ title, handle, metadata }))
    collectionCreated.told(tools, collection)
    return openPanel(collectionsNav.routes.record(collection.id))
  },
  undo: collectionCreated.undo,
})

export const editCollection = editRecord({
  id: 'collections.update',
  title: 'Edit collection: title, handle and metadata',
  keywords: ['rename', 'handle', 'metadata', 'key value'],
  entity: collectionEntity,
  arg: 'collectionId',
  read: (id, { fetch }) => fetch({ ...collectionQueries.detail(id), staleTime: 0 }).then((r) => r.collection),
  undoable: true,
  fields: (current) => ({
    title: arg.text({ label: 'Title', initial: current((c) => c.title) }),
    handle: arg.text({ label: 'Handle', initial: current((c) => c.handle), pattern: HANDLE, patternMessage: HANDLE_MESSAGE }),
    metadata: arg.metadata({
      label: 'Metadata (key: value per line; remove a line to delete its key)',
      optional: true,
      initial: current((c) => c.metadata as Record<string, string> | null),
    }),
  }),
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
  keywords: ['remove', 'destroy'],
  hotkey: 'shift+backspace',
  entity: collectionEntity,
  arg: 'collectionId',
  confirm: (collection) => {
    if (!collection) return 'Delete this collection? Its products stay; they leave the collection.'
    const size = productsText(collection.product_count)
    return `Delete ${collection.title}${size ? ` (${size})` : ''}? Its products stay; they leave the collection.`
  },
  mutation: deleteCollectionMutation,
  done: () => openPanel(collectionsNav.routes.list()),
})

export const collectionRecordCommands = inGroup(GROUP, [collectionsArea.list, collectionsArea.open, createCollection, editCollection, deleteCollection])
