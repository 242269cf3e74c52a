import { describe, expect, it } from 'vitest'
import { arg, checkValue, fileAccepted, parseMetadata, parseTyped, valueAsText } from '@/commands/core/args'
import { emptyContext } from '@/models/core/context'

const parse = (spec: Parameters<typeof parseTyped>[0], raw: string, args = {}) => parseTyped(spec, raw, emptyContext, args)

describe('argument kinds', () => {
  it('text: required, optional, pattern', () => {
    expect(parse(arg.text({ label: 'Title' }), '  ')).toEqual({ ok: false, error: 'Title is required' })
    expect(parse(arg.text({ label: 'Title', optional: true }), '')).toEqual({ ok: true, value: undefined })
    expect(parse(arg.text({ label: 'Handle', pattern: /^[a-z-]+$/, patternMessage: 'lowercase only' }), 'Bad Handle')).toEqual({ ok: false, error: 'lowercase only' })
    expect(parse(arg.text({ label: 'Title' }), ' Hat ')).toEqual({ ok: true, value: 'Hat' })
  })

  it('number: bounds and whole numbers', () => {
    const qty = arg.number({ label: 'Quantity', min: 0, max: 10, integer: true })
    expect(parse(qty, 'abc')).toEqual({ ok: false, error: 'Quantity must be a number' })
    expect(parse(qty, '1.5')).toEqual({ ok: false, error: 'Quantity must be a whole number' })
    expect(parse(qty, '-1')).toEqual({ ok: false, error: 'Quantity must be at least 0' })
    expect(parse(qty, '11')).toEqual({ ok: false, error: 'Quantity must be at most 10' })
    expect(parse(qty, '7')).toEqual({ ok: true, value: 7 })
  })

  it('money: typed in the currency format, sent in minor units', () => {
    const eur = arg.money({ label: 'Price', currency: () => 'eur' })
    const jpy = arg.money({ label: 'Price', currency: () => 'jpy' })
    const kwd = arg.money({ label: 'Price', currency: () => 'kwd' })
    expect(parse(eur, '12.50')).toEqual({ ok: true, value: 1250 })
    expect(parse(eur, '12,5')).toEqual({ ok: true, value: 1250 })
    expect(parse(eur, '1,234.56')).toEqual({ ok: true, value: 123456 })
    expect(parse(eur, '€ 9')).toEqual({ ok: true, value: 900 })
    expect(parse(jpy, '1200')).toEqual({ ok: true, value: 1200 })
    expect(parse(kwd, '1.234')).toEqual({ ok: true, value: 1234 })
    expect(parse(eur, 'ten')).toEqual({ ok: false, error: 'Price must be an amount like 12.50' })
    expect(parse(eur, '-3')).toEqual({ ok: false, error: 'Price cannot be negative' })
    expect(valueAsText(eur, 1250, emptyContext, {})).toBe('12.50')
  })

  it('date: real calendar dates within bounds', () => {
    const d = arg.date({ label: 'Starts', min: '2026-01-01' })
    expect(parse(d, '2026-02-30')).toEqual({ ok: false, error: 'Starts must be a date as YYYY-MM-DD' })
    expect(parse(d, '2025-12-31')).toEqual({ ok: false, error: 'Starts must be on or after 2026-01-01' })
    expect(parse(d, '2026-03-01')).toEqual({ ok: true, value: '2026-03-01' })
  })

  it('metadata: key: value lines, duplicates rejected', () => {
    expect(parseMetadata('material: wool\ncare = hand wash\n')).toEqual({ ok: true, value: { material: 'wool', care: 'hand wash' } })
    expect(parseMetadata('a: 1\na: 2')).toEqual({ ok: false, error: 'Key "a" appears twice' })
    expect(parseMetadata('just text')).toEqual({ ok: false, error: 'Line 1: write key: value' })
    expect(parse(arg.metadata({ label: 'Metadata' }), '')).toEqual({ ok: false, error: 'Metadata is required' })
  })

  it('checkValue: required pickers and custom validation', () => {
    const pick = arg.entity({ label: 'Product', search: async () => [] })
    expect(checkValue(pick, undefined, {})).toEqual({ ok: false, error: 'Product is required' })
    const many = arg.entities({ label: 'Channels', search: async () => [], validate: (ids) => (ids.length > 2 ? 'At most 2' : undefined) })
    expect(checkValue(many, [], {})).toEqual({ ok: false, error: 'Channels is required' })
    expect(checkValue(many, ['a', 'b', 'c'], {})).toEqual({ ok: false, error: 'At most 2' })
    expect(checkValue(many, ['a'], {})).toEqual({ ok: true, value: ['a'] })
  })

  it('checkValue: files must fit the accept list (MIME types, families, extensions)', () => {
    const file = (name: string, type: string) => new File(['x'], name, { type })
    const [png, pdf, csv] = [file('a.PNG', 'image/png'), file('b.pdf', 'application/pdf'), file('c.CSV', '')]
    expect([png, pdf, csv].map((f) => fileAccepted(f, 'image/*'))).toEqual([true, false, false])
    expect([png, pdf, csv].map((f) => fileAccepted(f, '.csv, application/pdf'))).toEqual([false, true, true])
    expect([png, pdf, csv].map((f) => fileAccepted(f, undefined))).toEqual([true, true, true])
    const photos = arg.file({ label: 'Photos', optional: true, accept: 'image/*', multiple: true })
    expect(checkValue(photos, undefined, {})).toEqual({ ok: true, value: undefined })
    expect(checkValue(photos, [png], {})).toEqual({ ok: true, value: [png] })
    expect(checkValue(photos, [png, pdf, csv], {})).toEqual({ ok: false, error: 'Photos takes image/* only, not b.pdf, c.CSV' })
  })
})
