import type { Discount } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { discounts } from '@/api/admin/discounts'
import { queryAtomFamily } from '@/atoms/core/query'
import { discountQueries } from './keys'

/**
 * One page of a dynamic discount's codes (issue #32: VIP has 20,000). Medusa 1.20 cannot list one
 * parent's codes: its list refuses a parent filter and has no relation to its children. It does take
 * `is_dynamic`, `q` (ILIKE '%q%' on the code), `order` and `fields`, so a page is read from the dynamic
 * discounts ordered by code (unique, so pages neither repeat nor skip; indexed, so an offset is cheap),
 * trimmed to the table's columns, keeping this parent's, only as far as the page needs: a request
 * that starts small and grows when other discounts' codes crowd this one's out. Where each page
 * starts on the server is remembered, so the next page goes on from there instead of walking again.
 */

/** The table's columns and the parent (to keep this discount's), nothing else: `expand=` drops the rule and regions. */
export const CODE_FIELDS = 'id,code,parent_discount_id,usage_count,usage_limit,ends_at,is_disabled'
/** Dynamic discounts per request at most, when a walk meets mostly other discounts' codes. */
export const MAX_CHUNK = 2000

export interface CodePageQuery {
  parentId: string
  /** Server search on the code (Medusa's `q`); '' for every code. */
  q: string
  offset: number
  limit: number
}

export interface CodePage {
  codes: Discount[]
  /** How many codes match: exact when the walk reached the end of Medusa's list, else a floor (one more is known to follow). */
  count: number
  exact: boolean
}

/** For one parent and search: codes before a page start -> the server offset where they end (sorted by code). */
const bookmarks = new Map<string, Map<number, number>>()
const BOOKMARKED_SEARCHES = 50
const bookmarkKey = (parentId: string, q: string) => `${parentId}\n${q}`

function bookmarksOf(parentId: string, q: string, offset: number): Map<number, number> {
  const key = bookmarkKey(parentId, q)
  let marks = bookmarks.get(key)
  // The first page starts over: codes created or deleted since may have moved every later page.
  if (!marks || offset === 0) marks = new Map([[0, 0]])
  bookmarks.delete(key)
  bookmarks.set(key, marks)
  if (bookmarks.size > BOOKMARKED_SEARCHES) bookmarks.delete(bookmarks.keys().next().value ?? key)
  return marks
}

/** The nearest known page start at or before `offset`: [codes before it, server offset]. */
function nearestMark(marks: Map<number, number>, offset: number): [number, number] {
  let best: [number, number] = [0, 0]
  for (const [before, at] of marks) if (before <= offset && before >= best[0]) best = [before, at]
  return best
}

/** The first request asks a quarter more rows than the page needs: the parents themselves (dynamic too) sit among the codes. */
const SLACK = 1.25

export async function readCodePage({ parentId, q, offset, limit }: CodePageQuery): Promise<CodePage> {
  const marks = bookmarksOf(parentId, q, offset)
  let [before, at] = nearestMark(marks, offset)
  const codes: Discount[] = []
  // Codes met past the page: one tells there is a next page; the rest of its request only counts.
  let after = 0
  let chunk = Math.ceil((offset - before + limit + 1) * SLACK)
  for (;;) {
    const size = Math.min(MAX_CHUNK, chunk)
    const res = await discounts.list({ is_dynamic: true, ...(q ? { q } : {}), order: 'code', fields: CODE_FIELDS, expand: '', offset: at, limit: size })
    const rows = res.discounts as Discount[]
    for (const [index, row] of rows.entries()) {
      if (row.parent_discount_id !== parentId) continue
      if (before < offset) before += 1
      else if (codes.length < limit) codes.push(row)
      else if (after++ === 0) marks.set(offset + limit, at + index)
    }
    at += rows.length
    const ended = rows.length < size || at >= res.count
    if (ended) return { codes, count: before + codes.length + after, exact: true }
    if (after) return { codes, count: offset + limit + after, exact: false }
    // Fewer of this discount's codes than asked: ask more at a time (other discounts' codes in between).
    chunk = Math.max(chunk, size) * 4
  }
}

export const codePageQueries = {
  /** Under the discounts key: whatever refetches discounts refetches codes too. */
  all: [...discountQueries.all, 'codes'] as const,
  page: (query: CodePageQuery) =>
    queryOptions({ queryKey: [...codePageQueries.all, query.parentId, query.q, query.offset, query.limit] as const, queryFn: () => readCodePage(query) }),
}
export const codePageAtom = queryAtomFamily(codePageQueries.page)
