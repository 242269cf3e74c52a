import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkItems, initialRows, parseQuantity, rowsAsDraft, rowsToValue, type ItemOption, type ItemRow } from '@/commands/core/items-arg'
import { parseQuantities } from '@/commands/core/variant-quantities'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed quantities (issue #33):
 * - an items page's row quantity (parseQuantity, rowsToValue, items-arg.ts): fulfil, return, claim, swap;
 * - the kept draft of that page (initialRows reads rowsAsDraft's JSON back, whatever the draft holds);
 * - the quantities page after picked variants, "2, 1" (parseQuantities, variant-quantities.ts).
 * Contract: never throws; a quantity is a safe whole number; a refusal names Quantity and what it expects.
 */

withFuzzSeed()

const quantityish = fc
  .array(fc.constantFrom('0', '1', '2', '9', ' ', ',', '.', '-', '+', 'e', '0x', '٢', '\t', '99999999999999999'), { maxLength: 8 })
  .map((parts) => parts.join(''))
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 20 }), quantityish)

describe('an items row quantity under fuzzing', () => {
  it('a safe whole number (empty is 0), or "Quantity must be …"', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = parseQuantity(text)
        if (!result.ok) return void expect(result.error).toMatch(/^Quantity must be (a whole number|at most \d+)$/)
        expect(Number.isSafeInteger(result.value) && result.value >= 0).toBe(true)
        expect(result.value).toBe(text.trim() ? Number(text.trim()) : 0)
      }),
      { numRuns: 500 },
    )
  })

  it('rows to an answer: every row above 0 once, with its typed quantity; checked against each row’s maximum', () => {
    const row = fc.record({ text: anyText, reason: fc.constantFrom('', 'rr_damaged'), note: fc.string({ maxLength: 6 }), max: fc.nat(5) })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (typed) => {
        const rows: ItemRow[] = typed.map((r, i) => ({ id: `item_${i}`, text: r.text, reason: r.reason, note: r.note }))
        const options: ItemOption[] = typed.map((r, i) => ({ id: `item_${i}`, label: `Shirt ${i}`, max: r.max }))
        const result = rowsToValue(rows)
        if (!result.ok) return void expect(result.error).toMatch(/^Quantity must be/)
        expect(result.value.map((line) => line.item_id)).toEqual(rows.filter((r) => (parseQuantity(r.text) as { value: number }).value > 0).map((r) => r.id))
        const checked = checkItems(result.value, options)
        if (!checked.ok) expect(checked.error).toMatch(/^(Choose at least one item|Shirt \d: (none left to choose|at most \d))$/)
      }),
      { numRuns: 300 },
    )
  })

  it('a kept draft of any shape never breaks the page: rows come back for the options, as typed when the draft is theirs', () => {
    const options: ItemOption[] = [{ id: 'item_a', label: 'Shirt', max: 2 }, { id: 'item_b', label: 'Mug', max: 1, quantity: 1 }]
    const jsonish = fc.oneof(fc.json(), fc.string(), fc.constant('[{"id":"item_a"}]'), fc.constant('[null, 1, "x"]'), fc.constant('[{"id":"item_a","text":"2","reason":"","note":"x"}]'))
    fc.assert(
      fc.property(jsonish, fc.oneof(fc.constant(undefined), fc.json()), (draft, earlier) => {
        const rows = initialRows(options, earlier, draft)
        expect(rows.map((r) => r.id)).toEqual(['item_a', 'item_b'])
        for (const r of rows) expect([typeof r.text, typeof r.reason, typeof r.note]).toEqual(['string', 'string', 'string'])
      }),
      { numRuns: 300 },
    )
    const typed = [{ id: 'item_a', text: '2', reason: 'r', note: 'torn' }, { id: 'item_b', text: '0', reason: '', note: '' }]
    expect(initialRows(options, undefined, rowsAsDraft(typed))).toEqual(typed)
  })

  it('regression: a quantity too large to count exactly is refused (99999999999999999999 was taken)', () => {
    expect(parseQuantity('99999999999999999999')).toEqual({ ok: false, error: `Quantity must be at most ${Number.MAX_SAFE_INTEGER}` })
  })
})

describe('variant quantities "2, 1" under fuzzing', () => {
  it('one safe whole number of at least 1 per variant, or a refusal saying what to write', () => {
    const list = fc.array(fc.oneof(quantityish, fc.integer({ min: 0, max: 20 }).map(String)), { maxLength: 5 }).map((parts) => parts.join(', '))
    fc.assert(
      fc.property(fc.oneof(anyText, list), fc.nat(5), (text, count) => {
        const result = parseQuantities(text, count)
        if ('error' in result) return void expect(result.error).toMatch(/^(Quantities must be whole numbers of at least 1|Give one quantity per variant \(\d\), or one for all)$/)
        expect(result.quantities).toHaveLength(count)
        for (const q of result.quantities) expect(Number.isSafeInteger(q) && q >= 1).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('reads back any list of quantities written with commas and spaces', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 6 }), fc.constantFrom(',', ', ', ' ,', ' , '), (quantities, separator) => {
        expect(parseQuantities(quantities.join(separator), quantities.length)).toEqual({ quantities })
      }),
    )
  })

  it('regressions: only digits are quantities (0x2, 1e3 and 2.0 were read as numbers)', () => {
    for (const text of ['0x2', '1e3', '2.0', '1e20']) expect(parseQuantities(text, 1)).toEqual({ error: 'Quantities must be whole numbers of at least 1' })
  })
})
