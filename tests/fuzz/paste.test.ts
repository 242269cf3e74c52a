import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { formatMoneyInput } from '@/api/money'
import { parseBlock, placeBlock, readAmount } from '@/panels/price-lists/grid/model'
import { withFuzzSeed } from './seed'

/**
 * Fuzzed pastes into the price grid (issue #33): a block copied from a spreadsheet (parseBlock, tab-
 * separated, quoted cells may hold tabs and line breaks), where it lands (placeBlock) and each cell's
 * amount in its column's currency (readAmount, through parseMoney: fuzzed in money.test.ts).
 * Contract: never throws; ragged rows keep their cells; every non-empty cell is written, refused with
 * what was typed and that an amount was expected, or counted as past the grid's edge.
 */

withFuzzSeed()

const CURRENCIES = ['eur', 'usd', 'jpy', 'kwd']
const plainCell = fc.oneof(fc.integer({ min: 0, max: 10 ** 7 }).map(String), fc.constantFrom('', ' ', '12,50', '1.234,50', '€ 3', 'abc', '-4', '1e3'), fc.string({ maxLength: 6 }).map((s) => s.replace(/[\t\r\n"]/g, '')))
/** Rows of different lengths, as a spreadsheet copies a block with empty cells at the end of some rows. */
const ragged = fc.array(fc.array(plainCell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 })

describe('parseBlock under fuzzing', () => {
  it('never throws on anything pasted', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.array(fc.constantFrom('1', '\t', '\n', '\r\n', '"', ' ', 'a'), { maxLength: 30 }).map((p) => p.join(''))), (text) => {
        for (const row of parseBlock(text)) for (const value of row) expect(typeof value).toBe('string')
      }),
      { numRuns: 500 },
    )
  })

  it('gives back a ragged block cell for cell, with or without the line ending spreadsheets add, LF or CRLF', () => {
    fc.assert(
      fc.property(ragged, fc.constantFrom('\n', '\r\n'), fc.boolean(), (block, newline, trailing) => {
        // A block whose last row is one empty cell cannot be told from a trailing line ending.
        fc.pre(!(block.length > 1 && block.at(-1)?.length === 1 && block.at(-1)?.[0] === ''))
        const text = block.map((row) => row.join('\t')).join(newline) + (trailing ? newline : '')
        const expected = block.length === 1 && block[0]?.length === 1 && block[0][0] === '' ? [] : block
        expect(parseBlock(text)).toEqual(expected)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps a quoted cell whole: tabs, line breaks and quotes inside it', () => {
    const cell = fc.string({ maxLength: 8 }).map((s) => s.replace(/\r/g, ''))
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (block) => {
        const text = Papa.unparse(block, { delimiter: '\t', newline: '\n', quotes: true })
        expect(parseBlock(`${text}\n`)).toEqual(block)
      }),
      { numRuns: 200 },
    )
  })
})

describe('placeBlock under fuzzing', () => {
  it('every non-empty cell is written, refused with what was typed, or counted past the edge', () => {
    const from = fc.record({ row: fc.nat(6), col: fc.nat(4) })
    const size = fc.record({ rows: fc.nat(8), currencies: fc.shuffledSubarray(CURRENCIES) })
    fc.assert(
      fc.property(ragged, from, size, (block, at, grid) => {
        const { cells, clipped } = placeBlock(block, at, grid)
        expect(cells.length + clipped).toBe(block.flat().filter((value) => value.trim()).length)
        for (const cell of cells) {
          expect(cell.row < grid.rows && cell.col < grid.currencies.length).toBe(true)
          if ('error' in cell) expect(cell.error).toMatch(/^(“[^]*” is not an amount|A price cannot be negative)$/)
          else expect(Number.isSafeInteger(cell.amount) && cell.amount >= 0).toBe(true)
        }
        expect(new Set(cells.map((c) => `${c.row}:${c.col}`)).size).toBe(cells.length)
      }),
      { numRuns: 300 },
    )
  })

  it('a block of amounts written as the grid shows them lands as the same minor units', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (amounts) => {
        const text = amounts.map((row) => row.map((a, col) => formatMoneyInput(a, CURRENCIES[col] ?? 'eur')).join('\t')).join('\r\n')
        const { cells } = placeBlock(parseBlock(`${text}\r\n`), { row: 0, col: 0 }, { rows: amounts.length, currencies: CURRENCIES })
        expect(cells).toEqual(amounts.flatMap((row, r) => row.map((amount, col) => ({ row: r, col, amount }))))
      }),
      { numRuns: 200 },
    )
  })

  it('readAmount on any text: an amount of at least 0, or the text and that it is not an amount', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom(...CURRENCIES), (text, currency) => {
        const read = readAmount(text, currency, 0, 0)
        if ('error' in read) expect(read.error === 'A price cannot be negative' || read.error === `“${text.trim()}” is not an amount`).toBe(true)
        else expect(read.amount).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 300 },
    )
  })
})
