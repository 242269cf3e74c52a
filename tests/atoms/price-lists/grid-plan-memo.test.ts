import { describe, expect, it } from 'vitest'
import { emptyDraft, planPrices, withEdit, type CellEdit, type PriceDraft } from '@/atoms/price-lists/grid'

const edit = (n: number, after: number): CellEdit => ({ variantId: `v${n}`, currency: 'eur', row: `Shirt ${String(n).padStart(4, '0')}`, before: 1000, ids: [`ma_${n}`], after })

// Every key the grid takes makes a new draft (the cursor is in it) and the commands' `when` plan it:
// with 1,000 edits a plan per key was a sort of 1,000 rows per key (issue #32).
describe('planPrices over a draft of 1,000 edits', () => {
  it('plans once per set of edits: a cursor move reuses the plan, a new edit makes a new one', () => {
    let draft: PriceDraft = emptyDraft
    for (let n = 999; n >= 0; n--) draft = withEdit(draft, edit(n, 2000 + n))
    const plan = planPrices(draft)
    expect(plan.prices).toHaveLength(1000)
    // By row, whatever order the edits were made in.
    expect(plan.prices.slice(0, 2).map((p) => p.variant_id)).toEqual(['v0', 'v1'])

    const moved: PriceDraft = { ...draft, selected: [], row: { variantId: 'v5', productId: 'p5', label: 'Shirt 0005', product: 'Shirt' } }
    expect(planPrices(moved)).toBe(plan)

    const edited = withEdit(moved, edit(5, 1234))
    const next = planPrices(edited)
    expect(next).not.toBe(plan)
    expect(next.prices.find((p) => p.variant_id === 'v5')?.amount).toBe(1234)
    expect(plan.prices.find((p) => p.variant_id === 'v5')?.amount).toBe(2005)
  })
})
