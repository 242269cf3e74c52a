import type { Product } from '@medusajs/client-types'
import { collectionQueries } from '@/atoms/collections/keys'
import { addCollectionProductsMutation, removeCollectionProductsMutation } from '@/atoms/collections/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { focusOf, type CommandContext } from '@/models/core/context'
import { addMatching } from '@/commands/core/batches'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { entityArg, pickerOf, toOptions } from '@/commands/core/entity'
import { productEntity } from '@/models/products/entity'
import { collectionIn } from './collections'
import { collectionEntity } from '@/models/collections/entity'
import { matchingText, productMatching, productSelection, productsCount, productsNamed } from '@/models/products/matching'

const GROUP = 'Collections'

const collectionName = (ctx: CommandContext, args: PartialArgs) => {
  const title = collectionIn(ctx, args)?.title
  return title ? `collection ${title}` : 'the collection'
}

export const addCollectionProducts = defineCommand({
  id: 'collections.add-products',
  title: 'Add products to collection…',
  keywords: ['assign', 'include', 'catalog'],
  hotkey: 'a',
  scope: 'collection',
  args: {
    collectionId: entityArg(collectionEntity),
    productIds: arg.entities({
      label: 'Products',
      // The products table's selection; in a collection's panel a selection is its products, so a picker asks.
      default: (ctx) => (focusOf(ctx, 'collection') ? undefined : productSelection(ctx)?.ids.slice()),
      search: pickerOf(productEntity),
    }),
  },
  confirm: ({ collectionId, productIds }, ctx) =>
    `Add ${productsNamed(ctx, productIds)} to ${collectionName(ctx, { collectionId })}? A product is in one collection: any other one it was in loses it.`,
  run: async ({ collectionId, productIds }, { mutate }) => {
    const { collection } = await mutate(addCollectionProductsMutation, { id: collectionId, productIds })
    return toast(`Added to ${collection.title}`, productsCount(productIds.length))
  },
})

export const addMatchingToCollection = defineCommand({
  id: 'collections.add-matching',
  title: 'Add every product matching the table to a collection…',
  keywords: ['all', 'filter', 'bulk', 'assign', 'catalog'],
  when: (ctx) => ctx.list?.kind === 'product' && ctx.list.count > 0,
  args: { collectionId: arg.entity({ label: 'Collection', search: pickerOf(collectionEntity) }) },
  confirm: ({ collectionId }, ctx) =>
    `Add ${matchingText(ctx)} to ${collectionName(ctx, { collectionId })}? A product is in one collection: any other one it was in loses it.`,
  run: async ({ collectionId }, tools) =>
    addMatching(
      {
        ...productMatching({ fields: 'id,title,collection_id' }),
        target: collectionName(tools.ctx, { collectionId }),
        isMember: (p) => p.collection_id === collectionId,
        send: (productIds) => tools.mutate(addCollectionProductsMutation, { id: collectionId, productIds }),
      },
      tools,
    ),
})

export const removeCollectionProducts = defineCommand({
  id: 'collections.remove-products',
  title: 'Remove products from collection…',
  keywords: ['unassign', 'exclude'],
  hotkey: 'r',
  scope: 'collection',
  args: {
    collectionId: entityArg(collectionEntity),
    productIds: arg.entities({
      label: 'Products to remove',
      // In a collection's panel, its products table's selection.
      default: (ctx) => (focusOf(ctx, 'collection') ? productSelection(ctx)?.ids.slice() : undefined),
      search: async (q, { queryClient, args }) => {
        const collectionId = typeof args.collectionId === 'string' ? args.collectionId : undefined
        if (!collectionId) return []
        const page = await queryClient.fetchQuery(collectionQueries.products(collectionId, { q: q.trim() || undefined, limit: 20 }))
        return toOptions(productEntity, page.products as Product[], q)
      },
    }),
  },
  confirm: ({ collectionId, productIds }, ctx) =>
    `Remove ${productsNamed(ctx, productIds)} from ${collectionName(ctx, { collectionId })}? The products stay, in no collection.`,
  run: async ({ collectionId, productIds }, { mutate, ctx }) => {
    await mutate(removeCollectionProductsMutation, { id: collectionId, productIds })
    return toast(`Removed from ${collectionIn(ctx, { collectionId })?.title ?? 'the collection'}`, productsCount(productIds.length))
  },
})

export const collectionProductCommands = inGroup(GROUP, [addCollectionProducts, addMatchingToCollection, removeCollectionProducts])
