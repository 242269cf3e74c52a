import { act } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

/**
 * Fake timers plus a user-event instance that advances them. Testing Library's async wrapper
 * drains with setTimeout(0) and advances only a global `jest` clock, so one is provided that
 * forwards to vitest's (without it every user-event call would hang under fake timers).
 */
export function fakeTimersAndUser() {
  vi.useFakeTimers()
  const scope = globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } }
  scope.jest ??= { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) }
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
}

/** Moves the fake clock inside act(), so the state updates it causes are rendered. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

/**
 * Waits for `check` to pass while the fake clock stands still: each turn lets the real event loop run
 * once (requests answered, renders flushed) and fires only timers already due. For fake timers where
 * Testing Library's findBy/waitFor would move the clock (or hang on their setTimeout(0) drain).
 */
export async function settle<T>(check: () => T, turns = 100): Promise<T> {
  for (let turn = 0; ; turn += 1) {
    try {
      return check()
    } catch (error) {
      if (turn >= turns) throw error
    }
    await act(() => vi.advanceTimersByTimeAsync(0))
  }
}

/** Moves the fake clock by `ms`, letting what it starts (requests, renders) run on the way. */
export async function advanceAsync(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}
