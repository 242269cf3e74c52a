import { describe, expect, it } from 'vitest'
import { discounts } from '@/api/admin/discounts'
import { CODE_FIELDS, readCodePage } from '@/atoms/discounts/code-pages'
import { recordRequests, requestsOf } from '../../commands/harness'
import { withMockDb } from '../../mocks/handlers'
import { newDiscount, seedDiscounts, type MockDiscount } from '../../mocks/discounts/seed'

/**
 * A dynamic discount's codes a page at a time (issue #32: VIP has 20,000). Medusa has no parent
 * filter, so a page is read from the dynamic discounts ordered by code, only as far as it needs.
 */

const mock = withMockDb()
const seen = recordRequests()

function vip(): MockDiscount {
  const found = seedDiscounts(mock.db).discounts.find((d) => d.code === 'VIP')
  if (!found) throw new Error('no VIP')
  return found
}

/** `count` codes PREFIX-00001… of `parent`. */
function codesOf(parent: MockDiscount, prefix: string, count: number): void {
  const db = seedDiscounts(mock.db)
  for (let i = 1; i <= count; i += 1) {
    newDiscount(db, { code: `${prefix}-${String(i).padStart(5, '0')}`, rule: parent.rule, is_dynamic: true, parent_discount_id: parent.id })
  }
}

/** Another dynamic discount, STAFF, whose codes sort before VIP's. */
function staff(codes: number): void {
  const parent = newDiscount(seedDiscounts(mock.db), { code: 'STAFF', rule: vip().rule, is_dynamic: true })
  codesOf(parent, 'STAFF', codes)
}

/** The parent's codes in the server's order, asked in one go (what the pages must add up to). */
async function allOf(parentId: string): Promise<string[]> {
  const { discounts: rows } = await discounts.list({ is_dynamic: true, order: 'code', limit: 10_000 })
  return rows.filter((d) => d.parent_discount_id === parentId).map((d) => d.code)
}

const listRequests = () => requestsOf(seen, 'GET', '/admin/discounts').map((r) => Object.fromEntries(r.query))

describe('readCodePage', () => {
  it('reads the first page of a discount whose codes fill the list in one request, trimmed to the columns', async () => {
    codesOf(vip(), 'VIPX', 120)
    const page = await readCodePage({ parentId: vip().id, q: '', offset: 0, limit: 50 })
    expect(page.codes).toHaveLength(50)
    expect(page.codes.every((d) => d.parent_discount_id === vip().id)).toBe(true)
    // 64 rows: VIP itself and 63 of its codes, 13 past the page: a floor, not the 122 it has.
    expect(page).toMatchObject({ count: 63, exact: false })
    expect(listRequests()).toEqual([{ is_dynamic: 'true', order: 'code', fields: CODE_FIELDS, expand: '', offset: '0', limit: '64' }])
  })

  it('goes on from where the last page ended, then counts exactly at the end of the list', async () => {
    codesOf(vip(), 'VIPX', 120)
    const expected = await allOf(vip().id)
    seen.length = 0
    const pages = []
    for (const offset of [0, 50, 100]) pages.push(await readCodePage({ parentId: vip().id, q: '', offset, limit: 50 }))
    expect(pages.flatMap((p) => p.codes.map((d) => d.code))).toEqual(expected)
    expect(pages.map((p) => [p.codes.length, p.count, p.exact])).toEqual([[50, 63, false], [50, 114, false], [22, 122, true]])
    // Each page starts at the server row where the last one's next code was, not at 0 again.
    expect(listRequests().map((r) => [r.offset, r.limit])).toEqual([['0', '64'], ['51', '64'], ['101', '64']])
  })

  it('asks more at a time when other discounts’ codes come first, and knows the whole count once it reached the end', async () => {
    staff(300)
    codesOf(vip(), 'VIPX', 40)
    const expected = await allOf(vip().id)
    seen.length = 0
    const page = await readCodePage({ parentId: vip().id, q: '', offset: 0, limit: 25 })
    expect(page.codes.map((d) => d.code)).toEqual(expected.slice(0, 25))
    expect(page).toMatchObject({ count: 42, exact: true })
    expect(listRequests().map((r) => [r.offset, r.limit])).toEqual([['0', '33'], ['33', '132'], ['165', '528']])
  })

  it('searches on the server and keeps this discount’s matches', async () => {
    staff(3)
    const page = await readCodePage({ parentId: vip().id, q: 'anna', offset: 0, limit: 50 })
    expect(page.codes.map((d) => d.code)).toEqual(['VIP-ANNA'])
    expect(page).toMatchObject({ count: 1, exact: true })
    expect(listRequests()).toEqual([{ is_dynamic: 'true', q: 'anna', order: 'code', fields: CODE_FIELDS, expand: '', offset: '0', limit: '64' }])
  })

  it('tells an empty discount in one request when the list is short', async () => {
    const parent = newDiscount(seedDiscounts(mock.db), { code: 'EMPTY', rule: vip().rule, is_dynamic: true })
    expect(await readCodePage({ parentId: parent.id, q: '', offset: 0, limit: 50 })).toEqual({ codes: [], count: 0, exact: true })
    expect(listRequests()).toHaveLength(1)
  })
})
