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
