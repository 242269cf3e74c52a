import type { Product } from '@medusajs/client-types'
import { setProductMetadataMutation, updateProductMutation } from '@/atoms/products/keys'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { watchFields, type WatchedField } from '@/commands/core/editConflict'
import { pickerOf } from '@/commands/core/entity'
import { splitList } from '@/commands/core/text'
import { collectionEntity } from '@/models/collections/entity'
import { salesChannelEntity } from '@/models/sales-channels/entity'
import { productArg } from './products'
import { ensureProductUnchanged, focusedProduct } from './records'
import { inverse, recordSets } from '@/commands/core/undo'
import { PRODUCT_FIELDS, productSet, productsWith } from './undo'

// How a product is filed: its tags, collection, type, sales channels and metadata. Each edit asks
// before it overwrites what another operator saved since its prompt opened (issue #33).

/** Tags as compared, in one order: Medusa need not keep the order they were sent in. */
const tagsText = (values: readonly string[]) => [...values].sort((a, b) => a.localeCompare(b)).join(', ')

export const tagProduct = defineCommand({
  id: 'products.set-tags',
  title: 'Set product tags',
  keywords: ['tag', 'label'],
  hotkey: 't',
  scope: 'product',
  args: {
    productId: productArg(),
    tags: arg.text({
      label: 'Tags',
      optional: true,
      placeholder: 'summer, linen (empty: no tags)',
      initial: (ctx, args) => focusedProduct(ctx, args)?.tags?.map((t) => t.value).join(', '),
    }),
  },
  run: async (args, tools) => {
    const values = splitList(args.tags)
    // Empty here means "no tags", not "keep them": it is asked about like any other answer.
    await ensureProductUnchanged(tools, args, 'products.set-tags', tagFields(), { compared: { ...args, tags: tagsText(values) } })
    const [before] = await productsWith([args.productId], ['tags'])
    await tools.mutate(updateProductMutation, { id: args.productId, body: { tags: values.map((value) => ({ value })) } })
    if (before) recordSets(tools, [productSet(before, 'tags', before, values)])
    return toast('Tags saved', values.join(', ') || 'No tags')
  },
  undo: inverse(PRODUCT_FIELDS),
})

/** The field 'Set product tags' sets, read off a product (typed here: the command reads it in its own run). */
function tagFields(): WatchedField<Product>[] {
  return watchFields<Product>(tagProduct.args, { tags: (p) => tagsText((p.tags ?? []).map((t) => t.value)) })
}

export const organizeProduct = defineCommand({
  id: 'products.organize',
  title: 'Organise product: collection, type, sales channels',
  keywords: ['collection', 'type', 'sales channel', 'category'],
  args: {
    productId: productArg(),
    collectionId: arg.entity({ label: 'Collection', optional: true, search: pickerOf(collectionEntity) }),
    type: arg.text({ label: 'Type', optional: true, initial: (ctx, args) => focusedProduct(ctx, args)?.type?.value }),
    salesChannelIds: arg.entities({ label: 'Sales channels', optional: true, search: pickerOf(salesChannelEntity) }),
  },
  run: async (args, tools) => {
    const { productId, collectionId, type, salesChannelIds } = args
    // The panel shows all three: a pick replaces what it showed, an empty answer keeps it.
    await ensureProductUnchanged(tools, args, 'products.organize', organizeFields(), { emptyKeeps: true })
    const [before] = await productsWith([productId], ['collection', 'type', 'sales_channels'])
    await tools.mutate(updateProductMutation, {
      id: productId,
      body: {
        collection_id: collectionId,
        type: type ? { value: type } : undefined,
        sales_channels: salesChannelIds?.map((id) => ({ id })),
      },
    })
    // Only what was answered was set: an empty answer kept the field, so there is nothing to take back.
    if (before) {
      recordSets(tools, [
        ...(collectionId ? [productSet(before, 'collection', before, collectionId)] : []),
        ...(type ? [productSet(before, 'type', before, type)] : []),
        ...(salesChannelIds ? [productSet(before, 'sales_channels', before, salesChannelIds)] : []),
      ])
    }
    return toast('Product organised')
  },
  undo: inverse(PRODUCT_FIELDS),
})

/** The fields 'Organise product' sets, read off a product (typed here: the command reads it in its own run). */
function organizeFields(): WatchedField<Product>[] {
  return watchFields<Product>(organizeProduct.args, {
    collectionId: (p) => p.collection_id,
    type: (p) => p.type?.value,
    salesChannelIds: (p) => p.sales_channels?.map((channel) => channel.id),
  })
}

export const setProductMetadata = defineCommand({
  id: 'products.set-metadata',
  title: 'Set product metadata',
  keywords: ['metadata', 'custom fields', 'key value'],
  args: {
    productId: productArg(),
    metadata: arg.metadata({ label: 'Metadata (key: value per line)' }),
  },
  run: async (args, tools) => {
    const { productId, metadata } = args
    const keys = Object.keys(metadata)
    await ensureProductUnchanged(tools, args, 'products.set-metadata', metadataFields(keys))
    // The route sets one key per call; send them in order so the last answer is complete.
    for (const [key, value] of Object.entries(metadata)) {
      await tools.mutate(setProductMetadataMutation, { id: productId, body: { key, value } })
    }
    return toast('Metadata saved', `${keys.length} key(s)`)
  },
})

/** The keys 'Set product metadata' sets, read off a product: the others stay as they are, so are not compared. */
function metadataFields(keys: readonly string[]): WatchedField<Product>[] {
  const typedKeys = (p: Product) => Object.fromEntries(Object.entries(p.metadata ?? {}).filter(([key]) => keys.includes(key)))
  return watchFields<Product>(setProductMetadata.args, { metadata: typedKeys })
}

export const productOrganizeCommands = inGroup('Products', [tagProduct, organizeProduct, setProductMetadata])
