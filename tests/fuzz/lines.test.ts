import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMoneyInput } from '@/api/money'
import { parseVariantLines } from '@/commands/products/products'
import { parseCustomItems } from '@/commands/draft-orders/body'
import { ISO_DURATION, parseDuration } from '@/models/discounts/format'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed line-based prompts (issue #33), typed one item per line:
 * - a new product's variants "S / Blue = 45.00" (parseVariantLines, commands/products/products.ts);
 * - a draft order's custom items "Gift wrap = 3.00 x 2" (parseCustomItems, commands/draft-orders/body.ts);
 * - a dynamic discount's duration "30 days", "P1M" (parseDuration, models/discounts/format.ts).
 * Contract: never throws; an answer holds what the lines say (prices in minor units, quantities of at
 * least 1); a refusal names the line and what to write there.
 */

withFuzzSeed()

const lineish = fc.array(fc.constantFrom('S', ' / ', '/', '=', ' = ', '12.50', '1,5', 'x', ' x ', '×', '*', '2', '0', '-1', 'Blue', ' ', '\n', '\r\n', '€'), { maxLength: 12 }).map((p) => p.join(''))
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 30 }), lineish)
const currency = fc.constantFrom('eur', 'jpy', 'kwd')

describe('variant lines under fuzzing', () => {
  it('one variant per non-empty line with one value per option and a price of at least 0, or the line and what to write', () => {
    fc.assert(
      fc.property(anyText, fc.nat(3), currency, (text, options, code) => {
        const result = parseVariantLines(text, options, code)
        if ('error' in result) return void expect(result.error).toMatch(/^Line \d+: (give \d value\(s\) separated by \/, one per option|"[^]*" is not a price)$/)
        expect(result.lines).toHaveLength(text.split('\n').filter((l) => l.trim()).length)
        for (const line of result.lines) {
          expect(line.values).toHaveLength(Math.max(options, 1))
          expect(line.amount === undefined || (Number.isSafeInteger(line.amount) && line.amount >= 0)).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('reads back variants written as the prompt asks, prices in the currency’s format', () => {
    const value = fc.stringMatching(/^[A-Za-z0-9]{1,6}$/)
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value, fc.nat(10 ** 7)), { minLength: 1, maxLength: 5 }), currency, (variants, code) => {
        const text = variants.map(([a, b, amount]) => `${a} / ${b} = ${formatMoneyInput(amount, code)}`).join('\n')
        expect(parseVariantLines(text, 2, code)).toEqual({ lines: variants.map(([a, b, amount]) => ({ title: `${a} / ${b}`, values: [a, b], amount })) })
      }),
    )
  })
})

describe('custom items under fuzzing', () => {
  it('each non-empty line a titled item, a price of at least 0, a quantity of at least 1; or the line and what to write', () => {
    fc.assert(
      fc.property(anyText, currency, (text, code) => {
        const result = parseCustomItems(text, code)
        if ('error' in result) return void expect(result.error).toMatch(/^Line \d+: (write title = unit price x quantity|"[^]*" is not a price|the quantity must be at least 1)$/)
        expect(result.items).toHaveLength(text.split('\n').filter((l) => l.trim()).length)
        for (const item of result.items) {
          expect(item.title.trim().length).toBeGreaterThan(0)
          expect(Number.isSafeInteger(item.unit_price) && item.unit_price >= 0).toBe(true)
          expect(Number.isInteger(item.quantity) && item.quantity >= 1).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('reads back items written as the prompt asks', () => {
    const title = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}[A-Za-z]$/)
    fc.assert(
      fc.property(fc.array(fc.tuple(title, fc.nat(10 ** 6), fc.integer({ min: 1, max: 99 })), { minLength: 1, maxLength: 5 }), currency, (items, code) => {
        const text = items.map(([t, price, quantity]) => `${t} = ${formatMoneyInput(price, code)} x ${quantity}`).join('\n')
        expect(parseCustomItems(text, code)).toEqual({ items: items.map(([t, unit_price, quantity]) => ({ title: t, unit_price, quantity })) })
      }),
    )
  })
})

describe('durations under fuzzing', () => {
  it('an ISO 8601 duration Medusa accepts, or nothing', () => {
    const durationish = fc.tuple(fc.nat(400).map(String), fc.constantFrom('', ' '), fc.constantFrom('d', 'days', 'W', 'weeks', 'h', 'hour', 'M', 'months', 'y', 'years', 'min', 'P', 'PT')).map((p) => p.join(''))
    fc.assert(
      fc.property(fc.oneof(anyText, durationish, fc.stringMatching(/^P(\d{1,2}[YMWD]){0,2}(T\d{1,2}[HMS])?$/)), (text) => {
        const iso = parseDuration(text)
        if (iso !== undefined) expect(iso).toMatch(ISO_DURATION)
      }),
      { numRuns: 500 },
    )
  })
})
