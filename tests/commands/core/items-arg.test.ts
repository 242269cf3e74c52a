import { describe, expect, it } from 'vitest'
import { arg, checkValue } from '@/commands/core/args'
import {
  checkItems,
  checkItemsShape,
  CHOOSE_ONE_ITEM,
  describeItems,
  initialRows,
  parseQuantity,
  rowsAsDraft,
  rowsToValue,
  stepQuantity,
  toggleQuantity,
  type ItemOption,
} from '@/commands/core/items-arg'

const options: ItemOption[] = [
  { id: 'item_1', label: 'Medusa T-Shirt', max: 2 },
  { id: 'item_2', label: 'Coffee Mug', max: 1, quantity: 1 },
  { id: 'item_3', label: 'Tote Bag', max: 0 },
]

describe('parseQuantity', () => {
  it('reads whole numbers; empty is 0', () => {
    expect(parseQuantity('2')).toEqual({ ok: true, value: 2 })
    expect(parseQuantity(' 10 ')).toEqual({ ok: true, value: 10 })
    expect(parseQuantity('')).toEqual({ ok: true, value: 0 })
  })

  it('refuses anything else', () => {
    for (const text of ['1.5', '-1', 'two', '1e2', '+3']) expect(parseQuantity(text)).toEqual({ ok: false, error: 'Quantity must be a whole number' })
  })
})

describe('stepping and toggling a row', () => {
  it('+/- stay within 0..max', () => {
    expect(stepQuantity(0, 1, 2)).toBe(1)
    expect(stepQuantity(2, 1, 2)).toBe(2)
    expect(stepQuantity(0, -1, 2)).toBe(0)
    expect(stepQuantity(5, -1, 2)).toBe(2)
  })

  it('space takes all of a row, or none when it has some', () => {
    expect(toggleQuantity(0, 3)).toBe(3)
    expect(toggleQuantity(1, 3)).toBe(0)
    expect(toggleQuantity(0, 0)).toBe(0)
  })
})

describe('checkItemsShape (what checkValue runs for every items answer)', () => {
  it('wants at least one item', () => {
    expect(checkItemsShape([])).toEqual({ ok: false, error: CHOOSE_ONE_ITEM })
    expect(checkItemsShape(undefined)).toEqual({ ok: false, error: CHOOSE_ONE_ITEM })
  })

  it('wants whole quantities of at least 1, each item once', () => {
    expect(checkItemsShape([{ item_id: 'item_1', quantity: 1.5 }])).toEqual({ ok: false, error: 'Quantity must be a whole number' })
    expect(checkItemsShape([{ item_id: 'item_1', quantity: 0 }])).toEqual({ ok: false, error: 'Quantity must be at least 1' })
    expect(checkItemsShape([{ item_id: 'item_1', quantity: 1 }, { item_id: 'item_1', quantity: 1 }])).toEqual({ ok: false, error: 'Item item_1 appears twice' })
    expect(checkItemsShape([{ quantity: 1 }])).toEqual({ ok: false, error: 'Every line needs an item' })
    expect(checkItemsShape([{ item_id: 'item_1', quantity: 1, reason_id: 3 }])).toEqual({ ok: false, error: 'reason_id must be text' })
  })

  it('is what checkValue runs for an items argument, before its own validate', () => {
    const spec = arg.items({ label: 'Items to fulfill', items: () => options, validate: () => 'custom check' })
    expect(checkValue(spec, [], {})).toEqual({ ok: false, error: 'Items to fulfill is required' })
    expect(checkValue(spec, [{ item_id: 'item_1', quantity: -1 }], {})).toEqual({ ok: false, error: 'Quantity must be at least 1' })
    expect(checkValue(spec, [{ item_id: 'item_1', quantity: 1 }], {})).toEqual({ ok: false, error: 'custom check' })
    const optional = arg.items({ label: 'Items', optional: true, items: () => options })
    expect(checkValue(optional, [], {})).toEqual({ ok: true, value: [] })
  })
})

describe('checkItems (against the rows of the order)', () => {
  it('accepts quantities from 1 to each row’s maximum', () => {
    const value = [{ item_id: 'item_1', quantity: 2 }, { item_id: 'item_2', quantity: 1, reason_id: 'rr_1' }]
    expect(checkItems(value, options)).toEqual({ ok: true, value })
  })

  it('names the row that is over its maximum, locked, or unknown', () => {
    expect(checkItems([{ item_id: 'item_1', quantity: 3 }], options)).toEqual({ ok: false, error: 'Medusa T-Shirt: at most 2' })
    expect(checkItems([{ item_id: 'item_3', quantity: 1 }], options)).toEqual({ ok: false, error: 'Tote Bag: none left to choose' })
    expect(checkItems([{ item_id: 'item_9', quantity: 1 }], options)).toEqual({ ok: false, error: 'Item item_9 is not on this order' })
  })

  it('wants a reason on every chosen row when reasons are required (claims)', () => {
    const value = [{ item_id: 'item_1', quantity: 1 }]
    expect(checkItems(value, options, { reasonRequired: true })).toEqual({ ok: false, error: 'Medusa T-Shirt: choose a reason' })
    expect(checkItems([{ item_id: 'item_1', quantity: 1, reason_id: 'wrong_item' }], options, { reasonRequired: true }).ok).toBe(true)
  })
})

describe('rows of the page', () => {
  it('start from each option’s own quantity, an earlier answer, or a kept draft', () => {
    expect(initialRows(options, undefined, '').map((r) => r.text)).toEqual(['0', '1', '0'])
    const earlier = [{ item_id: 'item_1', quantity: 2, reason_id: 'rr_2', note: 'torn' }]
    expect(initialRows(options, earlier, '')).toEqual([
      { id: 'item_1', text: '2', reason: 'rr_2', note: 'torn' },
      { id: 'item_2', text: '0', reason: '', note: '' },
      { id: 'item_3', text: '0', reason: '', note: '' },
    ])
    const draft = rowsAsDraft([{ id: 'item_2', text: '7', reason: '', note: '' }])
    expect(initialRows(options, earlier, draft).map((r) => r.text)).toEqual(['2', '7', '0'])
    expect(initialRows(options, undefined, '[not json').map((r) => r.text)).toEqual(['0', '1', '0'])
  })

  it('make the answer from the rows with a quantity, trimming notes', () => {
    const rows = [
      { id: 'item_1', text: '2', reason: 'rr_1', note: '  seam open ' },
      { id: 'item_2', text: '0', reason: 'rr_2', note: '' },
      { id: 'item_3', text: '', reason: '', note: '' },
    ]
    expect(rowsToValue(rows)).toEqual({ ok: true, value: [{ item_id: 'item_1', quantity: 2, reason_id: 'rr_1', note: 'seam open' }] })
    expect(rowsToValue([{ id: 'item_1', text: 'x', reason: '', note: '' }])).toEqual({ ok: false, error: 'Quantity must be a whole number' })
  })

  it('describe an answer for the breadcrumb', () => {
    expect(describeItems([{ item_id: 'item_1', quantity: 2 }, { item_id: 'item_2', quantity: 1 }], options)).toBe('Medusa T-Shirt × 2, Coffee Mug × 1')
  })
})
