import { describe, expect, it } from 'vitest'
import { parseCsv, toCsv } from '@/commands/core/csv'

describe('csv', () => {
  it('writes a header and quotes values that need it', () => {
    const csv = toCsv(['email', 'note'], [{ email: 'a@example.com', note: 'says "hi", twice\nthen leaves' }, { email: 'b@example.com', note: null }])
    expect(csv).toBe('email,note\r\na@example.com,"says ""hi"", twice\nthen leaves"\r\nb@example.com,')
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
