import type { GiftCard } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryAtomFamily } from '@/atoms/core/query'
import { medusaRecords } from '@/panels/shared/table'

const card = { id: 'gift_1', code: 'GIFT-1' } as GiftCard
const listAtom = queryAtomFamily((query: { limit: number }) =>
  queryOptions({ queryKey: ['medusa-records-test', 'list', query], queryFn: async () => ({ gift_cards: [card], count: 1 }) }),
)
const detail = (id: string) => queryOptions({ queryKey: ['medusa-records-test', 'detail', id], queryFn: async () => ({ gift_card: card }) })

describe('medusaRecords', () => {
  it("reads a page under the kind's plural and a detail under its singular, in snake case", () => {
    const records = medusaRecords('gift-card', listAtom, detail)
    expect(records.kind).toBe('gift-card')
    expect(records.listAtom).toBe(listAtom)
    expect(records.detail).toBe(detail)
    expect(records.rows({ gift_cards: [card], count: 1 })).toEqual([card])
    expect(records.entity({ gift_card: card })).toBe(card)
  })
})
