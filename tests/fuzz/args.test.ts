import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { arg, checkValue, formatMetadata, parseMetadata, parseTyped, type ArgSpec, type ArgSpecs } from '@/commands/core/args'
import { metadataChanges } from '@/commands/core/metadata'
import { endOfDay, startOfDay } from '@/commands/core/text'
import { createDiscount, editDiscount } from '@/commands/discounts/discounts'
import { createTaxRate } from '@/commands/tax-rates/rates'
import { emptyContext } from '@/models/core/context'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed typed arguments (issue #33). The parsers here, by what the operator types:
 * - numbers and percentages: parseTyped's `number` kind (args.ts) as the discount's "Percentage (1-100)",
 *   the tax rate's "Rate (%)" (with its 0-100 check) and the discount edit's value (its validate);
 * - dates: the `date` kind (discount, price list and gift card start and end days), then startOfDay /
 *   endOfDay (text.ts), which turn a day into the instants sent;
 * - metadata lines: parseMetadata / formatMetadata (args.ts) and metadataChanges (metadata.ts);
 * - text with a pattern (codes, handles, prefixes).
 * Contract: never throws; an answer satisfies the argument (a finite number within bounds, a real day
 * that stays that day); a refusal names the field and what it expected.
 */

withFuzzSeed()

/** A command's argument as the palette asks it. */
function specOf<A extends ArgSpecs>(command: { args?: A }, key: keyof A & string): ArgSpec {
  const spec = command.args?.[key]
  if (!spec) throw new Error(`No argument ${key}`)
  return spec
}

const parse = (spec: ArgSpec, raw: string) => parseTyped(spec, raw, emptyContext, {})
/** parseTyped, then the argument's own check, as the palette runs them. */
const answer = (spec: ArgSpec, raw: string) => {
  const parsed = parse(spec, raw)
  return parsed.ok ? checkValue(spec, parsed.value, {}) : parsed
}

const numberish = fc
  .array(fc.constantFrom('0', '1', '7', '9', '.', ',', '-', '+', 'e', 'E', '0x', '0b', '0o', 'f', ' ', '_', 'Infinity', 'NaN', '٣', '%'), { maxLength: 10 })
  .map((parts) => parts.join(''))
const anyText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 20 }), numberish)

describe('numbers and percentages under fuzzing', () => {
  const specs: Array<[string, ArgSpec, RegExp]> = [
    ['discount percentage', specOf(createDiscount, 'percent'), /^Percentage \(1-100\) (is required|must be a number|must be at (least 1|most 100))$/],
    ['tax rate', specOf(createTaxRate, 'rate'), /^(Rate \(%\) (is required|must be a number)|A tax rate is a percentage from 0 to 100)$/],
    ['usage limit', specOf(createDiscount, 'usageLimit'), /^Usage limit \(empty: unlimited\) must be (a number|a whole number|at least 1|at most \d+)$/],
  ]

  it.each(specs)('%s: a finite number within its bounds, or a refusal naming the field', (_name, spec, refusal) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = answer(spec, text)
        if (!result.ok) return void expect(result.error).toMatch(refusal)
        if (result.value === undefined) return void expect(spec.optional).toBe(true)
        const value = result.value as number
        expect(Number.isFinite(value)).toBe(true)
        if (spec.kind === 'number' && spec.integer) expect(Number.isSafeInteger(value)).toBe(true)
        if (spec.kind === 'number' && spec.min !== undefined) expect(value).toBeGreaterThanOrEqual(spec.min)
        if (spec.kind === 'number' && spec.max !== undefined) expect(value).toBeLessThanOrEqual(spec.max)
        // The value is what the text says in decimals (a comma may stand for the dot).
        expect(value).toBe(Number(text.trim().replace(',', '.')))
      }),
      { numRuns: 500 },
    )
  })

  it('reads every percentage written with a dot or a comma, with or without a sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(99), fc.constantFrom('.', ','), fc.constantFrom('', '+'), (whole, hundredths, separator, sign) => {
        const value = whole === 100 ? 100 : whole + hundredths / 100
        const text = `${sign}${Math.trunc(value)}${separator}${String(Math.round((value % 1) * 100)).padStart(2, '0')}`
        expect(answer(specOf(createDiscount, 'percent'), text)).toEqual({ ok: true, value: Number(text.replace(',', '.')) })
      }),
    )
  })

  it('the discount edit value (percent rule): accepts 1 to 100 only, and says so', () => {
    const spec = specOf(editDiscount, 'value')
    fc.assert(
      fc.property(anyText, (text) => {
        const result = answer(spec, text)
        if (!result.ok) return void expect(result.error).toMatch(/^(Value \(percent, or the amount in the region’s currency\) is required|A percentage is a number from 1 to 100)$/)
        const value = Number(text.trim().replace(',', '.'))
        expect(value >= 1 && value <= 100).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('regressions: hex, binary and octal are no numbers; a whole number must be exact', () => {
    expect(answer(specOf(createDiscount, 'percent'), '0x10')).toEqual({ ok: false, error: 'Percentage (1-100) must be a number' })
    expect(answer(specOf(createTaxRate, 'rate'), '0b101')).toEqual({ ok: false, error: 'Rate (%) must be a number' })
    expect(answer(specOf(editDiscount, 'value'), '0o17')).toEqual({ ok: false, error: 'A percentage is a number from 1 to 100' })
    expect(answer(specOf(createDiscount, 'usageLimit'), '1e20')).toEqual({ ok: false, error: `Usage limit (empty: unlimited) must be at most ${Number.MAX_SAFE_INTEGER}` })
    expect(answer(specOf(createDiscount, 'percent'), '12,5')).toEqual({ ok: true, value: 12.5 })
  })
})

describe('dates under fuzzing', () => {
  const ends = arg.date({ label: 'Ends at', min: '2000-01-01', max: '2999-12-31' })
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const days = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }).map(day)

  it('any text: a real day within bounds, or a refusal naming the field and the format or bound', () => {
    const dateish = fc.tuple(fc.stringMatching(/^\d{1,5}$/), fc.stringMatching(/^\d{1,3}$/), fc.stringMatching(/^\d{1,3}$/), fc.constantFrom('-', '/', '.')).map(([y, m, d, s]) => [y, m, d].join(s))
    fc.assert(
      fc.property(fc.oneof(anyText, dateish, days), (text) => {
        const result = parse(ends, text)
        if (!result.ok) return void expect(result.error).toMatch(/^Ends at (is required|must be a date as YYYY-MM-DD|must be on or (after 2000-01-01|before 2999-12-31))$/)
        const value = result.value as string
        expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(day(new Date(`${value}T00:00:00Z`))).toBe(value)
      }),
      { numRuns: 500 },
    )
  })

  it('a valid day stays that day: its first and last instants sent are on that day, local time', () => {
    fc.assert(
      fc.property(days, (text) => {
        expect(parse(arg.date({ label: 'Starts at' }), text)).toEqual({ ok: true, value: text })
        const localDay = (iso: string) => {
          const at = new Date(iso)
          return `${String(at.getFullYear()).padStart(4, '0')}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`
        }
        expect([localDay(startOfDay(text)), localDay(endOfDay(text))]).toEqual([text, text])
        expect(new Date(endOfDay(text)).getTime() - new Date(startOfDay(text)).getTime()).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })
})

describe('metadata lines under fuzzing', () => {
  const keyText = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'material', 'Größe', '色'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
  )
  /** Keys and values a line can hold: no separator in a key, no line break, nothing to trim. */
  const key = keyText.map((k) => k.replace(/[:=\n\r]/g, '').trim()).filter((k) => k.length > 0 && !/\s/.test(k[0] ?? '') && k === k.trim())
  const value = fc.string({ unit: 'grapheme', maxLength: 12 }).map((v) => v.replace(/[\n\r]/g, ' ').trim())
  const metadata = fc.dictionary(key, value, { maxKeys: 6 })

  it('any text: own keys with text values, or a refusal naming the line or the key and what to write', () => {
    const lines = fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.tuple(keyText, fc.constantFrom(':', '=', ' : ', ''), value).map((parts) => parts.join(''))), { maxLength: 6 })
    fc.assert(
      fc.property(fc.oneof(anyText, lines.map((l) => l.join('\n'))), (text) => {
        const result = parseMetadata(text)
        if (!result.ok) return void expect(result.error).toMatch(/^(Line \d+: write key: value|Key "[^]*" appears twice)$/)
        expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype)
        for (const [k, v] of Object.entries(result.value)) {
          expect(k.length > 0 && !/[:=\n]/.test(k)).toBe(true)
          expect(typeof v).toBe('string')
        }
      }),
      { numRuns: 500 },
    )
  })

  it('what is shown is read back to the same metadata (the edit prompt round trip)', () => {
    fc.assert(
      fc.property(metadata, (record) => {
        const result = parseMetadata(formatMetadata(record))
        expect(result.ok).toBe(true)
        if (result.ok) expect(Object.entries(result.value)).toEqual(Object.entries(record))
      }),
      { numRuns: 300 },
    )
  })

  it('the changes sent turn the stored metadata into the edited one (Medusa merges, "" deletes)', () => {
    const stored = fc.dictionary(key, fc.oneof(value, fc.integer(), fc.boolean()), { maxKeys: 6 })
    fc.assert(
      fc.property(stored, metadata, (before, after) => {
        const merged = new Map<string, unknown>(Object.entries(before))
        for (const [k, v] of Object.entries(metadataChanges(before, after))) {
          if (v === '') merged.delete(k)
          else merged.set(k, v)
        }
        const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))
        // An empty value is no value: sent as '' it deletes the key; a stored '' left as it was stays ''.
        const expected = Object.entries(after).filter(([, v]) => v !== '')
        expect([...merged].map(([k, v]) => [k, text(v)]).filter(([, v]) => v !== '').sort()).toEqual(expected.sort())
      }),
      { numRuns: 300 },
    )
  })

  it('regressions: keys named like object methods are keys (constructor "appeared twice", __proto__ was lost)', () => {
    expect(parseMetadata('constructor: a\ntoString: b')).toEqual({ ok: true, value: { constructor: 'a', toString: 'b' } })
    const proto = parseMetadata('__proto__: x')
    expect(proto.ok && Object.entries(proto.value)).toEqual([['__proto__', 'x']])
    expect(metadataChanges({ toString: 'a', valueOf: 'b' }, {})).toEqual({ toString: '', valueOf: '' })
    expect(metadataChanges({}, { constructor: 'x' })).toEqual({ constructor: 'x' })
  })
})

describe('text with a pattern under fuzzing', () => {
  it('a discount code: the trimmed text when it fits the pattern, else the pattern’s message', () => {
    const spec = specOf(createDiscount, 'code')
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^\s?[A-Za-z0-9_-]{1,12}\s?$/)), (text) => {
        const result = parse(spec, text)
        if (result.ok) expect(result.value).toBe(text.trim())
        else expect(result.error).toMatch(/^(Code is required|A code holds letters, digits, - and _ only, without spaces)$/)
      }),
      { numRuns: 300 },
    )
  })
})
