import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterRecordFirst, loadRecordFirst, recordPainted, releaseRecordFirst, RECORD_FIRST_CAP_MS } from '@/atoms/core/recordFirst'

const settledWithin = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('a record opened by link goes first', () => {
  afterEach(() => vi.useRealTimers())

  it('holds lists until the record has answered and painted, then lets them go at once', async () => {
    vi.useFakeTimers()
    let answer!: () => void
    loadRecordFirst(new Promise<void>((resolve) => (answer = resolve)))
    const list = afterRecordFirst()
    // A panel painted before the record arrived (the area's frame) does not release them.
    recordPainted()
    expect(await settledWithin(list)).toBe(false)
    answer()
    expect(await settledWithin(list)).toBe(false)
    recordPainted()
    expect(await settledWithin(list)).toBe(true)
    expect(await settledWithin(afterRecordFirst())).toBe(true)
  })

  it('a failing record releases them too', async () => {
    vi.useFakeTimers()
    loadRecordFirst(Promise.reject(new Error('404')))
    expect(await settledWithin(afterRecordFirst())).toBe(true)
  })

  it('a record that will not be shown (a new session) releases them at once', async () => {
    vi.useFakeTimers()
    loadRecordFirst(Promise.resolve())
    const list = afterRecordFirst()
    expect(await settledWithin(list)).toBe(false)
    releaseRecordFirst()
    expect(await settledWithin(list)).toBe(true)
  })

  it('a record that does not answer holds them no longer than the cap', async () => {
    vi.useFakeTimers()
    loadRecordFirst(new Promise(() => undefined))
    const list = afterRecordFirst()
    await vi.advanceTimersByTimeAsync(RECORD_FIRST_CAP_MS - 1)
    expect(await settledWithin(list)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settledWithin(list)).toBe(true)
  })
})
