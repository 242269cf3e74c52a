import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { endRunningAtom, isSameRun, runningCommandsAtom, runsWith, startRunningAtom } from '@/atoms/core/running'

describe('commands in flight', () => {
  it('lists a run from its start to its end, each by its own key', () => {
    const store = createStore()
    const first = store.set(startRunningAtom, { id: 'orders.capture', title: 'Capture payment', args: { orderId: 'o_1' } })
    const second = store.set(startRunningAtom, { id: 'orders.capture', title: 'Capture payment', args: { orderId: 'o_2' } })
    expect(store.get(runningCommandsAtom).map((run) => run.args.orderId)).toEqual(['o_1', 'o_2'])
    store.set(endRunningAtom, first)
    expect(store.get(runningCommandsAtom).map((run) => run.key)).toEqual([second])
  })

  it('takes the same command with equal arguments for the same run, whatever their order or an unset one', () => {
    const run = { id: 'products.create', args: { title: 'Mug', tags: ['a', 'b'], options: [{ title: 'Size', values: ['S'] }], handle: undefined } }
    expect(isSameRun(run, 'products.create', { options: [{ title: 'Size', values: ['S'] }], tags: ['a', 'b'], title: 'Mug' })).toBe(true)
    expect(isSameRun(run, 'products.create', { title: 'Mug', tags: ['a'], options: [{ title: 'Size', values: ['S'] }] })).toBe(false)
    expect(isSameRun(run, 'products.create', { title: 'Cup', tags: ['a', 'b'], options: [{ title: 'Size', values: ['S'] }] })).toBe(false)
    expect(isSameRun(run, 'products.update', run.args)).toBe(false)
  })

  it('takes two files of the same name for two runs: a file equals only itself', () => {
    const file = new Blob(['a,b'])
    const run = { id: 'price-lists.import', args: { file } }
    expect(isSameRun(run, 'price-lists.import', { file })).toBe(true)
    expect(isSameRun(run, 'price-lists.import', { file: new Blob(['a,b']) })).toBe(false)
  })

  it("finds a button's run by the arguments the button knows", () => {
    const run = { id: 'products.delete-variant', args: { productId: 'p_1', variantId: 'v_1' } }
    expect(runsWith(run, 'products.delete-variant', { variantId: 'v_1' })).toBe(true)
    expect(runsWith(run, 'products.delete-variant', { variantId: 'v_2' })).toBe(false)
    expect(runsWith(run, 'products.delete-variant')).toBe(true)
    expect(runsWith(run, 'products.delete-option', { variantId: 'v_1' })).toBe(false)
  })
})
