import type { PriceList } from '@medusajs/client-types'
import { priceLists } from '@/api/admin/price-lists'
import { chunksBySize, MAX_BODY_BYTES } from '@/atoms/price-lists/grid-save'
import type { CommandTools } from '@/commands/core/define'
import { CANCELED_TEXT, pausableRun } from '@/commands/core/outages'
import { errorMessage } from '@/commands/core/run'
import { counted, grouped } from '@/models/core/text'
import type { ListPriceInput } from './price-list-import-plan'

/**
 * The price-list import's write (issue #32): the file's prices through Medusa's batch route
 * (POST /admin/price-lists/:id/prices/batch) in chunks cut under its 100 KB body limit (grid-save.ts),
 * about 1,000 prices a request, one chunk at a time. The first chunk goes with `override`: Medusa then
 * deletes every other price of the list in the same transaction, so the list never lacks its prices
 * longer than one request, and that chunk sent again after a lost answer replaces its own first copy.
 * The batch route always inserts (a re-sent chunk without `override` would double its prices), so a
 * later chunk whose answer was lost is read back first and only its prices not in the list are sent.
 * When the server goes away the run pauses (commands/core/outages.ts) and the operator may cancel it.
 */

/** A price's cell and amount: one per variant and column in an import (the plan refuses a repeat). */
const cellAmount = (p: Pick<ListPriceInput, 'variant_id' | 'region_id' | 'currency_code' | 'amount'>) =>
  `${p.variant_id}:${p.region_id ? `region:${p.region_id}` : (p.currency_code ?? '')}:${p.amount}`

/** The chunk's prices the list does not hold yet (after a request that got no answer). */
async function notYetIn(listId: string, chunk: readonly ListPriceInput[]): Promise<ListPriceInput[]> {
  const list = (await priceLists.retrieve(listId)).price_list as PriceList
  const present = new Set(
    (list.prices ?? [])
      .filter((p) => p.variant_id && p.min_quantity === null && p.max_quantity === null)
      .map((p) => cellAmount({ variant_id: p.variant_id ?? '', region_id: p.region_id ?? undefined, currency_code: p.currency_code, amount: p.amount })),
  )
  return chunk.filter((p) => !present.has(cellAmount(p)))
}

/** The chunks of an import: each body (with `override`) under `maxBytes`. */
export const importChunks = (prices: readonly ListPriceInput[], maxBytes = MAX_BODY_BYTES) =>
  chunksBySize(prices, (chunk) => ({ prices: chunk, override: true }), maxBytes)

/**
 * Replaces every price of the list with `prices`. Returns once all are written; throws, saying how
 * many were written, when Medusa refuses a chunk or the operator cancels a paused run (importing the
 * file again replaces the list's prices whole: its first chunk deletes what this run wrote).
 */
export async function replaceListPrices(
  list: { id: string; name: string },
  prices: readonly ListPriceInput[],
  tools: Pick<CommandTools, 'notify' | 'store'>,
  maxBytes = MAX_BODY_BYTES,
): Promise<void> {
  const chunks = importChunks(prices, maxBytes)
  let written = 0
  const howFar = () => `${grouped(written)} of ${counted(prices.length, 'price')} written`
  const title = `Importing prices into ${list.name}`
  const run = pausableRun(tools, title, howFar())
  const again = 'Import the file again: it replaces the list’s prices whole'
  try {
    for (const [index, chunk] of chunks.entries()) {
      let sent
      try {
        sent = await run.send(async (unanswered) => {
          if (index === 0) return priceLists.addPrices(list.id, { prices: [...chunk], override: true })
          const missing = unanswered ? await notYetIn(list.id, chunk) : chunk
          return missing.length ? priceLists.addPrices(list.id, { prices: missing }) : undefined
        })
      } catch (error) {
        throw new Error(`Medusa refused batch ${grouped(index + 1)} of ${grouped(chunks.length)}: ${errorMessage(error)}. ${howFar()}. ${again}.`, { cause: error })
      }
      if (!sent.sent) throw new Error(`${CANCELED_TEXT}: ${howFar()}, batch ${grouped(index + 1)} of ${grouped(chunks.length)} not known to be. ${again}.`)
      written += chunk.length
      run.progress(howFar())
      if (index < chunks.length - 1) tools.notify({ title: `${title}: ${howFar()}…`, message: `Batch ${grouped(index + 1)} of ${grouped(chunks.length)} written`, tone: 'info' })
    }
  } finally {
    run.end()
  }
}
