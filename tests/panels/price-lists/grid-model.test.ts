import type { Product } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { cursorReducer, initialCursor, selectedBlock, type CursorState } from '@/panels/price-lists/grid/cursor'
import { gridRows, parseBlock, placeBlock } from '@/panels/price-lists/grid/model'

describe('parseBlock: a block pasted from a spreadsheet', () => {
  it('reads tab-separated cells, one line per row, without the trailing newline spreadsheets add', () => {
    expect(parseBlock('10\t11,50\n12\t13\n14\t15\n')).toEqual([
      ['10', '11,50'],
      ['12', '13'],
      ['14', '15'],
    ])
    expect(parseBlock('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ])
  })

  it('keeps a quoted cell whole and an empty cell as empty', () => {
    expect(parseBlock('"1\t000"\t\t3')).toEqual([['1\t000', '', '3']])
    expect(parseBlock('42')).toEqual([['42']])
  })
})

describe('placeBlock: where a block lands from the focused cell', () => {
  const size = { rows: 3, currencies: ['eur', 'usd', 'jpy'] }

  it('reads amounts in each column’s currency (minor units) from the focused cell on', () => {
    const { cells, clipped } = placeBlock([['10', '12.0'], ['1.234,50', '7']], { row: 1, col: 1 }, size)
    expect(clipped).toBe(0)
    expect(cells).toEqual([
      { row: 1, col: 1, amount: 1000 },
      { row: 1, col: 2, amount: 12 },
      { row: 2, col: 1, amount: 123450 },
      { row: 2, col: 2, amount: 7 },
    ])
  })

  it('leaves empty block cells alone, drops what falls past the edge, and says which cells are no amount', () => {
    const { cells, clipped } = placeBlock([['', 'abc', '5'], ['-3', '1', '']], { row: 2, col: 1 }, size)
    expect(clipped).toBe(3)
    expect(cells).toEqual([{ row: 2, col: 2, error: '“abc” is not an amount' }])
    const negative = placeBlock([['-3']], { row: 0, col: 0 }, size)
    expect(negative.cells).toEqual([{ row: 0, col: 0, error: 'A price cannot be negative' }])
  })
})

describe('gridRows', () => {
  const product = (id: string, title: string, variants: Array<[string, string, string | null]>) =>
    ({ id, title, variants: variants.map(([vid, vtitle, sku]) => ({ id: vid, title: vtitle, sku })) }) as unknown as Product

  it('one row per variant, products by title, named by product, variant and SKU; a product listed twice counts once', () => {
    const shirt = product('p1', 'Shirt', [['v1', 'S', 'SHIRT-S'], ['v2', 'M', null]])
    const rows = gridRows([[shirt], [shirt, product('p2', 'Cap', [['v3', 'One size', 'CAP']])]])
    expect(rows.map((r) => [r.label, r.short])).toEqual([
      ['Cap · One size (CAP)', 'CAP'],
      ['Shirt · S (SHIRT-S)', 'SHIRT-S'],
      ['Shirt · M', 'Shirt · M'],
    ])
  })
})

describe('the cursor', () => {
  const reduce = cursorReducer({ rows: 4, cols: 3 })
  const run = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce<CursorState>(reduce, initialCursor)

  it('moves inside the grid, selects a block with shift, and Home/End go to the row’s ends', () => {
    expect(run({ type: 'move', dRow: -1, dCol: -1 }).focus).toEqual({ row: 0, col: 0 })
    const extended = run({ type: 'move', dRow: 1, dCol: 1 }, { type: 'move', dRow: 2, dCol: 1, extend: true })
    expect(selectedBlock(extended)).toEqual({ top: 1, bottom: 3, left: 1, right: 2 })
    expect(run({ type: 'go', to: { col: 99 } }).focus).toEqual({ row: 0, col: 2 })
  })

  it('edits, refuses with a reason, cancels, and moves on after a written edit (Tab wraps to the next row)', () => {
    const editing = run({ type: 'edit', text: '1' }, { type: 'type', text: '1x' }, { type: 'refuse', error: 'no' })
    expect(editing.editing).toEqual({ text: '1x', error: 'no' })
    expect(reduce(editing, { type: 'move', dRow: 1, dCol: 0 }).focus).toEqual({ row: 0, col: 0 })
    expect(reduce(editing, { type: 'cancel' }).editing).toBeNull()
    const atEnd = run({ type: 'go', to: { row: 1, col: 2 } }, { type: 'edit', text: '5' }, { type: 'committed', dRow: 0, dCol: 1 })
    expect(atEnd).toEqual({ focus: { row: 2, col: 0 }, anchor: null, editing: null })
    const lastRow = run({ type: 'go', to: { row: 3, col: 0 } }, { type: 'edit', text: '5' }, { type: 'committed', dRow: 1, dCol: 0 })
    expect(lastRow.focus).toEqual({ row: 3, col: 0 })
  })
})
