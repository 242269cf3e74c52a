import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOADING_BAR_DELAY_MS, LoadingBar } from '@/ui/LoadingBar'
import { expectNoSeriousA11yViolations } from './axe'
import { advance } from './timers'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' })

describe('LoadingBar', () => {
  it('appears only once active has stayed true for 1000 ms', () => {
    render(<LoadingBar active />)
    advance(999)
    expect(bar()).toBeNull()
    advance(1)
    expect(bar()).not.toBeNull()
    expect(LOADING_BAR_DELAY_MS).toBe(1000)
  })

  it('never appears for a load shorter than the delay', () => {
    const { rerender } = render(<LoadingBar active />)
    advance(600)
    rerender(<LoadingBar active={false} />)
    advance(2000)
    expect(bar()).toBeNull()
  })

  it('goes away as soon as active turns false, and the next load waits the full delay again', () => {
    const { rerender } = render(<LoadingBar active />)
    advance(1000)
    expect(bar()).not.toBeNull()
    rerender(<LoadingBar active={false} />)
    expect(bar()).toBeNull()
    rerender(<LoadingBar active />)
    expect(bar()).toBeNull()
    advance(999)
    expect(bar()).toBeNull()
    advance(1)
    expect(bar()).not.toBeNull()
  })

  it('never appears while inactive', () => {
    render(<LoadingBar active={false} />)
    advance(5000)
    expect(bar()).toBeNull()
  })

  it('shows at once when given no delay', () => {
    render(<LoadingBar active delayMs={0} />)
    expect(bar()).not.toBeNull()
  })

  it('takes another accessible name', () => {
    render(<LoadingBar active label="Loading orders" />)
    advance(1000)
    expect(screen.getByRole('progressbar', { name: 'Loading orders' })).toBeTruthy()
  })

  it('has no serious accessibility violations', async () => {
    render(<LoadingBar active />)
    advance(1000)
    expect(bar()).not.toBeNull()
    await expectNoSeriousA11yViolations()
  })
})
