import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext } from '@/models/core/context'
import { defineEntity, recordIn, sameText } from '@/models/core/entity'
import { pickerOf, toOptions } from '@/commands/core/entity'
import { registry } from '@/commands/index'
import { ordersNav } from '@/models/orders/area'
import { areas } from '@/app/areas'

type Code = { id: string; code: string; uses: number }
const codes: Code[] = [
  { id: 'disc_1', code: 'SUMMER15X', uses: 4 },
  { id: 'disc_2', code: 'SUMMER15', uses: 41 },
]
const codeEntity = defineEntity<Code>({
  noun: 'discount',
  label: (c) => c.code,
  hint: (c) => `used ${c.uses} times`,
  search: async (q) => codes.filter((c) => c.code.toLowerCase().includes(q.trim().toLowerCase())),
  exact: (c, q) => sameText(c.code, q),
})

describe('entity descriptors', () => {
  it('list the record whose identifier was typed exactly first, each option carrying its record', async () => {
    const options = await pickerOf(codeEntity)(' summer15 ', { queryClient: createQueryClient(), ctx: emptyContext, args: {} })
    expect(options.map((o) => [o.label, o.hint])).toEqual([
      ['SUMMER15', 'used 41 times'],
      ['SUMMER15X', 'used 4 times'],
    ])
    expect(options[0]?.record).toBe(codes[1])
  })

  it('keep the search order when nothing matches exactly', () => {
    expect(toOptions(codeEntity, codes, 'summer').map((o) => o.id)).toEqual(['disc_1', 'disc_2'])
  })

  it('read a record from the focus or from what was picked for that argument, never a stale pick', () => {
    const order = { id: 'order_1', display_id: 1042 }
    const picked = { ...emptyContext, picked: { orderId: order } }
    expect(recordIn(picked, 'order', 'orderId', { orderId: 'order_1' })).toBe(order)
    expect(recordIn(picked, 'order', 'orderId', { orderId: 'order_2' })).toBeUndefined()
    const focused = { ...emptyContext, focus: { kind: 'order' as const, id: 'order_2', entity: { ...order, id: 'order_2' } as never } }
    expect(recordIn(focused, 'order', 'orderId', { orderId: 'order_2' })).toMatchObject({ id: 'order_2' })
  })
})

describe('areas', () => {
  it('bind each nav entry’s key on its list command, declared once', () => {
    for (const area of areas) {
      const list = registry.get(`${area.domain}.list`)
      expect(list?.hotkey).toBe(area.hotkey)
      expect(list?.title).toBe(`Go to ${area.label.toLowerCase()}`)
    }
    expect(registry.get('orders.open')?.title).toBe('Open order…')
    expect(ordersNav.hotkey).toBe('g o')
  })
})
