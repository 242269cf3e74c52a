import { resolveObjectURL } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import { parseCsv } from '@/commands/core/csv'
import { CODES_EXPORT_COLUMNS, CODES_EXPORT_PAGE as PAGE } from '@/commands/discounts/codes-export'
import { previewImport } from '@/commands/discounts/codes-import'
import type { CommandContext } from '@/models/core/context'
import { commandOf, recordRequests, requestsOf, runCommand, type HarnessRun } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { newDiscount, seedDiscounts, type MockDiscount } from '../../mocks/discounts/seed'
import { discountByCode, onDiscount } from './context'

/**
 * discounts.export-codes (issue #32: all 20,000 codes of VIP, not only a session's run): Medusa cannot
 * list one parent's codes, so the export walks every dynamic discount by creation time and keeps this
 * one's, each page written at once.
 */

const mock = withMockDb()
const seen = recordRequests()
const START = Date.parse('2025-03-01T00:00:00.000Z')

/** `count` codes of `parent`, named PREFIX-00001…, created at START + ms(i). */
function codesOf(parent: MockDiscount, prefix: string, count: number, ms: (i: number) => number): MockDiscount[] {
  const db = seedDiscounts(mock.db)
  return Array.from({ length: count }, (_, i) =>
    newDiscount(db, {
      code: `${prefix}-${String(i + 1).padStart(5, '0')}`,
      rule: parent.rule,
      is_dynamic: true,
      parent_discount_id: parent.id,
      usage_limit: i % 3 ? null : 2,
      created_at: new Date(START + ms(i)).toISOString(),
    }),
  )
}

async function fileOf(run: HarnessRun): Promise<string> {
  if (run.outcome.status !== 'done' || run.outcome.result?.type !== 'download') throw new Error(`no download: ${JSON.stringify(run.outcome)}`)
  return (await resolveObjectURL(run.outcome.result.url)?.text()) ?? ''
}

const listRequests = () => requestsOf(seen, 'GET', '/admin/discounts')

describe('discounts.export-codes', () => {
  it('writes every code of the discount once, in creation order, none of another discount, across a crowded instant', async () => {
    const vip = discountByCode(mock.db, 'VIP')
    const db = seedDiscounts(mock.db)
    const other = newDiscount(db, { code: 'STAFF', rule: vip.rule, is_dynamic: true, created_at: new Date(START).toISOString() })
    // VIP's own (VIP-ANNA, VIP-BEN), 1.5 pages 10 ms apart, more than a page at one instant (as
    // the large store's 20,000 copies), and another discount's codes in between.
    const spread = codesOf(vip, 'VIPA', 1.5 * PAGE, (i) => 10 * i)
    const crowded = codesOf(vip, 'VIPB', 2 * PAGE + 10, () => 30 * PAGE)
    const staff = codesOf(other, 'STAFF', PAGE / 2, (i) => 20 * i + 5)
    const gone = spread[7] as MockDiscount
    gone.deleted_at = new Date().toISOString()
    const own = db.discounts.filter((d) => d.parent_discount_id === vip.id && !d.deleted_at)

    const run = await runCommand('discounts.export-codes', { ctx: await onDiscount(mock.db, 'VIP') })
    const text = await fileOf(run)
    expect(text.startsWith(`${CODES_EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true)
    const rows = parseCsv(text).rows
    const codes = rows.map((r) => r.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect([...codes].sort()).toEqual(own.map((d) => d.code).sort())
    expect(codes).not.toContain(gone.code)
    expect(codes.some((c) => c?.startsWith('STAFF'))).toBe(false)
    expect(staff).toHaveLength(PAGE / 2)
    // In creation order: the crowded instant comes last.
    const created = rows.map((r) => Date.parse(r.created_at ?? ''))
    expect(created).toEqual([...created].sort((a, b) => a - b))
    expect(codes.slice(-crowded.length).sort()).toEqual(crowded.map((d) => d.code).sort())
    expect(rows.find((r) => r.code === 'VIPA-00001')).toMatchObject({ usage_limit: '2', usage_count: '0', is_disabled: 'false' })
    // Only dynamic discounts, by creation time; the crowded instant alone by id.
    const requests = listRequests()
    expect(requests.every((r) => r.query.get('is_dynamic') === 'true')).toBe(true)
    expect(requests.filter((r) => r.query.get('order') === 'created_at').every((r) => r.query.get('offset') === null)).toBe(true)
    const instant = new Date(START + 30 * PAGE).toISOString()
    expect(requests.filter((r) => r.query.get('order') === 'id').map((r) => [r.query.get('created_at[gte]'), r.query.get('offset')])).toEqual(
      [0, PAGE, 2 * PAGE].map((offset) => [instant, String(offset)]),
    )
    // The file reads back as an import of these codes (each already exists).
    const preview = previewImport(text, new Set(codes.map(String)))
    expect('rows' in preview && preview.rows.every((row) => row.status === 'exists')).toBe(true)
    expect(run.args).toEqual({ discountId: vip.id })
  }, 20_000)

  it('says so when the discount has no code yet', async () => {
    const vip = discountByCode(mock.db, 'VIP')
    for (const d of seedDiscounts(mock.db).discounts) if (d.parent_discount_id === vip.id) d.deleted_at = new Date().toISOString()
    const run = await runCommand('discounts.export-codes', { ctx: await onDiscount(mock.db, 'VIP') })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'VIP has no code: nothing to export' })
  })

  it('is offered on a dynamic discount only, and says why elsewhere', async () => {
    const command = commandOf('discounts.export-codes')
    const plain: CommandContext = await onDiscount(mock.db, 'WELCOME10')
    expect(command.when?.(await onDiscount(mock.db, 'VIP'))).toBe(true)
    expect(command.when?.(plain)).toBe(false)
    expect(command.why?.(plain)).toBe('WELCOME10 is not dynamic: only a dynamic discount has codes')
  })
})
