import type { Customer } from '@medusajs/client-types'
import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { checkPriceListCsv } from '@/commands/batch-jobs/price-list-import'
import { checkProductCsv } from '@/commands/batch-jobs/product-csv'
import { neutralizeCell, parseCsv } from '@/commands/core/csv'
import { ImportFileError, planImport } from '@/commands/customers/customer-csv'
import { previewImport } from '@/commands/discounts/codes-import'
import { CODE_PATTERN } from '@/models/discounts/rules'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed CSV imports (issue #33). The parsers of an uploaded file:
 * - parseCsv (commands/core/csv.ts): BOM, `,` `;` or tab guessed, quotes, formulas neutralized on export;
 * - the customers import's dry run (planImport, customers/customer-csv.ts);
 * - the discount codes import's preview (previewImport, discounts/codes-import.ts);
 * - the product and price-list imports' line check (checkCsv via checkProductCsv / checkPriceListCsv,
 *   batch-jobs/importFlow.ts), which also rewrites the file with `;` for Medusa.
 * Contract: never throws; every line of the file comes back, accepted or refused by its line number
 * with the column and what was expected; a file written in any spreadsheet dialect reads back the same.
 */

withFuzzSeed()

/** A spreadsheet's way of writing a file. */
const dialect = fc.record({ bom: fc.boolean(), delimiter: fc.constantFrom(',', ';', '\t'), newline: fc.constantFrom('\r\n', '\n'), quotes: fc.boolean() })
type Dialect = { bom: boolean; delimiter: string; newline: string; quotes: boolean }
const write = (fields: string[], data: string[][], d: Dialect) =>
  `${d.bom ? '\uFEFF' : ''}${Papa.unparse({ fields, data }, { delimiter: d.delimiter, newline: d.newline, quotes: d.quotes })}`

/** Cell text as the importer keeps it (trimmed), with the quotes, separators and line breaks that break parsers. */
const cell = fc
  .oneof(fc.string({ unit: 'grapheme', maxLength: 10 }), fc.array(fc.constantFrom('a', 'Ö', '"', ',', ';', '\t', '\n', '\r\n', ' ', '=1', "'", '1'), { maxLength: 6 }).map((p) => p.join('')))
  .map((text) => text.trim())
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.array(fc.constantFrom('a', '"', ',', ';', '\t', '\n', '\r', '\uFEFF', 'email', ' '), { maxLength: 30 }).map((p) => p.join('')))

describe('parseCsv under fuzzing', () => {
  it('never throws; named columns hold text; records and faults are on lines of the file', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseCsv(text)
        for (const column of parsed.columns) expect(column).toBe(column.trim().toLowerCase())
        for (const row of parsed.rows) for (const column of parsed.columns) expect(['string', 'undefined']).toContain(typeof row[column])
        const lastLine = text.split(/\r\n|\r|\n/).length
        for (const fault of parsed.errors) expect(fault.line >= 1 && fault.line <= lastLine).toBe(true)
        expect(parsed.lines).toEqual([...parsed.lines].sort((a, b) => a - b))
        expect(parsed.lines.every((line) => line >= 2 && line <= lastLine)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('reads back every row of a file written in any dialect: BOM, `,` `;` or tab, quoted or not, CRLF or LF', () => {
    const columns = fc.shuffledSubarray(['email', 'first_name', 'last_name', 'phone', 'groups', 'note'], { minLength: 2 })
    fc.assert(
      fc.property(columns, fc.array(fc.array(cell, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 6 }), dialect, (fields, cells, d) => {
        const rows = cells.map((values) => Object.fromEntries(fields.map((field, i) => [field, values[i] ?? ''])))
        const parsed = parseCsv(write(fields, rows.map((r) => fields.map((f) => neutralizeCell(r[f] ?? ''))), d))
        expect(parsed.errors).toEqual([])
        expect(parsed.columns).toEqual(fields)
        // A row of empty cells is an empty line, which the importer skips.
        expect(parsed.rows).toEqual(rows.filter((r) => Object.values(r).some(Boolean)))
      }),
      { numRuns: 150 },
    )
  })
})

describe('CSV regressions found by fuzzing', () => {
  it('a header after a blank line is cleaned like any header (it stayed "Email ", so no email column was found)', () => {
    expect(parseCsv('\nEmail ;X\n1;2').columns).toEqual(['email', 'x'])
    expect(parseCsv('\ra ').columns).toEqual(['a'])
  })

  it('blank lines keep the line numbers of the lines after them, in every import', async () => {
    const text = 'email,first_name,last_name\n\nnot-an-email,A,B\n\n\nb@example.com,"Bo\n'
    expect(parseCsv(text).lines).toEqual([3, 6])
    expect(parseCsv(text).errors.map((e) => e.line)).toEqual([6])
    const plan = await planImport('c.csv', text, { existing: async () => new Map<string, Customer>(), groups: [] })
    expect(plan.refusals.map((r) => r.line)).toEqual([3, 6])
    const codes = previewImport('code\n\nA 1\nB2\n', new Set())
    expect('rows' in codes && codes.rows.map((r) => [r.line, r.status])).toEqual([[3, 'invalid'], [4, 'new']])
    const product = checkProductCsv('Product Handle;Variant Inventory Quantity\n\nshirt;x\n\n"')
    expect(product.refusals.map((r) => r.line)).toEqual([3, 5])
  })
})

describe('the customers import under fuzzing', () => {
  const anna = { id: 'cus_anna', email: 'anna@example.com', first_name: 'Anna', last_name: 'Berg', phone: null, groups: [] } as unknown as Customer
  const lookups = { existing: async (emails: readonly string[]) => new Map(emails.includes(anna.email) ? [[anna.email, anna]] : []), groups: [{ id: 'cgrp_vip', name: 'VIP' }] }
  const email = fc.oneof(fc.constantFrom('anna@example.com', 'ANNA@example.com', 'bo@example.com', 'not-an-email', ''), cell)
  const phone = fc.oneof(fc.constantFrom('', '+44 20 7946 0000', '=1+1', '12'), cell)
  const groups = fc.oneof(fc.constantFrom('', 'VIP', 'vip; VIP', 'Gold'), cell)

  it('every line is to create, to update, unchanged or refused with its line and reason', async () => {
    const row = fc.tuple(email, cell, cell, phone, groups)
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 8 }), dialect, async (rows, d) => {
        const text = write(['email', 'first_name', 'last_name', 'phone', 'groups'], rows.map((r) => r.map(neutralizeCell)), d)
        const plan = await planImport('customers.csv', text, lookups)
        const lines = [...plan.creates, ...plan.updates, ...plan.refusals].map((r) => r.line)
        expect(lines.length + plan.unchanged).toBe(parseCsv(text).rows.length)
        expect(new Set(lines).size).toBe(lines.length)
        for (const refusal of plan.refusals) expect(refusal.reason).toMatch(/^(Email is missing|Email must be|Duplicate: |Phone must be|No customer group named |A new customer needs first_name and last_name|Cannot read the line: )/)
        for (const created of plan.creates) expect(created.first_name && created.last_name).toBeTruthy()
      }),
      { numRuns: 150 },
    )
  })

  it('any file: a plan, or the refusal of a file without an email column that names the columns it expects', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (text) => {
        const planned = planImport('export.csv', text, lookups).then(
          () => 'planned',
          (error: unknown) => (error instanceof ImportFileError ? error.message : 'thrown'),
        )
        expect(await planned).toMatch(/^(planned|export\.csv has no email column \(columns: email, first_name, .*\))$/)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the discount codes import under fuzzing', () => {
  it('one preview row per line: new or existing codes are valid, others say what is wrong', () => {
    const code = fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,8}$/), cell)
    const limit = fc.oneof(fc.constantFrom('', '1', '25', '0', '-1', '0x10', '1e3', '2.0', '99999999999999999999'), cell)
    fc.assert(
      fc.property(fc.array(fc.tuple(code, limit), { maxLength: 8 }), dialect, (rows, d) => {
        const text = write(['code', 'usage_limit'], rows, d)
        const preview = previewImport(text, new Set(['SUMMER']))
        if ('error' in preview) throw new Error(preview.error)
        expect(preview.rows.map((r) => r.line)).toEqual(parseCsv(text).lines)
        for (const row of preview.rows) {
          if (row.status === 'invalid') expect(row.reason).toMatch(/^(No code|A code holds letters, digits, - and _ only|usage_limit "[^]*" is not a whole number above 0|Repeats an earlier line)$/)
          else {
            expect(row.code).toMatch(CODE_PATTERN)
            expect(row.usageLimit === undefined || (Number.isSafeInteger(row.usageLimit) && row.usageLimit > 0)).toBe(true)
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('regression: a usage limit is written in digits (0x10 was 16 uses, 1e3 was 1000)', () => {
    const preview = previewImport('code,usage_limit\nA1,0x10\nA2,1e3\nA3,99999999999999999999\nA4,7\n', new Set())
    expect('rows' in preview && preview.rows.map((r) => [r.status, r.reason])).toEqual([
      ['invalid', 'usage_limit "0x10" is not a whole number above 0'],
      ['invalid', 'usage_limit "1e3" is not a whole number above 0'],
      ['invalid', 'usage_limit "99999999999999999999" is not a whole number above 0'],
      ['new', undefined],
    ])
  })
})

describe('the product and price-list import checks under fuzzing', () => {
  it('never throw; refusals come sorted, each on a line of the file, with a reason', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, anyText.map((t) => `Product Handle;Variant Inventory Quantity;Price EUR\n${t}`), anyText.map((t) => `SKU,Price EUR\n${t}`)), (text) => {
        for (const checked of [checkProductCsv(text), checkPriceListCsv(text)]) {
          const lines = checked.refusals.map((r) => r.line)
          expect(lines).toEqual([...lines].sort((a, b) => a - b))
          for (const r of checked.refusals) {
            expect(r.line >= 1 && r.line <= text.split(/\r\n|\r|\n/).length + 1).toBe(true)
            expect(r.reason.length).toBeGreaterThan(0)
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a price file in any dialect: every line checked, amounts refused by line and column, rewritten with `;` for Medusa', () => {
    const amount = fc.oneof(fc.integer({ min: 0, max: 99_999 }).map((c) => (c / 100).toFixed(2)), fc.constantFrom('', '12,50', '1e3', '-1', 'abc'))
    const sku = fc.stringMatching(/^[A-Z]{2,4}-\d{1,3}$/)
    fc.assert(
      fc.property(fc.array(fc.tuple(sku, amount, amount), { minLength: 1, maxLength: 8 }), dialect, (rows, d) => {
        const checked = checkPriceListCsv(write(['SKU', 'Price EUR', 'Price Europe [USD]'], rows, d))
        expect(checked.rows).toBe(rows.length)
        const good = (a: string) => /^\d+(\.\d+)?$/.test(a)
        expect(checked.prices).toBe(rows.flatMap(([, eur, usd]) => [eur, usd]).filter(good).length)
        const refused = rows.flatMap(([, eur, usd], i) => [[eur, 'Price EUR'], [usd, 'Price Europe [USD]']].filter(([a]) => a && !good(a)).map(([, column]) => `${i + 2} ${column}`))
        expect(checked.refusals.filter((r) => r.column?.startsWith('Price')).map((r) => `${r.line} ${r.column}`)).toEqual(refused)
        expect(Papa.parse<string[]>(checked.text, { delimiter: ';' }).data).toEqual([['SKU', 'Price EUR', 'Price Europe [USD]'], ...rows])
      }),
      { numRuns: 200 },
    )
  })
})

describe('a file of 100,000 lines', () => {
  const ROWS = 100_000

  // Built once, not by fast-check. No time is asserted: the timeout only leaves room for a loaded machine.
  it('parseCsv reads every line back, BOM, quotes, `;` and line breaks included', () => {
    const lines = Array.from({ length: ROWS }, (_, i) => `customer${i}@example.com;"Anna ""A"" ${i}";"Berg;\nline ${i}";=${i}`)
    const parsed = parseCsv(`\uFEFFEmail;First_Name;Last_Name;Note\r\n${lines.join('\r\n')}\r\n`)
    expect(parsed.errors).toEqual([])
    expect(parsed.rows).toHaveLength(ROWS)
    expect(parsed.rows[0]).toEqual({ email: 'customer0@example.com', first_name: 'Anna "A" 0', last_name: 'Berg;\nline 0', note: '=0' })
    expect(parsed.rows[ROWS - 1]?.email).toBe(`customer${ROWS - 1}@example.com`)
    expect(new Set(parsed.rows.map((r) => r.email)).size).toBe(ROWS)
    expect(parsed.lines.at(-1)).toBe(ROWS + 1)
  }, 60_000)

  it('the price-list check counts every line and price of a long file, and rewrites all of them', () => {
    const count = ROWS / 10
    const checked = checkPriceListCsv(`SKU,Price EUR\n${Array.from({ length: count }, (_, i) => `SKU-${i},${i}.50`).join('\n')}\n`)
    expect([checked.rows, checked.prices, checked.refusals]).toEqual([count, count, []])
    expect(checked.text.split('\r\n')).toHaveLength(count + 1)
  }, 20_000)
})
