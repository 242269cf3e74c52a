import type { MoneyAmount } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { emptyDraft, gridColumns, gridCurrencies, planPrices, storedCells, withEdit, type CellEdit } from '@/atoms/price-lists/grid'
import { changeLine, previewText } from '@/commands/price-lists/prices'

const price = (id: string, variant: string, currency: string, amount: number, at: string, extra: Partial<MoneyAmount> = {}) =>
  ({ id, variant_id: variant, currency_code: currency, amount, min_quantity: null, max_quantity: null, region_id: null, created_at: at, ...extra }) as MoneyAmount

describe('storedCells', () => {
  it('one cell per variant and currency or region, the newest price shown over older duplicates; ranges kept apart', () => {
    const { cells, other } = storedCells([
      price('ma_1', 'v1', 'eur', 800, '2024-01-01'),
      price('ma_2', 'v1', 'eur', 900, '2024-01-02'),
      price('ma_3', 'v1', 'usd', 1000, '2024-01-01'),
      price('ma_4', 'v1', 'eur', 500, '2024-01-01', { min_quantity: 10 }),
      price('ma_5', 'v1', 'eur', 500, '2024-01-01', { region_id: 'reg_1' }),
    ])
    expect(cells.get('v1:eur')).toEqual({ amount: 900, ids: ['ma_2', 'ma_1'] })
    expect(cells.get('v1:usd')).toEqual({ amount: 1000, ids: ['ma_3'] })
    expect(cells.get('v1:region:reg_1')).toEqual({ amount: 500, ids: ['ma_5'] })
    expect(other).toBe(1)
    expect(gridCurrencies(['usd', 'EUR', 'gbp'], [price('ma_9', 'v1', 'jpy', 5, '2024')], 'eur')).toEqual(['eur', 'gbp', 'jpy', 'usd'])
  })
})

const edit = (over: Partial<CellEdit>): CellEdit => ({ variantId: 'v1', currency: 'eur', row: 'Shirt · S (SHIRT-S)', ids: [], after: null, ...over })

describe('planPrices: what one save sends', () => {
  it('adds, changes (a new price replacing the old one) and removes; unchanged cells are not sent', () => {
    let draft = emptyDraft
    draft = withEdit(draft, edit({ currency: 'eur', before: 800, ids: ['ma_1'], after: 700 }))
    draft = withEdit(draft, edit({ currency: 'usd', after: 1200 }))
    draft = withEdit(draft, edit({ variantId: 'v2', row: 'Shirt · M', currency: 'eur', before: 900, ids: ['ma_2'], after: null }))
    draft = withEdit(draft, edit({ variantId: 'v3', row: 'Cap', before: 500, ids: ['ma_3'], after: 500 }))
    expect(Object.keys(draft.edits)).toHaveLength(3)
    const plan = planPrices(draft)
    expect(plan.prices).toEqual([
      { variant_id: 'v1', currency_code: 'eur', amount: 700 },
      { variant_id: 'v1', currency_code: 'usd', amount: 1200 },
    ])
    expect(plan.deleteIds).toEqual(['ma_2', 'ma_1'])
    expect(plan.changes.map((c) => c.kind)).toEqual(['remove', 'change', 'add'])
    expect(previewText(draft, 'Black Friday')).toBe(
      [
        'Save Black Friday: 1 changed, 1 added, 1 removed. Other prices stay as they are.',
        'Shirt · M, EUR: remove €9.00',
        'Shirt · S (SHIRT-S), EUR: €8.00 → €7.00',
        'Shirt · S (SHIRT-S), USD: new $12.00',
      ].join('\n'),
    )
  })

  it('setting a cell back to its saved amount drops the edit; removing an unsaved addition drops it too', () => {
    const changed = withEdit(emptyDraft, edit({ before: 800, ids: ['ma_1'], after: 700 }))
    expect(withEdit(changed, edit({ before: 800, ids: ['ma_1'], after: 800 })).edits).toEqual({})
    const added = withEdit(emptyDraft, edit({ after: 700 }))
    expect(withEdit(added, edit({ after: null })).edits).toEqual({})
  })

  it('an unchanged amount over duplicates deletes the older ones only', () => {
    const draft = withEdit(emptyDraft, edit({ before: 800, ids: ['ma_new', 'ma_old'], after: 800 }))
    expect(planPrices(draft)).toEqual({ changes: [], prices: [], deleteIds: ['ma_old'] })
  })
})

describe('region columns', () => {
  const regions = [
    { id: 'reg_eu', name: 'Europe', currency_code: 'eur' },
    { id: 'reg_uk', name: 'United Kingdom', currency_code: 'gbp' },
    { id: 'reg_jp', name: 'Japan', currency_code: 'jpy' },
  ]
  it('a column per region the list has prices in or the operator added, by name, after the currencies', () => {
    const prices = [price('ma_1', 'v1', 'gbp', 900, '2024', { region_id: 'reg_uk' }), price('ma_2', 'v1', 'eur', 800, '2024')]
    expect(gridColumns(['eur', 'usd'], regions, prices, ['reg_eu']).map((c) => [c.key, c.currency, c.label])).toEqual([
      ['eur', 'eur', 'EUR'],
      ['usd', 'usd', 'USD'],
      ['region:reg_eu', 'eur', 'Europe (EUR)'],
      ['region:reg_uk', 'gbp', 'United Kingdom (GBP)'],
    ])
    // A region not known by name (not loaded yet, deleted) gets no column rather than its id.
    expect(gridColumns(['eur'], [], prices).map((c) => c.label)).toEqual(['EUR'])
  })

  it('a region cell is saved as a price with region_id in the same batch, and previewed by the region’s name', () => {
    let draft = emptyDraft
    draft = withEdit(draft, edit({ currency: 'eur', after: 700 }))
    draft = withEdit(draft, edit({ currency: 'gbp', regionId: 'reg_uk', column: 'United Kingdom (GBP)', before: 900, ids: ['ma_1'], after: 950 }))
    expect(Object.keys(draft.edits).sort()).toEqual(['v1:eur', 'v1:region:reg_uk'])
    const plan = planPrices(draft)
    expect(plan.prices).toEqual([
      { variant_id: 'v1', currency_code: 'eur', amount: 700 },
      { variant_id: 'v1', region_id: 'reg_uk', amount: 950 },
    ])
    expect(plan.deleteIds).toEqual(['ma_1'])
    expect(plan.changes.map(changeLine)).toEqual([
      `Shirt · S (SHIRT-S), EUR: new ${formatMoney(700, 'eur')}`,
      `Shirt · S (SHIRT-S), United Kingdom (GBP): ${formatMoney(900, 'gbp')} → ${formatMoney(950, 'gbp')}`,
    ])
  })
})
