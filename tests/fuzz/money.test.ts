import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currencyDigits, formatMoney, formatMoneyInput, parseMoney } from '@/api/money'
import { arg, parseTyped } from '@/commands/core/args'
import { emptyContext } from '@/models/core/context'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed amounts (issue #33). The parsers of typed money, all through parseMoney (src/api/money.ts):
 * - the `money` argument kind (parseTyped in src/commands/core/args.ts): prices, gift card values,
 *   refunds, shipping prices, fixed discounts;
 * - the price grid's typed and pasted cells (readAmount, panels/price-lists/grid/model.ts: paste.test.ts);
 * - variant lines "S / Red = 12.50" and custom items "Wrap = 3.00 x 2" (lines.test.ts).
 * Contract: never throws; an answer is a safe integer of minor units that the text says exactly (no
 * rounding, no unit made up); anything else is undefined, which the argument tells with its label.
 */

withFuzzSeed()

/** Zero, two, three and four decimals (and a code Intl does not know, taken as two). */
const CURRENCIES = ['usd', 'eur', 'jpy', 'krw', 'clp', 'kwd', 'bhd', 'clf', 'xyz'] as const
const currency = fc.constantFrom(...CURRENCIES)
const minor = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10 ** 15 }))

/** Text built from what amounts are made of, to hit the separator rules more often than random text. */
const amountish = fc
  .array(fc.constantFrom('0', '1', '5', '9', '.', ',', ' ', '\u202f', "'", '-', '+', '−', 'e', 'E', '€', '$', '¥', 'EUR', '(', ')', '\t', '٣'), { maxLength: 14 })
  .map((parts) => parts.join(''))
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 30 }), amountish)

describe('parseMoney under fuzzing', () => {
  it('never throws; it answers a safe integer or nothing, for any text in any currency', () => {
    fc.assert(
      fc.property(anyText, currency, (text, code) => {
        const value = parseMoney(text, code)
        expect(value === undefined || Number.isSafeInteger(value)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('reads back the input format exactly: format then parse gives the same minor units', () => {
    fc.assert(
      fc.property(minor, currency, fc.boolean(), (amount, code, negative) => {
        const value = negative ? 0 - amount : amount
        expect(parseMoney(formatMoneyInput(value, code), code)).toBe(value)
      }),
      { numRuns: 500 },
    )
  })

  it('reads back what Intl writes in any of the locales operators use (symbols, codes, grouping)', () => {
    const locale = fc.constantFrom('en', 'en-US', 'en-IN', 'de', 'de-CH', 'fr', 'sv', 'ja', 'nl', 'pl')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.constantFrom('usd', 'eur', 'chf', 'sek', 'inr', 'jpy', 'krw', 'kwd', 'bhd'), locale, (amount, code, loc) => {
        expect(parseMoney(formatMoney(amount, code, loc), code)).toBe(amount)
      }),
      { numRuns: 300 },
    )
  })

  it('never makes up a minor unit: more decimals than the currency has are refused, unless they are zeros', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 6), fc.integer({ min: 1, max: 9 }), fc.nat(3), currency, (whole, extra, zeros, code) => {
        const digits = currencyDigits(code)
        const fraction = '0'.repeat(digits)
        expect(parseMoney(`${whole}.${fraction}${extra}`, code)).toBeUndefined()
        expect(parseMoney(`${whole}.${fraction}${'0'.repeat(zeros)}`, code)).toBe(whole * 10 ** digits)
      }),
    )
  })

  it('reads the same amount with any thousands separator a spreadsheet or a locale writes', () => {
    const grouping = fc.constantFrom(',', ' ', '\u00a0', '\u202f', "'", '’')
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999 }), fc.nat(99), grouping, (whole, cents, group) => {
        const grouped = whole.toLocaleString('en').replace(/,/g, group)
        const fraction = String(cents).padStart(2, '0')
        expect(parseMoney(`${grouped}.${fraction}`, 'eur')).toBe(whole * 100 + cents)
        // With a comma as the decimal separator, dots group (German, Dutch, …).
        if (group !== ',') expect(parseMoney(`${grouped.replace(new RegExp(group, 'g'), '.')},${fraction}`, 'eur')).toBe(whole * 100 + cents)
      }),
    )
  })
})

describe('the money argument under fuzzing', () => {
  it('answers a whole amount of at least zero, or a refusal naming the field and the format it expects', () => {
    fc.assert(
      fc.property(anyText, currency, (text, code) => {
        const spec = arg.money({ label: 'Unit price', currency: () => code })
        const parsed = parseTyped(spec, text, emptyContext, {})
        if (parsed.ok) expect(Number.isSafeInteger(parsed.value) && (parsed.value as number) >= 0).toBe(true)
        else expect(parsed.error).toMatch(/^Unit price (is required|must be an amount like \d+(\.\d+)?|cannot be negative)$/)
      }),
      { numRuns: 500 },
    )
  })
})

describe('parseMoney regressions found by fuzzing', () => {
  it('refuses text whose letters sit between digits instead of dropping them (1e5 was read as 15)', () => {
    expect(parseMoney('1e5', 'eur')).toBeUndefined()
    expect(parseMoney('(5)', 'eur')).toBeUndefined()
    expect(parseMoney('1-2', 'eur')).toBeUndefined()
  })

  it('no longer rounds through floating point (0.285 was 28, 12.345 was 1235) nor rounds yen (1.250 JPY was 1)', () => {
    expect(parseMoney('0.285', 'eur')).toBeUndefined()
    expect(parseMoney('12.345', 'eur')).toBeUndefined()
    expect(parseMoney('1.250', 'jpy')).toBeUndefined()
    expect(parseMoney('12.5', 'jpy')).toBeUndefined()
    expect(parseMoney('12.500', 'eur')).toBe(1250)
  })

  it('refuses amounts too large to count in whole minor units (99999999999999999999 was 1e22)', () => {
    expect(parseMoney('99999999999999999999', 'eur')).toBeUndefined()
  })

  it('still reads what operators type: symbols and codes around, signs, grouping of every kind', () => {
    const cases: Array<[string, string, number]> = [
      ['€ 9', 'eur', 900], ['9 €', 'eur', 900], ['EUR 12.50', 'eur', 1250], ['-€5', 'eur', -500], ['€ −5', 'eur', -500],
      ['1 234,50 €', 'eur', 123450], ['1.234.567,89', 'eur', 123456789], ["CHF 1'234.50", 'chf', 123450],
      ['12,34,567.00', 'inr', 123456700], ['¥1,250', 'jpy', 1250], ['12,345', 'kwd', 12345], ['.5', 'eur', 50], ['5.', 'eur', 500],
    ]
    for (const [text, code, value] of cases) expect([text, parseMoney(text, code)]).toEqual([text, value])
  })
})
