import { describe, expect, it } from 'vitest'
import { emptyDraft, hasChangesToSave, hasEdits, planPrices, withEdit, type CellEdit, type PriceDraft } from '@/atoms/price-lists/grid'

const cell = (n: number, change: Pick<CellEdit, 'before' | 'after' | 'ids'>): CellEdit => ({ variantId: `v${n}`, currency: 'eur', row: `Shirt ${n}`, ...change })
const draftOf = (...edits: CellEdit[]): PriceDraft => ({ ...emptyDraft, edits: Object.fromEntries(edits.map((e) => [`${e.variantId}:eur`, e])) })
const planSends = (draft: PriceDraft) => {
  const plan = planPrices(draft)
  return plan.changes.length > 0 || plan.deleteIds.length > 0
}

// The save command's `when` asks hasChangesToSave on every edit instead of planning (a sort of 1,000 edits per Enter, issue #32):
// it must say what the plan says for every kind of edit.
describe('hasChangesToSave', () => {
  const kinds: Record<string, CellEdit> = {
    changed: cell(1, { before: 1000, after: 1200, ids: ['ma_1'] }),
    added: cell(2, { before: undefined, after: 500, ids: [] }),
    removed: cell(3, { before: 1000, after: null, ids: ['ma_3'] }),
    'removed, never saved': cell(4, { before: undefined, after: null, ids: [] }),
    'same amount over duplicates': cell(5, { before: 1000, after: 1000, ids: ['ma_5', 'ma_5b'] }),
    'same amount, one price': cell(6, { before: 1000, after: 1000, ids: ['ma_6'] }),
  }

  it.each(Object.entries(kinds))('agrees with the plan for an edit %s', (_name, edit) => {
    const draft = draftOf(edit)
    expect(hasChangesToSave(draft)).toBe(planSends(draft))
  })

  it('says nothing to save when no edit sends anything, and yes once one among them does', () => {
    const idle = draftOf(kinds['removed, never saved']!, kinds['same amount, one price']!)
    expect(planSends(idle)).toBe(false)
    expect(hasChangesToSave(idle)).toBe(false)
    const busy = draftOf(kinds['removed, never saved']!, kinds['same amount, one price']!, kinds.removed!)
    expect(hasChangesToSave(busy)).toBe(true)
    expect(hasChangesToSave(emptyDraft)).toBe(false)
  })
})

describe('hasEdits', () => {
  it('is true from the first edit, false for an empty draft', () => {
    expect(hasEdits(emptyDraft)).toBe(false)
    expect(hasEdits(draftOf(cell(1, { before: undefined, after: null, ids: [] })))).toBe(true)
  })
})

describe('withEdit', () => {
  it('keeps the edits in the order they were last made: a new cell last, a cell edited again moved last', () => {
    let draft = emptyDraft
    for (const n of [1, 2, 3]) draft = withEdit(draft, cell(n, { before: 1000, after: 2000 + n, ids: [`ma_${n}`] }))
    expect(Object.keys(draft.edits)).toEqual(['v1:eur', 'v2:eur', 'v3:eur'])
    const again = withEdit(draft, cell(1, { before: 1000, after: 3000, ids: ['ma_1'] }))
    expect(Object.keys(again.edits)).toEqual(['v2:eur', 'v3:eur', 'v1:eur'])
    expect(again.edits['v1:eur']?.after).toBe(3000)
    // The draft it was made from is left as it was.
    expect(draft.edits['v1:eur']?.after).toBe(2001)
  })

  it('drops the edit of a cell set back to what the server has, and adds none for a cell left as it is', () => {
    const edited = withEdit(emptyDraft, cell(1, { before: 1000, after: 1500, ids: ['ma_1'] }))
    expect(withEdit(edited, cell(1, { before: 1000, after: 1000, ids: ['ma_1'] })).edits).toEqual({})
    expect(withEdit(edited, cell(2, { before: 1000, after: 1000, ids: ['ma_2'] })).edits).toEqual(edited.edits)
  })
})
