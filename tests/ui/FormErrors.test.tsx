import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FormErrors, moreErrorsLabel } from '@/ui/FormErrors'
import { expectNoSeriousA11yViolations } from './axe'
import { advance, fakeTimersAndUser } from './timers'

afterEach(() => {
  vi.useRealTimers()
})

describe('FormErrors', () => {
  it('renders nothing without messages', () => {
    const { container } = render(<FormErrors messages={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows a single message alone', () => {
    render(<FormErrors messages={['Please enter a valid email']} />)
    expect(screen.getByText('Please enter a valid email')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the first message and +1 error for one more', () => {
    render(<FormErrors messages={['Please enter a valid email', 'Email is required']} />)
    expect(screen.getByText('Please enter a valid email')).toBeTruthy()
    expect(screen.getByRole('button', { name: '+1 error' })).toBeTruthy()
    // The extra message waits, hidden, in the tooltip.
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(screen.getByText('Email is required').closest('[role="tooltip"][hidden]')).not.toBeNull()
  })

  it('shows +2 errors for two more, and lists them in a tooltip on hover after the delay', async () => {
    const user = fakeTimersAndUser()
    render(<FormErrors messages={['First problem', 'Second problem', 'Third problem']} />)
    const more = screen.getByRole('button', { name: '+2 errors' })
    await user.hover(more)
    advance(699)
    expect(screen.queryByRole('tooltip')).toBeNull()
    advance(1)
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items).toEqual(['Second problem', 'Third problem'])
    expect(screen.getByRole('tooltip').textContent).not.toContain('First problem')
  })

  it('shows the tooltip on keyboard focus, and describes the button with the extra messages', async () => {
    const user = userEvent.setup({ delay: null })
    render(<FormErrors messages={['First problem', 'Second problem']} />)
    await user.tab()
    expect(screen.getByRole('tooltip').textContent).toBe('Second problem')
    expect(screen.getByRole('button', { name: '+1 error', description: 'Second problem' })).toBeTruthy()
  })

  it('takes an id so a field can point aria-describedby at it', () => {
    render(<FormErrors id="email-errors" messages={['Please enter a valid email']} />)
    expect(document.getElementById('email-errors')?.textContent).toBe('Please enter a valid email')
  })

  it('labels the count in the singular and plural', () => {
    expect(moreErrorsLabel(1)).toBe('+1 error')
    expect(moreErrorsLabel(2)).toBe('+2 errors')
    expect(moreErrorsLabel(10)).toBe('+10 errors')
  })

  it('has no serious accessibility violations', async () => {
    const user = userEvent.setup({ delay: null })
    render(<FormErrors messages={['First problem', 'Second problem', 'Third problem']} />)
    await user.tab()
    await expectNoSeriousA11yViolations()
  })
})
