import { readFileSync } from 'node:fs'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Tooltip, TOOLTIP_DELAY_MS } from '@/ui/Tooltip'
import { TooltipProvider } from '@/ui/TooltipProvider'
import { expectNoSeriousA11yViolations } from './axe'
import { advance, fakeTimersAndUser } from './timers'

afterEach(() => {
  vi.useRealTimers()
})

const visibleTooltip = () => screen.queryByRole('tooltip')

function Two({ delay }: { delay?: number | 'provider' }) {
  return (
    <TooltipProvider>
      <Tooltip content="First tip" delayDuration={delay}>
        <button type="button">First</button>
      </Tooltip>
      <Tooltip content="Second tip" delayDuration={delay}>
        <button type="button">Second</button>
      </Tooltip>
    </TooltipProvider>
  )
}

describe('Tooltip', () => {
  it('shows on hover after 700 ms: hidden at 699 ms, visible at 700 ms', async () => {
    const user = fakeTimersAndUser()
    render(
      <Tooltip content="Cancel order">
        <button type="button">Cancel</button>
      </Tooltip>,
    )
    await user.hover(screen.getByRole('button', { name: 'Cancel' }))
    advance(699)
    expect(visibleTooltip()).toBeNull()
    advance(1)
    expect(visibleTooltip()?.textContent).toBe('Cancel order')
    expect(TOOLTIP_DELAY_MS).toBe(700)
  })

  it('hides when the pointer leaves, and never opens if it leaves before the delay', async () => {
    const user = fakeTimersAndUser()
    render(
      <Tooltip content="Cancel order">
        <button type="button">Cancel</button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Cancel' })
    await user.hover(trigger)
    advance(700)
    expect(visibleTooltip()).not.toBeNull()
    await user.unhover(trigger)
    expect(visibleTooltip()).toBeNull()

    await user.hover(trigger)
    advance(500)
    await user.unhover(trigger)
    advance(1000)
    expect(visibleTooltip()).toBeNull()
  })

  it('shows at once on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <>
        <Tooltip content="Cancel order">
          <button type="button">Cancel</button>
        </Tooltip>
        <button type="button">Other</button>
      </>,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement)
    expect(visibleTooltip()?.textContent).toBe('Cancel order')
    await user.tab()
    expect(visibleTooltip()).toBeNull()
  })

  it('links the tooltip to its trigger with aria-describedby, keeping the trigger’s own ids', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <>
        <span id="hint">hint</span>
        <Tooltip content="Cancel order">
          <button type="button" aria-describedby="hint">
            Cancel
          </button>
        </Tooltip>
      </>,
    )
    const trigger = screen.getByRole('button', { name: 'Cancel' })
    await user.tab()
    const tip = screen.getByRole('tooltip')
    expect(trigger.getAttribute('aria-describedby')?.split(' ')).toEqual(['hint', tip.id])
    expect(screen.getByRole('button', { name: 'Cancel', description: 'hint Cancel order' })).toBe(trigger)
  })

  it('hides on Escape without letting the key reach a handler beneath it', async () => {
    const user = userEvent.setup({ delay: null })
    const beneath = vi.fn()
    render(
      <div onKeyDown={beneath}>
        <Tooltip content="Cancel order">
          <button type="button">Cancel</button>
        </Tooltip>
      </div>,
    )
    await user.tab()
    expect(visibleTooltip()).not.toBeNull()
    await user.keyboard('{Escape}')
    expect(visibleTooltip()).toBeNull()
    expect(beneath).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement)
  })

  it('hides when the trigger is pressed, and the focus from the press does not reopen it', async () => {
    const user = fakeTimersAndUser()
    const onClick = vi.fn()
    render(
      <Tooltip content="Cancel order">
        <button type="button" onClick={onClick}>
          Cancel
        </button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Cancel' })
    await user.hover(trigger)
    advance(700)
    await user.click(trigger)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(visibleTooltip()).toBeNull()
  })

  it('shows a keyboard shortcut when given one', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <Tooltip content="Search" shortcut="mod+k">
        <button type="button">Search</button>
      </Tooltip>,
    )
    await user.tab()
    const tip = screen.getByRole('tooltip')
    expect(tip.querySelector('kbd')?.textContent).toMatch(/^(Ctrl\+K|⌘KCommand\+K)$/)
  })

  it('keeps its trigger’s own handlers and ref', async () => {
    const user = userEvent.setup({ delay: null })
    const onFocus = vi.fn()
    const ref = { current: null as HTMLButtonElement | null }
    render(
      <Tooltip content="tip">
        <button type="button" ref={ref} onFocus={onFocus}>
          Go
        </button>
      </Tooltip>,
    )
    await user.tab()
    expect(onFocus).toHaveBeenCalledTimes(1)
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }))
  })

  it('caps its width at 220 px (SPEC §9)', () => {
    const css = readFileSync('src/ui/Tooltip.module.css', 'utf8')
    const theme = readFileSync('src/ui/theme.css', 'utf8')
    expect(css).toMatch(/max-width:\s*var\(--tooltip-max-width\)/)
    expect(theme).toMatch(/--tooltip-max-width:\s*220px/)
  })

  it('has no serious accessibility violations while shown', async () => {
    const user = userEvent.setup({ delay: null })
    render(
      <Tooltip content="Cancel order" shortcut="shift+c">
        <button type="button">Cancel</button>
      </Tooltip>,
    )
    await user.tab()
    expect(visibleTooltip()).not.toBeNull()
    await expectNoSeriousA11yViolations()
  })
})

describe('TooltipProvider', () => {
  it('keeps a tooltip’s own 700 ms delay over the provider’s 100 ms', async () => {
    const user = fakeTimersAndUser()
    render(<Two />)
    await user.hover(screen.getByRole('button', { name: 'First' }))
    advance(100)
    expect(visibleTooltip()).toBeNull()
    advance(599)
    expect(visibleTooltip()).toBeNull()
    advance(1)
    expect(visibleTooltip()?.textContent).toBe('First tip')
  })

  it('gives its 100 ms delay to tooltips that ask for the provider’s delay', async () => {
    const user = fakeTimersAndUser()
    render(<Two delay="provider" />)
    await user.hover(screen.getByRole('button', { name: 'First' }))
    advance(99)
    expect(visibleTooltip()).toBeNull()
    advance(1)
    expect(visibleTooltip()?.textContent).toBe('First tip')
  })

  it('opens the next tooltip at once when it opens within 300 ms of the last one closing', async () => {
    const user = fakeTimersAndUser()
    render(<Two />)
    const first = screen.getByRole('button', { name: 'First' })
    const second = screen.getByRole('button', { name: 'Second' })
    await user.hover(first)
    advance(700)
    await user.unhover(first)
    expect(visibleTooltip()).toBeNull()
    advance(299)
    await user.hover(second)
    expect(visibleTooltip()?.textContent).toBe('Second tip')
  })

  it('waits the full delay again once 300 ms have passed since the last one closed', async () => {
    const user = fakeTimersAndUser()
    render(<Two />)
    const first = screen.getByRole('button', { name: 'First' })
    const second = screen.getByRole('button', { name: 'Second' })
    await user.hover(first)
    advance(700)
    await user.unhover(first)
    advance(300)
    await user.hover(second)
    advance(699)
    expect(visibleTooltip()).toBeNull()
    advance(1)
    expect(visibleTooltip()?.textContent).toBe('Second tip')
  })

  it('keeps only one tooltip open at a time', async () => {
    const user = fakeTimersAndUser()
    render(<Two />)
    await user.tab()
    expect(visibleTooltip()?.textContent).toBe('First tip')
    // Hovering the other trigger while one tooltip is open shows it at once and closes the first.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Second' }), { pointerType: 'mouse' })
    const shown = screen.getAllByRole('tooltip')
    expect(shown.map((tip) => tip.textContent)).toEqual(['Second tip'])
  })
})
