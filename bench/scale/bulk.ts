// Issue #32's products bulk runs on the large store, each then undone, through the console's own
// runner, registry and journal (runner.ts): (a) "Set status of products…" on every product a filter
// matches (products tagged 'cotton': 5,522 of the large store's), (b) "Add every product matching the
// table to a collection…" (tagged 'summer': 2,075, into Limited Edition). Prints the time and requests
// of the prompt's gathering, the run and its undo, and checks through the admin API that the run
// changed every matching product, sent each once, and that the undo put every one back.
//
// By itself: `flock -o /tmp/large.lock npx tsx bench/scale/bulk-run.ts`. SCALE_BULK_STATUS_TAG
// (cotton), SCALE_BULK_STATUS (draft), SCALE_BULK_MOVE_TAG (summer), SCALE_BULK_COLLECTION (Limited Edition).
import type { Product, ProductCollection } from '@medusajs/client-types'
import { collections } from '../../src/api/admin/collections'
import { products, productTags } from '../../src/api/admin/products'
import { getClientConfig } from '../../src/api/client'
import { activityJournal } from '../../src/atoms/activity/journal'
import type { EntityOption } from '../../src/commands/core/args'
import { commandById } from '../../src/commands/index'
import type { ListView } from '../../src/models/core/context'
import type { ProductStatus } from '../../src/models/products/rules'
import { benchRunner, counted, expectDone, OPERATOR, seconds, shown, type Counted, type Write } from './runner'

const STATUS_TAG = process.env.SCALE_BULK_STATUS_TAG ?? 'cotton'
const STATUS = (process.env.SCALE_BULK_STATUS ?? 'draft') as ProductStatus
const MOVE_TAG = process.env.SCALE_BULK_MOVE_TAG ?? 'summer'
const MOVE_TO = process.env.SCALE_BULK_COLLECTION ?? 'Limited Edition'
/** Products read per request by the checks (not timed). */
const CHECK_PAGE = 5000

type Field = 'status' | 'collection_id'

async function tagged(value: string): Promise<{ id: string }> {
  const { product_tags } = await productTags.list({ value: [value], limit: 10 })
  const tag = product_tags.find((t) => t.value === value)
  if (!tag) throw new Error(`no product tag ${value}`)
  return tag
}

/** Every product the filter matches, by id, with one field: what the checks compare. */
async function productsWith(filter: Record<string, unknown>, field: Field): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>()
  for (let offset = 0; ; offset += CHECK_PAGE) {
    const page = await products.list({ ...filter, fields: `id,${field}`, expand: '', order: 'id', limit: CHECK_PAGE, offset } as Parameters<typeof products.list>[0])
    for (const product of page.products as Product[]) found.set(product.id, product[field] ?? null)
    if (page.products.length < CHECK_PAGE) return found
  }
}

/** The products a run's writes named, by id: one product update each, or a batch's `product_ids`. */
function sentIds(writes: readonly Write[]): string[] {
  return writes.flatMap((write) => {
    const body = write.body as { product_ids?: string[] } | undefined
    if (write.path.endsWith('/products/batch')) return body?.product_ids ?? []
    const [, admin, kind, id] = write.path.split('/')
    return admin === 'admin' && kind === 'products' && id ? [id] : []
  })
}

/** Throws unless the writes sent exactly `expected`, each once. */
function sentOnce(what: string, writes: readonly Write[], expected: readonly string[]): void {
  const ids = sentIds(writes)
  const once = new Set(ids)
  const want = new Set(expected)
  if (ids.length !== once.size) throw new Error(`${what} sent ${ids.length - once.size} products twice`)
  if (once.size !== want.size || [...want].some((id) => !once.has(id))) throw new Error(`${what} sent ${once.size} products, not the ${want.size} expected`)
}

/** Throws unless every product of `before` now has `want(id)`. */
function expectEach(what: string, now: ReadonlyMap<string, string | null>, before: ReadonlyMap<string, string | null>, want: (id: string) => string | null): void {
  const wrong = [...before.keys()].filter((id) => now.get(id) !== want(id))
  if (wrong.length || now.size !== before.size) throw new Error(`${what}: ${wrong.length} of ${before.size} products not as expected (${now.size} match now)`)
}

/** The prompt's "Products" option for every product the filter matches, gathered as the palette does. */
async function matchingOption(list: ListView, bench: ReturnType<typeof benchRunner>): Promise<Counted<EntityOption>> {
  const spec = commandById('products.bulk-status').args?.products
  if (spec?.kind !== 'entity') throw new Error('products.bulk-status has no Products picker')
  return counted(async () => {
    const options = await spec.search('', { queryClient: bench.queryClient, ctx: bench.ctx({ list }), args: {} })
    const option = options.find((o) => o.id === 'matching')
    if (!option) throw new Error('no "All matching" option')
    return option
  })
}

async function lastUndo(bench: ReturnType<typeof benchRunner>): Promise<Counted<unknown>> {
  await activityJournal.flushed()
  const undo = await counted(() => bench.runner.execute(commandById('activity.undo-last'), { entry: 'last' }, { ctx: bench.ctx() }))
  expectDone('the undo', undo.value)
  const [entry] = await activityJournal.entries(OPERATOR, getClientConfig().baseUrl)
  if (entry?.outcome.status !== 'done') throw new Error(`the undo: ${JSON.stringify(undo.value).slice(0, 1500)}; its entry: ${JSON.stringify(entry).slice(0, 1500)}`)
  return undo
}

/** (a) Set status of every product tagged STATUS_TAG, then undo; returns the lines to print. */
export async function statusRunAndUndo(): Promise<string[]> {
  const filter = { tags: [(await tagged(STATUS_TAG)).id] }
  const before = await productsWith(filter, 'status')
  const changing = [...before].filter(([, status]) => status !== STATUS).map(([id]) => id)
  const list: ListView = { kind: 'product', query: filter, count: before.size, description: `tagged '${STATUS_TAG}'` }
  const bench = benchRunner()

  const prompt = await matchingOption(list, bench)
  const args = { products: 'matching', status: STATUS }
  const run = await counted(() => bench.runner.execute(commandById('products.bulk-status'), args, { ctx: bench.ctx({ list, picked: { products: prompt.value.record } }) }))
  expectDone('the run', run.value)
  expectEach('after the run', await productsWith(filter, 'status'), before, () => STATUS)
  sentOnce('the run', run.writes, changing)

  const undo = await lastUndo(bench)
  expectEach('after the undo', await productsWith(filter, 'status'), before, (id) => before.get(id) ?? null)
  sentOnce('the undo', undo.writes, changing)
  return [
    `status of products tagged '${STATUS_TAG}' to ${STATUS}: ${before.size} matching, ${changing.length} to change`,
    `  prompt (gathering): ${seconds(prompt.ms)}, ${shown(prompt.requests)}`,
    `  run : ${seconds(run.ms)}, ${shown(run.requests)}`,
    `  undo: ${seconds(undo.ms)}, ${shown(undo.requests)}`,
    `  checked through the API: all ${before.size} ${STATUS} after the run, each of the ${changing.length} sent once; all back after the undo, each sent once`,
  ]
}

/** (b) Add every product tagged MOVE_TAG to collection MOVE_TO, then undo; returns the lines to print. */
export async function collectionRunAndUndo(): Promise<string[]> {
  const { collections: found } = await collections.list({ limit: 100 })
  const collection = found.find((c: ProductCollection) => c.title === MOVE_TO)
  if (!collection) throw new Error(`no collection ${MOVE_TO}`)
  const filter = { tags: [(await tagged(MOVE_TAG)).id] }
  const before = await productsWith(filter, 'collection_id')
  const moving = [...before].filter(([, at]) => at !== collection.id).map(([id]) => id)
  const list: ListView = { kind: 'product', query: filter, count: before.size, description: `tagged '${MOVE_TAG}'` }
  const bench = benchRunner()

  const args = { collectionId: collection.id }
  const run = await counted(() => bench.runner.execute(commandById('collections.add-matching'), args, { ctx: bench.ctx({ list, picked: { collectionId: collection } }) }))
  expectDone('the run', run.value)
  expectEach('after the run', await productsWith(filter, 'collection_id'), before, () => collection.id)
  sentOnce('the run', run.writes, moving)

  const undo = await lastUndo(bench)
  expectEach('after the undo', await productsWith(filter, 'collection_id'), before, (id) => before.get(id) ?? null)
  sentOnce('the undo', undo.writes, moving)
  return [
    `products tagged '${MOVE_TAG}' to collection ${MOVE_TO}: ${before.size} matching, ${moving.length} not yet in it`,
    `  run : ${seconds(run.ms)}, ${shown(run.requests)}`,
    `  undo: ${seconds(undo.ms)}, ${shown(undo.requests)}`,
    `  checked through the API: all ${before.size} in ${MOVE_TO} after the run, each of the ${moving.length} sent once; each back where it was after the undo, each sent once`,
  ]
}
