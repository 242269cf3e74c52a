import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { looksLikeCode, looksLikeEmail, looksLikeGiftCardCode, looksLikeOrderNumber } from '@/commands/core/records'
import { recordFinders } from '@/commands/finders'
import { allCommands } from '@/commands/index'
import { matchCommands, rankCommand, TYPED_QUERY_LIMIT } from '@/palette/match'
import { isRecordShaped } from '@/palette/RecordResults'
import { parseOrderNumber } from '@/models/orders/entity'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed palette search (issue #33). What is typed in the root palette:
 * - command search: rankCommand / matchCommands (palette/match.ts) over the real registry;
 * - the record shapes that start a record search (commands/core/records.ts, commands/finders.ts):
 *   '#1042' or '1042' an order (parseOrderNumber, models/orders/entity.ts), an '@' an email, a code
 *   with a digit, '-' or '_' (or in capitals) a SKU or discount, XXXX-XXXX-… a gift card. There is no
 *   'sku:'-style prefix in this console: the shape of the text decides.
 * Keys typed ahead of a waiting page (palette/typeAhead.ts) are fuzzed in typeAhead.test.tsx.
 * Contract: never throws; scores in [0, 1]; each command listed at most once; plain words never search records.
 */

withFuzzSeed()

const searchish = fc.array(fc.constantFrom('#', '@', '-', '_', ' ', '1', '0', 'a', 'Z', 'sku:', 'ö', '.', '(', '*', '\\', '\u200b', '😀', 'cre', 'prod'), { maxLength: 10 }).map((p) => p.join(''))
const query = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 20 }), searchish)

describe('command search under fuzzing', () => {
  it('never throws; a score is in [0, 1]; each command is listed once, within the limit', () => {
    fc.assert(
      fc.property(query, (q) => {
        for (const command of allCommands.slice(0, 20)) {
          const score = rankCommand(command.id, q, [command.title, ...(command.keywords ?? []), command.group])
          expect(score >= 0 && score <= 1).toBe(true)
        }
        const listed = matchCommands(allCommands, q, TYPED_QUERY_LIMIT).flatMap(([, list]) => list)
        expect(new Set(listed).size).toBe(listed.length)
        expect(listed.length).toBeLessThanOrEqual(q ? TYPED_QUERY_LIMIT : allCommands.length)
      }),
      { numRuns: 200 },
    )
  })

  it('every command is found by its own title, whatever the case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allCommands), fc.boolean(), (command, upper) => {
        const title = upper ? command.title.toUpperCase() : command.title.toLowerCase()
        expect(matchCommands(allCommands, title).flatMap(([, list]) => list)).toContain(command)
      }),
      { numRuns: 100 },
    )
  })
})

describe('record shapes under fuzzing', () => {
  it('never throw; what is record-shaped has the shape of one of the finders', () => {
    fc.assert(
      fc.property(query, (q) => {
        const shapes = [looksLikeOrderNumber(q), looksLikeEmail(q), looksLikeGiftCardCode(q), looksLikeCode(q)]
        expect(isRecordShaped(q)).toBe(shapes.some(Boolean))
        const text = q.trim()
        if (shapes[1]) expect(text).toMatch(/^[^\s@]+@[^\s@]*$/)
        if (shapes[3]) expect(text.length >= 3 && !/\s|@/.test(text)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('words with a space between them are commands: typing one never searches records', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,10}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), (words) => {
        expect(isRecordShaped(words.join(' '), recordFinders)).toBe(false)
      }),
    )
  })

  it('an order number typed any usual way is that order; anything else is no order number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom('', '#', '# ', ' #', '#  '), (n, prefix) => {
        expect(parseOrderNumber(`${prefix}${n} `)).toBe(n)
        expect(looksLikeOrderNumber(`${prefix}${n}`)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(query, (q) => {
        const n = parseOrderNumber(q)
        if (n !== undefined) expect(Number.isSafeInteger(n) && n > 0 && looksLikeOrderNumber(q)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
