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
import { matchingText, productMatching, productsByIds, productSelection, productsCount, productsNamed } from '@/models/products/matching'
import { inverse, recordSets } from '@/commands/core/undo'
import type { RecordSet } from '@/atoms/activity/entry'

const GROUP = 'Collections'

/**
 * A product's collection is its own field: an undo sets it back through the products revert (its key,
 * commands/products/undo.ts), product by product, each only while still in the collection the run left it in.
 */
const PRODUCT_FIELDS = 'products'
const undoMembership = inverse(PRODUCT_FIELDS)
const COLLECTION_FIELDS = 'id,title,collection_id'

/** Each product's collection before and after, for those the run moved. */
const moved = (products: readonly Pick<Product, 'id' | 'title' | 'collection_id'>[], after: string | null): RecordSet[] =>
  products
    .filter((p) => (p.collection_id ?? null) !== after)
    .map((p) => ({ id: p.id, name: p.title, field: 'collection', before: p.collection_id ?? null, after, revert: PRODUCT_FIELDS }))

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
  run: async ({ collectionId, productIds }, tools) => {
    const before = await productsByIds(productIds, { fields: COLLECTION_FIELDS })
    const { collection } = await tools.mutate(addCollectionProductsMutation, { id: collectionId, productIds })
    recordSets(tools, moved(before, collectionId))
    return toast(`Added to ${collection.title}`, productsCount(productIds.length))
  },
  undo: undoMembership,
})

export const addMatchingToCollection = defineCommand({
  id: 'collections.add-matching',
  title: 'Add every product matching the table to a collection…',
  keywords: ['all', 'filter', 'bulk', 'assign', 'catalog'],
  when: (ctx) => ctx.list?.kind === 'product' && ctx.list.count > 0,
  args: { collectionId: arg.entity({ label: 'Collection', search: pickerOf(collectionEntity) }) },
  confirm: ({ collectionId }, ctx) =>
    `Add ${matchingText(ctx)} to ${collectionName(ctx, { collectionId })}? A product is in one collection: any other one it was in loses it.`,
  run: async ({ collectionId }, tools) => {
    const matching = productMatching({ fields: COLLECTION_FIELDS })
    // What each product was in, as gathered: each batch that landed tells the journal, for its undo.
    const gathered = new Map<string, Product>()
    return addMatching(
      {
        ...matching,
        gather: async (query) => {
          const found = await matching.gather(query)
          for (const product of found) gathered.set(product.id, product)
          return found
        },
        target: collectionName(tools.ctx, { collectionId }),
        isMember: (p) => p.collection_id === collectionId,
        send: async (productIds) => {
          await tools.mutate(addCollectionProductsMutation, { id: collectionId, productIds })
          recordSets(tools, moved(productIds.flatMap((id) => gathered.get(id) ?? []), collectionId))
        },
      },
      tools,
    )
  },
  undo: undoMembership,
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
  run: async ({ collectionId, productIds }, tools) => {
    const before = await productsByIds(productIds, { fields: COLLECTION_FIELDS })
    await tools.mutate(removeCollectionProductsMutation, { id: collectionId, productIds })
    // Medusa leaves a product that was in another collection where it was: only this collection's are out.
    recordSets(tools, moved(before.filter((p) => p.collection_id === collectionId), null))
    return toast(`Removed from ${collectionIn(tools.ctx, { collectionId })?.title ?? 'the collection'}`, productsCount(productIds.length))
  },
  undo: undoMembership,
})

export const collectionProductCommands = inGroup(GROUP, [addCollectionProducts, addMatchingToCollection, removeCollectionProducts])
