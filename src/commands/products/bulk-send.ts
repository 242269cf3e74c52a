import type { AdminPostProductsProductReq, Product } from '@medusajs/client-types'
import { holdInvalidations } from '@/atoms/core/query'
import { updateProductMutation } from '@/atoms/products/keys'
import { toast, type CommandResult, type CommandTools } from '@/commands/core/define'
import { CANCELED_TEXT, pausableRun } from '@/commands/core/outages'
import { errorMessage } from '@/commands/core/run'
import { grouped } from '@/models/core/text'
import { productsByIds, productsCount } from '@/models/products/matching'

// Sending a products bulk edit (bulk.ts): one update per product, a few at a time, outlasting an outage.

/** What a bulk edit reads of each product: its preview and its check after an unanswered request. */
export const SHAPE = { fields: 'id,title,status,collection_id,type_id', expand: 'tags,type,collection' }

/** One product's change as the preview shows it. */
export type Change = { product: Product; before: string; after: string }

/** Products a run's toast names one by one; the rest are counted (a run over 5,000 names 8). */
const NAMED = 8

/** 'Shirt, Cap, …, and 4,990 more': the products a run changed, as its toast says them. */
export function titlesText(products: readonly Pick<Product, 'title'>[]): string | undefined {
  if (!products.length) return undefined
  const named = products.slice(0, NAMED).map((p) => p.title).join(', ')
  return products.length > NAMED ? `${named}, and ${grouped(products.length - NAMED)} more` : named
}

/** Each of `products` read afresh with what a bulk edit decides on. */
export function reread(products: readonly Product[]): Promise<Product[]> {
  return productsByIds(products.map((p) => p.id), SHAPE)
}

/**
 * Updates in flight at once: one. Medusa 1.20 has no batch update of products (POST /admin/products/:id
 * only), and each one costs it 40-90 ms (it reads the product back with its variants and prices), in
 * its one Node process: on the large store (issue #32, 2 shared cores) 5,522 took 343 s 4 at a time
 * (62 ms each) where their undo, one at a time, took 46 ms each: Medusa is the bound, more at once does
 * not help, and one at a time keeps an outage's pause to the one update it caught.
 */
export const UPDATES_AT_ONCE = 1

/**
 * Products per batch the journal is told of (the entry written, the run kept as unfinished): one write
 * per 100 updates rather than per update, each about 6 s of updates on the large store. A reload loses
 * at most this many from the entry's undo; a resumed run reads them as already changed and skips them.
 */
export const LANDED_EVERY = 100

/**
 * Sends one update per changed product, UPDATES_AT_ONCE at a time, each product once; a failure does
 * not stop the others. The run fails naming the products that failed, so a retry (the prompt keeps its
 * answers) resends them; products already changed come out unchanged in the new preview and are
 * skipped. When the server goes away the run pauses (every worker waits on the same pause), and a
 * product whose update got no answer is read again (`applied`) before it is sent again
 * (commands/core/outages.ts); a cancel while paused leaves the products not yet sent unsent.
 */
export async function updateEach(
  changes: readonly Change[],
  tools: CommandTools,
  edit: {
    body: (p: Product) => AdminPostProductsProductReq
    applied: (fresh: Product, p: Product) => boolean
    done: string
    /** Told once a product's update landed (the activity journal's before → after, for undo). */
    landed?: (change: Change) => void
  },
): Promise<CommandResult> {
  // Each product's failure by its place in `changes`: told in that order whatever order they ended in.
  const failures = new Map<number, string>()
  let sent = 0
  let next = 0
  let canceled = false
  const progress = () => `${grouped(sent)} of ${productsCount(changes.length)} done`
  // Resumable: run again, it reads the products again and sends only those not yet changed.
  const run = pausableRun(tools, edit.done, progress(), { resumable: true })
  // The products table and panels refetch once per LANDED_EVERY updates and at the end, not after each.
  const invalidations = holdInvalidations(tools.queryClient)
  const update = invalidations.held(updateProductMutation)
  const sendOne = async (at: number, change: Change) => {
    const { product } = change
    try {
      const outcome = await run.send(async (unanswered) => {
        const [fresh] = unanswered ? await reread([product]) : [product]
        if (unanswered && (!fresh || edit.applied(fresh, product))) return
        await tools.mutate(update, { id: product.id, body: edit.body(product) })
      })
      if (!outcome.sent) {
        canceled = true
        failures.set(at, `${product.title}: ${CANCELED_TEXT}`)
        return
      }
      sent += 1
      edit.landed?.(change)
      if (sent % LANDED_EVERY === 0) {
        run.landed(progress())
        void invalidations.flush()
      } else run.progress(progress())
    } catch (error) {
      failures.set(at, `${product.title}: ${errorMessage(error)}`)
    }
  }
  const worker = async () => {
    while (!canceled && next < changes.length) {
      const at = next++
      await sendOne(at, changes[at] as Change)
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(UPDATES_AT_ONCE, changes.length) }, worker))
  } finally {
    run.end()
    await invalidations.flush()
  }
  // Canceled: the products no worker took are not sent either.
  for (let at = next; at < changes.length; at += 1) failures.set(at, `${(changes[at] as Change).product.title}: ${CANCELED_TEXT}`)
  const failed = [...failures.entries()].sort(([a], [b]) => a - b).map(([, text]) => text)
  const summary = `${edit.done} on ${grouped(changes.length - failed.length)} of ${productsCount(changes.length)}`
  if (failed.length) throw new Error(`${summary}. Failed: ${failed.join('; ')}`)
  return toast(summary, titlesText(changes.map((c) => c.product)))
}
