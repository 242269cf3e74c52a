import type { AdminPostProductsProductReq, Product, ProductCollection } from '@medusajs/client-types'
import { addCollectionProductsMutation } from '@/atoms/collections/mutations'
import type { ArgSpec, EntityOption } from '@/commands/core/args'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { pickerOf } from '@/commands/core/entity'
import { CANCELED_TEXT, pausableRun } from '@/commands/core/outages'
import { reread, SHAPE, titlesText, updateEach, type Change } from './bulk-send'
import { inverse, recordSets } from '@/commands/core/undo'
import { PRODUCT_FIELDS, productFields, productSet, type ProductFieldKey } from './undo'
import { errorMessage } from '@/commands/core/run'
import { splitList } from '@/commands/core/text'
import { capitalize } from '@/models/core/entity'
import { grouped } from '@/models/core/text'
import { collectionEntity } from '@/models/collections/entity'
import { PRODUCT_STATUSES, type ProductStatus } from '@/models/products/rules'
import { gatherProducts, matchingText, productsByIds, productsCount, productSelection, SEND_CHUNK } from '@/models/products/matching'

/**
 * Bulk edits of products: on the products table's selection or on every product its filter matches.
 * The "Products" prompt reads the products afresh (with their tags, type and collection) and the
 * confirm question previews what changes for each, old → new, before anything is sent.
 */

const GROUP = 'Products'
/** Products a preview names one by one; the rest are counted. */
const PREVIEWED = 8

/** The products a bulk edit acts on, as its prompt gathered them. */
export interface ProductTargets {
  id: 'selection' | 'matching'
  products: Product[]
}

const onProducts = (ctx: CommandContext) => Boolean(productSelection(ctx)) || (ctx.list?.kind === 'product' && ctx.list.count > 0)

/** The "Products" prompt: the table's selection, every product its filter matches, or both to choose from. */
const targetsArg = arg.entity({
  label: 'Products',
  description: 'The selected products, or every product the table’s filter matches',
  search: async (_q, { ctx }) => {
    const options: EntityOption[] = []
    const selection = productSelection(ctx)
    if (selection) {
      const products = await productsByIds(selection.ids, SHAPE)
      const record: ProductTargets = { id: 'selection', products }
      options.push({ id: 'selection', label: `The ${productsCount(products.length)} selected`, hint: titles(products), record })
    }
    if (ctx.list?.kind === 'product' && ctx.list.count > 0) {
      const products = await gatherProducts(ctx.list.query, SHAPE)
      const record: ProductTargets = { id: 'matching', products }
      options.push({ id: 'matching', label: `All ${matchingText(ctx)}`, hint: titles(products), record })
    }
    return options
  },
})

function titles(products: readonly Product[]): string {
  const shown = products.slice(0, 3).map((p) => p.title)
  return products.length > 3 ? `${shown.join(', ')}, …` : shown.join(', ')
}

const targetsIn = (ctx: CommandContext, id: unknown) => pickedRecord<ProductTargets>(ctx, 'products', id)?.products ?? []

/**
 * The products a run acts on: as its prompt gathered them, else read again (a run resumed after a
 * reload has no prompt): products already changed then plan no change and are not sent again.
 */
async function targetsFor(ctx: CommandContext, id: unknown): Promise<Product[]> {
  const picked = pickedRecord<ProductTargets>(ctx, 'products', id)
  if (picked) return picked.products
  const selection = productSelection(ctx)
  if (id === 'selection' && selection) return productsByIds(selection.ids, SHAPE)
  if (id === 'matching' && ctx.list?.kind === 'product') return gatherProducts(ctx.list.query, SHAPE)
  return []
}


/** "Set status to published on 12 products: Shirt (draft → published), …; 2 already are." */
export function previewText(action: (products: string) => string, changes: readonly Change[], unchanged: number, unchangedText: string): string {
  if (!changes.length) return `Nothing to change (${productsCount(unchanged)} ${unchangedText}).`
  const named = changes.slice(0, PREVIEWED).map((c) => `${c.product.title} (${c.before} → ${c.after})`)
  const more = changes.length > PREVIEWED ? `, and ${grouped(changes.length - PREVIEWED)} more` : ''
  const rest = unchanged ? `; ${productsCount(unchanged)} ${unchangedText}` : ''
  return `${action(productsCount(changes.length))}: ${named.join(', ')}${more}${rest}.`
}

const tagsOf = (p: Product) => (p.tags ?? []).map((t) => t.value)
const listText = (values: readonly string[]) => (values.length ? values.join(', ') : 'no tags')
/** The same tags in any order (Medusa need not keep the order they were sent in). */
const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value))

/** The changes of a bulk edit over gathered products: each product's new value, when it differs. */
interface BulkPlan {
  changes: Change[]
  unchanged: number
}
function plan(products: readonly Product[], show: (p: Product) => string, next: (p: Product) => string): BulkPlan {
  const changes = products.map((product) => ({ product, before: show(product), after: next(product) })).filter((c) => c.before !== c.after)
  return { changes, unchanged: products.length - changes.length }
}

/** Set one field of the targets to the value typed: one preview and one request per product, from the same plan. */
function setFieldCommand<const Id extends string, const Field extends string, V extends string>(spec: {
  id: Id
  title: string
  keywords: readonly string[]
  /** 'status', 'type': the argument, and the field as messages name it (and as an undo sets it back). */
  field: Field & ProductFieldKey
  value: ArgSpec<V, false>
  /** The field of a product as the preview shows it ('no type'). */
  show: (p: Product) => string
  body: (value: V) => AdminPostProductsProductReq
}) {
  const planOf = (targets: readonly Product[], value: V) => plan(targets, spec.show, () => value)
  const planFor = (ctx: CommandContext, products: unknown, value: V) => planOf(targetsIn(ctx, products), value)
  const args = { products: targetsArg, [spec.field]: spec.value } as { products: typeof targetsArg } & Record<Field, ArgSpec<V, false>>
  return defineCommand({
    id: spec.id,
    title: spec.title,
    keywords: ['bulk', ...spec.keywords, 'selection', 'filter'],
    when: onProducts,
    args,
    confirm: (a, ctx) => {
      const value = a[spec.field] as V
      const { changes, unchanged } = planFor(ctx, a.products, value)
      return previewText((n) => `Set ${spec.field} to ${value} on ${n}`, changes, unchanged, `already ${value}`)
    },
    run: async (a, tools) => {
      const value = a[spec.field] as V
      const done = `${capitalize(spec.field)} set to ${value}`
      return updateEach(planOf(await targetsFor(tools.ctx, a.products), value).changes, tools, {
        body: () => spec.body(value),
        applied: (fresh) => spec.show(fresh) === value,
        done,
        landed: ({ product }) => recordSets(tools, [productSet(product, spec.field, product, value)]),
      })
    },
    undo: inverse(PRODUCT_FIELDS),
  })
}

export const bulkSetStatus = setFieldCommand({
  id: 'products.bulk-status',
  title: 'Set status of products…',
  keywords: ['publish', 'draft', 'unpublish'],
  field: 'status',
  value: arg.choice<ProductStatus>()({ label: 'Status', options: PRODUCT_STATUSES }),
  show: (p) => p.status,
  body: (status) => ({ status }),
})

/** Tag values typed as 'winter, wool': each once, in the order typed. */
const tagValues = (text: string) => [...new Set(splitList(text))]
const tagsArg = (label: string) =>
  arg.text({ label, placeholder: 'winter, wool', validate: (text) => (tagValues(text).length ? undefined : `${label} needs at least one tag`) })

/** A product's tags once the typed ones are added (or removed): what the preview shows and what is sent. */
const withTags = (p: Product, text: string) => [...tagsOf(p), ...tagValues(text).filter((v) => !tagsOf(p).includes(v))]
const withoutTags = (p: Product, text: string) => tagsOf(p).filter((v) => !tagValues(text).includes(v))
const tagsPlan = (products: readonly Product[], next: (p: Product) => string[]) => plan(products, (p) => listText(tagsOf(p)), (p) => listText(next(p)))

/** Medusa replaces a product's tags with those sent: kept tags go by id, new ones by value (upserted). */
function tagsBody(product: Product, values: readonly string[]) {
  const byValue = new Map((product.tags ?? []).map((t) => [t.value, t]))
  return { tags: values.map((value) => { const tag = byValue.get(value); return tag ? { id: tag.id, value } : { value } }) }
}

/** Add or remove tags on the targets: one preview and one request per product, from the same tag list. */
function tagsCommand<const Id extends string>(spec: {
  id: Id
  title: string
  keyword: string
  label: string
  next: (p: Product, tags: string) => string[]
  question: (tags: string, n: string) => string
  unchanged: string
  done: string
}) {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    keywords: ['bulk', spec.keyword, 'label', 'selection', 'filter'],
    when: onProducts,
    args: { products: targetsArg, tags: tagsArg(spec.label) },
    confirm: ({ products, tags }, ctx) => {
      const { changes, unchanged } = tagsPlan(targetsIn(ctx, products), (p) => spec.next(p, tags))
      return previewText((n) => spec.question(tagValues(tags).join(', '), n), changes, unchanged, spec.unchanged)
    },
    run: async ({ products, tags }, tools) => {
      const { changes } = tagsPlan(await targetsFor(tools.ctx, products), (p) => spec.next(p, tags))
      return updateEach(changes, tools, {
        body: (p) => tagsBody(p, spec.next(p, tags)),
        applied: (fresh, p) => sameTags(tagsOf(fresh), spec.next(p, tags)),
        done: spec.done,
        landed: ({ product }) => recordSets(tools, [productSet(product, 'tags', product, spec.next(product, tags))]),
      })
    },
    undo: inverse(PRODUCT_FIELDS),
  })
}

export const bulkAddTags = tagsCommand({
  id: 'products.bulk-add-tags',
  title: 'Add tags to products…',
  keyword: 'tag',
  label: 'Tags to add',
  next: withTags,
  question: (tags, n) => `Add ${tags} to ${n}`,
  unchanged: 'already tagged so',
  done: 'Tags added',
})

export const bulkRemoveTags = tagsCommand({
  id: 'products.bulk-remove-tags',
  title: 'Remove tags from products…',
  keyword: 'untag',
  label: 'Tags to remove',
  next: withoutTags,
  question: (tags, n) => `Remove ${tags} from ${n}`,
  unchanged: 'without these tags',
  done: 'Tags removed',
})

const collectionTitle = (p: Product) => p.collection?.title ?? 'no collection'
/** The product's collection as the undo reads it (Medusa leaves collection_id out of SHAPE's read). */
const collectionOf = (p: Product) => productFields.collection.value(p)

export const bulkSetCollection = defineCommand({
  id: 'products.bulk-collection',
  title: 'Set collection of products…',
  keywords: ['bulk', 'collection', 'move', 'selection', 'filter'],
  when: onProducts,
  args: { products: targetsArg, collectionId: arg.entity({ label: 'Collection', search: pickerOf(collectionEntity) }) },
  confirm: ({ products, collectionId }, ctx) => {
    const target = pickedRecord<ProductCollection>(ctx, 'collectionId', collectionId)?.title ?? 'the collection'
    const { changes, unchanged } = plan(targetsIn(ctx, products), collectionTitle, (p) => (collectionOf(p) === collectionId ? collectionTitle(p) : target))
    return previewText((n) => `Move ${n} to ${target}`, changes, unchanged, `already in ${target}`)
  },
  run: async ({ products, collectionId }, tools) => {
    const moving = (await targetsFor(tools.ctx, products)).filter((p) => collectionOf(p) !== collectionId)
    // One batch request per chunk: Medusa's collection route sets the collection of many at once.
    let moved = 0
    const movedText = () => `${grouped(moved)} of ${productsCount(moving.length)} moved`
    const run = pausableRun(tools, 'Moving products', movedText(), { resumable: true })
    let canceled = false
    try {
      for (let i = 0; i < moving.length && !canceled; i += SEND_CHUNK) {
        const chunk = moving.slice(i, i + SEND_CHUNK)
        const outcome = await run.send(async (unanswered) => {
          // An unanswered chunk: only the products it did not move yet go again.
          const missing = unanswered ? (await reread(chunk)).filter((p) => collectionOf(p) !== collectionId) : chunk
          if (missing.length) await tools.mutate(addCollectionProductsMutation, { id: collectionId, productIds: missing.map((p) => p.id) })
        })
        canceled = !outcome.sent
        if (outcome.sent) moved += chunk.length
        if (outcome.sent) recordSets(tools, chunk.map((p) => productSet(p, 'collection', p, collectionId)))
        if (outcome.sent) run.landed(movedText())
      }
    } catch (error) {
      throw new Error(`Moved ${grouped(moved)} of ${productsCount(moving.length)}; then: ${errorMessage(error)}`, { cause: error })
    } finally {
      run.end()
    }
    if (canceled) throw new Error(`${CANCELED_TEXT}: ${movedText()}. Run it again to move the rest.`)
    const title = pickedRecord<ProductCollection>(tools.ctx, 'collectionId', collectionId)?.title ?? 'the collection'
    return toast(`Moved ${productsCount(moved)} to ${title}`, titlesText(moving))
  },
  undo: inverse(PRODUCT_FIELDS),
})

export const bulkSetType = setFieldCommand({
  id: 'products.bulk-type',
  title: 'Set type of products…',
  keywords: ['type', 'category'],
  field: 'type',
  value: arg.text({ label: 'Type', placeholder: 'Shirts (made when new)' }),
  show: (p) => p.type?.value ?? 'no type',
  body: (type) => ({ type: { value: type } }),
})

export const productBulkCommands = inGroup(GROUP, [bulkSetStatus, bulkAddTags, bulkRemoveTags, bulkSetCollection, bulkSetType])
