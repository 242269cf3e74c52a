import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { errorCopyForStatus, ErrorScreen } from '@/ui/ErrorScreen'
import { expectNoSeriousA11yViolations } from './axe'

const GENERIC = /try refreshing the page.*contact your administrator/i

describe('errorCopyForStatus', () => {
  it.each([
    [400, 'Bad request'],
    [401, 'You are not logged in'],
    [403, 'You do not have permission perform this action'],
    [404, 'Page was not found'],
    [500, 'An unknown server error occured'],
    [503, 'Server is currently unavailable'],
  ])('titles %i as %s, with an explanation of its own', (status, title) => {
    const copy = errorCopyForStatus(status)
    expect(copy.title).toBe(title)
    expect(copy.explanation).not.toMatch(/^An error occurred with unknown reason/)
    expect(copy.explanation.length).toBeGreaterThan(20)
  })

  it('uses SPEC §8’s explanations for 401 and 404', () => {
    expect(errorCopyForStatus(401).explanation).toBe('You are not logged in, please log in to proceed.')
    expect(errorCopyForStatus(404).explanation).toBe(
      'The page you have requested was not found, please check the URL and try again.',
    )
  })

  it.each([undefined, null, 418, 502])('falls back to the unknown error for %s, suggesting a refresh and the administrator', (status) => {
    const copy = errorCopyForStatus(status)
    expect(copy.title).toBe('An unknown error occured')
    expect(copy.explanation).toMatch(GENERIC)
  })
})

describe('ErrorScreen', () => {
  it('shows the status, the title and the explanation', () => {
    render(<ErrorScreen status={404} onBack={vi.fn()} />)
    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Page was not found' })).toBeTruthy()
    expect(screen.getByText('The page you have requested was not found, please check the URL and try again.')).toBeTruthy()
  })

  it('leaves the status out when there is none', () => {
    render(<ErrorScreen onBack={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'An unknown error occured' })).toBeTruthy()
    expect(screen.getByText(GENERIC)).toBeTruthy()
    expect(screen.queryByText(/^Error/)).toBeNull()
  })

  it('moves focus to its title so the error is announced', () => {
    render(<ErrorScreen status={500} onBack={vi.fn()} />)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'An unknown server error occured' }))
  })

  it('calls onBack from the Back to dashboard button, by click and by keyboard', async () => {
    const user = userEvent.setup({ delay: null })
    const onBack = vi.fn()
    render(<ErrorScreen status={401} onBack={onBack} />)
    await user.click(screen.getByRole('button', { name: 'Back to dashboard' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    await user.keyboard('{Enter}')
    expect(onBack).toHaveBeenCalledTimes(2)
  })

  it('has no serious accessibility violations', async () => {
    render(<ErrorScreen status={503} onBack={vi.fn()} />)
    await expectNoSeriousA11yViolations()
  })
})
