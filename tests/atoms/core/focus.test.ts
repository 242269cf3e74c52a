import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusAtom, focusSettled } from '@/atoms/core/context'

// A command started while the focused record is partial (an order whose exchanges follow its first
// paint) waits with focusSettled before reading its defaults.
describe('focusSettled', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const settledYet = async (promise: Promise<void>) => {
    let settled = false
    void promise.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    return settled
  }

  it('resolves at once when the focus is whole or empty', async () => {
    vi.useFakeTimers()
    const store = createStore()
    expect(await settledYet(focusSettled(store, 2_000))).toBe(true)
    store.set(focusAtom, { kind: 'order', id: 'order_1' })
    expect(await settledYet(focusSettled(store, 2_000))).toBe(true)
  })

  it('resolves when the panel publishes the whole record, or when the focus moves away', async () => {
    vi.useFakeTimers()
    const store = createStore()
    store.set(focusAtom, { kind: 'order', id: 'order_1', partial: true })
    const whole = focusSettled(store, 2_000)
    expect(await settledYet(whole)).toBe(false)
    store.set(focusAtom, { kind: 'order', id: 'order_1', partial: true })
    expect(await settledYet(whole)).toBe(false)
    store.set(focusAtom, { kind: 'order', id: 'order_1' })
    expect(await settledYet(whole)).toBe(true)

    store.set(focusAtom, { kind: 'order', id: 'order_1', partial: true })
    const gone = focusSettled(store, 2_000)
    store.set(focusAtom, null)
    expect(await settledYet(gone)).toBe(true)
  })

  it('gives up after the wait it was given, so a slow answer does not hold the command', async () => {
    vi.useFakeTimers()
    const store = createStore()
    store.set(focusAtom, { kind: 'order', id: 'order_1', partial: true })
    const slow = focusSettled(store, 2_000)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(await settledYet(slow)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settledYet(slow)).toBe(true)
  })
})
