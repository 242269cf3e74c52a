import type { AdminGetProductsParams, Product } from '@medusajs/client-types'
import { products } from '@/api/admin/products'
import { pushToastAtom } from '@/atoms/core/toasts'
import type { CommandContext } from '@/commands/core/context'
import { toast, type CommandResult, type CommandTools } from '@/commands/core/define'
import { errorMessage } from '@/commands/core/run'

/** Products read per request while gathering, and sent per batch request. */
export const MATCH_PAGE = 100
export const SEND_CHUNK = 100

export const productsCount = (n: number) => `${n} product${n === 1 ? '' : 's'}`

/** What a gathering reads of each product: only what the caller decides on. */
export interface ProductShape {
  fields: string
  expand?: string
}

/**
 * Every product the products table's query matches, each once, in the table's order. All pages are
 * read before anything is written: adding products to a collection or channel can change what a
 * filter on collections or channels matches, and offsets over a changing list skip or repeat rows.
 */
export async function gatherProducts(query: Readonly<Record<string, unknown>>, shape: ProductShape): Promise<Product[]> {
  // The table's own fields/expand are its business; the caller says what it needs.
  const { fields: _fields, expand: _expand, limit: _limit, offset: _offset, ...filter } = query
  const seen = new Map<string, Product>()
  for (let offset = 0; ; ) {
    const params = { ...filter, ...shape, offset, limit: MATCH_PAGE } as AdminGetProductsParams
    const page = await products.list(params)
    for (const product of page.products as Product[]) if (!seen.has(product.id)) seen.set(product.id, product)
    offset += page.products.length
    if (!page.products.length || offset >= page.count) break
  }
  return [...seen.values()]
}

/** The given products (a table's selection), read afresh with the shape the caller needs, in the given order. */
export async function productsByIds(ids: readonly string[], shape: ProductShape): Promise<Product[]> {
  const found = new Map<string, Product>()
  for (let i = 0; i < ids.length; i += MATCH_PAGE) {
    const chunk = ids.slice(i, i + MATCH_PAGE)
    const page = await products.list({ ...shape, id: chunk, limit: chunk.length } as AdminGetProductsParams)
    for (const product of page.products as Product[]) found.set(product.id, product)
  }
  return ids.map((id) => found.get(id)).filter((p): p is Product => p !== undefined)
}

/** "Add 48 products tagged 'winter' to collection Winter?": the products table's filter in words. */
export function matchingText(ctx: CommandContext): string {
  const count = ctx.list?.count ?? 0
  return `${productsCount(count)}${ctx.list?.description ? ` ${ctx.list.description}` : ''}`
}

/** A server message with product titles in place of their ids (an operator never reads `prod_01…`). */
const named = (message: string, chunk: readonly Product[]) => chunk.reduce((text, p) => text.replaceAll(p.id, p.title), message)

interface AddMatching {
  /** 'collection Winter', 'sales channel Web': where the products go. */
  target: string
  /** Already there: not sent again. */
  isMember: (product: Product) => boolean
  shape: ProductShape
  send: (productIds: readonly string[]) => Promise<unknown>
}

/**
 * Adds every product matching the products table's filter to a collection or a channel, in chunks,
 * each product sent once. Each chunk's result is told as it lands; a failed chunk does not stop the
 * others, and the run then fails with every chunk's result, so a retry gathers again and sends only
 * what is still missing.
 */
export async function addMatchingProducts(def: AddMatching, tools: CommandTools): Promise<CommandResult> {
  const list = tools.ctx.list
  if (list?.kind !== 'product') throw new Error('Open the products table to add the products it lists')
  const matching = await gatherProducts(list.query, def.shape)
  const toAdd = matching.filter((p) => !def.isMember(p))
  const already = matching.length - toAdd.length
  const alreadyText = already ? `; ${productsCount(already)} already in ${def.target}` : ''
  if (!toAdd.length) return toast(`Nothing to add to ${def.target}`, `All ${productsCount(already)} matching are already there`)

  const chunks: Product[][] = []
  for (let i = 0; i < toAdd.length; i += SEND_CHUNK) chunks.push(toAdd.slice(i, i + SEND_CHUNK))
  const results: string[] = []
  let added = 0
  for (const [index, chunk] of chunks.entries()) {
    const which = `Batch ${index + 1} of ${chunks.length} (${productsCount(chunk.length)})`
    try {
      await def.send(chunk.map((p) => p.id))
      added += chunk.length
      results.push(`${which}: added`)
      tools.store?.set(pushToastAtom, { title: `${def.target}: ${added} of ${toAdd.length} added`, message: `${which} added`, tone: 'info' })
    } catch (error) {
      results.push(`${which}: failed: ${named(errorMessage(error), chunk)}`)
      tools.store?.set(pushToastAtom, { title: `${def.target}: batch ${index + 1} failed`, message: named(errorMessage(error), chunk), tone: 'error' })
    }
  }
  const summary = `Added ${added} of ${productsCount(toAdd.length)} to ${def.target}${alreadyText}`
  if (added < toAdd.length) throw new Error(`${summary}. ${results.join('. ')}`)
  return toast(summary, results.join('\n'))
}
