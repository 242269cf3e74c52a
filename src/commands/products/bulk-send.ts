import type { AdminPostProductsProductReq, Product } from '@medusajs/client-types'
import { updateProductMutation } from '@/atoms/products/keys'
import { toast, type CommandResult, type CommandTools } from '@/commands/core/define'
import { CANCELED_TEXT, pausableRun } from '@/commands/core/outages'
import { errorMessage } from '@/commands/core/run'
import { grouped } from '@/models/core/text'
import { productsByIds, productsCount } from '@/models/products/matching'

// Sending a products bulk edit (bulk.ts): one update per product, outlasting an outage.

/** What a bulk edit reads of each product: its preview and its check after an unanswered request. */
export const SHAPE = { fields: 'id,title,status,collection_id,type_id', expand: 'tags,type,collection' }

/** One product's change as the preview shows it. */
export type Change = { product: Product; before: string; after: string }

/** Each of `products` read afresh with what a bulk edit decides on. */
export function reread(products: readonly Product[]): Promise<Product[]> {
  return productsByIds(products.map((p) => p.id), SHAPE)
}

/**
 * Sends one update per changed product, one after the other; a failure does not stop the others.
 * The run fails naming the products that failed, so a retry (the prompt keeps its answers) resends
 * them; products already changed come out unchanged in the new preview and are skipped. When the
 * server goes away the run pauses, and a product whose update got no answer is read again (`applied`)
 * before it is sent again (commands/core/outages.ts).
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
  const failed: string[] = []
  let sent = 0
  const progress = () => `${grouped(sent)} of ${productsCount(changes.length)} done`
  const run = pausableRun(tools, edit.done, progress())
  try {
    for (const [at, { product }] of changes.entries()) {
      try {
        const outcome = await run.send(async (unanswered) => {
          const [fresh] = unanswered ? await reread([product]) : [product]
          if (unanswered && (!fresh || edit.applied(fresh, product))) return
          await tools.mutate(updateProductMutation, { id: product.id, body: edit.body(product) })
        })
        if (!outcome.sent) {
          failed.push(...changes.slice(at).map((c) => `${c.product.title}: ${CANCELED_TEXT}`))
          break
        }
        sent += 1
        edit.landed?.(changes[at] as Change)
        run.progress(progress())
      } catch (error) {
        failed.push(`${product.title}: ${errorMessage(error)}`)
      }
    }
  } finally {
    run.end()
  }
  const summary = `${edit.done} on ${grouped(changes.length - failed.length)} of ${productsCount(changes.length)}`
  if (failed.length) throw new Error(`${summary}. Failed: ${failed.join('; ')}`)
  return toast(summary, changes.map((c) => c.product.title).join(', ') || undefined)
}

