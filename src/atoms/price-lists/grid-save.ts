import type { PriceList } from '@medusajs/client-types'
import { priceLists } from '@/api/admin/price-lists'
import { isMedusaApiError } from '@/api/client'
import { cellKey, regionColumnKey, type PricePlan } from './grid'

/**
 * How a grid's save reaches Medusa at any size (issue #32). Medusa reads a JSON body of at most
 * 100 KB (express's default; 1,500 prices are refused with a 413), so the new prices and the deletes
 * go in chunks cut by size: about 1,000 prices a POST. Each POST also answers with the whole list
 * (15,000 prices: 5-10 s on the large store), so chunks are as large as the limit allows. Every new
 * price is sent before any old one is deleted: a cell is never left empty by a save cut short.
 */

/** A chunk's body stays this far under Medusa's 100 KB (102,400 bytes). */
export const MAX_BODY_BYTES = 90_000

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

/** `items` in order, cut so that each `wrap(chunk)` serializes to at most `maxBytes` (an item too large alone goes alone). */
export function chunksBySize<T>(items: readonly T[], wrap: (chunk: T[]) => unknown, maxBytes = MAX_BODY_BYTES): T[][] {
  const envelope = bytes(wrap([]))
  const chunks: T[][] = []
  let chunk: T[] = []
  let size = envelope
  for (const item of items) {
    const own = bytes(item)
    // After the first item, each adds its comma.
    if (chunk.length && size + 1 + own > maxBytes) {
      chunks.push(chunk)
      chunk = []
      size = envelope
    }
    size += own + (chunk.length ? 1 : 0)
    chunk.push(item)
  }
  if (chunk.length) chunks.push(chunk)
  return chunks
}

/** Sends a chunk; a server with a lower body limit refuses it whole (413, nothing done): its halves are sent instead. */
async function sendHalvingOn413<T>(chunk: readonly T[], send: (chunk: readonly T[]) => Promise<unknown>): Promise<void> {
  try {
    await send(chunk)
  } catch (error) {
    if (!(isMedusaApiError(error) && error.status === 413 && chunk.length > 1)) throw error
    const half = Math.ceil(chunk.length / 2)
    await sendHalvingOn413(chunk.slice(0, half), send)
    await sendHalvingOn413(chunk.slice(half), send)
  }
}

type NewPrice = PricePlan['prices'][number]

/** A price's cell and amount: `variant:eur:1999`, `variant:region:reg_…:1999`. */
const cellAmount = (variantId: string, where: { currency_code?: string; region_id?: string | null }, amount: number) =>
  `${cellKey(variantId, where.region_id ? regionColumnKey(where.region_id) : (where.currency_code ?? ''))}:${amount}`

/**
 * Lists whose last save in this tab stopped part-way (a refusal, an outage, an answer lost): some of
 * its new prices may be on the server already. The next save reads the list back before it sends.
 */
const interrupted = new Set<string>()

/**
 * The plan's new prices that are not on the server yet. A price an earlier, cut-short save sent is in
 * its cell with its amount and is not among the prices this plan deletes (those are the cell's old ones).
 */
async function unsentPrices(id: string, plan: PricePlan): Promise<NewPrice[]> {
  const list = (await priceLists.retrieve(id)).price_list as PriceList
  const replaced = new Set(plan.deleteIds)
  const present = new Set(
    (list.prices ?? [])
      .filter((p) => p.variant_id && !replaced.has(p.id) && p.min_quantity === null && p.max_quantity === null)
      .map((p) => cellAmount(p.variant_id ?? '', p, p.amount)),
  )
  return plan.prices.filter((p) => !present.has(cellAmount(p.variant_id, p, p.amount)))
}

/** One save: its new prices in chunks, then its deletes in chunks; a save after one cut short sends no price twice. */
export async function sendPricePlan(id: string, plan: PricePlan): Promise<void> {
  const prices = interrupted.has(id) ? await unsentPrices(id, plan) : plan.prices
  interrupted.add(id)
  for (const chunk of chunksBySize(prices, (p) => ({ prices: p }))) {
    await sendHalvingOn413(chunk, (part) => priceLists.addPrices(id, { prices: [...part] }))
  }
  // Deleting a price already gone is no error (Medusa deletes by id in the list): deletes are resent as they are.
  for (const chunk of chunksBySize(plan.deleteIds, (ids) => ({ price_ids: ids }))) {
    await sendHalvingOn413(chunk, (part) => priceLists.deletePrices(id, { price_ids: [...part] }))
  }
  interrupted.delete(id)
}
