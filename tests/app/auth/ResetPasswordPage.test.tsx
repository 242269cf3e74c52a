import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createAppStore } from '@/atoms/core/query'
import { requestPasswordResetAtom } from '@/atoms/core/session'
import { withMockServer } from '../../api/harness'
import { ADMIN, fakeJwt, makeResetToken, mockAuth } from '../../mocks/session/auth'
import { currentLocation, renderApp, seriousViolations } from './helpers'

withMockServer()

describe('ResetPasswordPage: asking for a link', () => {
  it('sends the email and confirms with "check your inbox"', async () => {
    const auth = mockAuth()
    renderApp('/reset-password')
    const email = screen.getByLabelText('Email')
    expect(document.activeElement).toBe(email)
    expect(email).toHaveProperty('autocomplete', 'username')
    const user = userEvent.setup({ delay: null })
    await user.type(email, `${ADMIN.email}{Enter}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy()
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain(`If an account exists for ${ADMIN.email}`)
    expect(document.activeElement).toBe(notice)
    expect(auth.calls).toEqual([{ method: 'POST', path: '/admin/users/password-token', body: { email: ADMIN.email } }])
  })

  it('confirms the same way for an unknown email (the server answers 204 either way)', async () => {
    const auth = mockAuth()
    renderApp('/reset-password')
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Email'), 'nobody@medusa-test.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy()
    expect(auth.resetTokens.size).toBe(0)
  })

  it('shows the server message for an invalid email and keeps it', async () => {
    mockAuth()
    renderApp('/reset-password')
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Email'), 'not-an-email{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('email must be an email')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'not-an-email')
  })

  it('has no serious or critical axe violations on either screen', async () => {
    mockAuth()
    renderApp('/reset-password')
    expect(await seriousViolations()).toEqual([])
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Email'), `${ADMIN.email}{Enter}`)
    await screen.findByRole('heading', { name: 'Check your inbox' })
    expect(await seriousViolations()).toEqual([])
  })
})

describe('ResetPasswordPage: choosing a new password', () => {
  async function requestToken() {
    const auth = mockAuth()
    await createAppStore().set(requestPasswordResetAtom, { email: ADMIN.email })
    return { auth, token: auth.resetTokens.get(ADMIN.email) ?? '' }
  }

  it('shows the email of the token, refuses passwords that differ, then resets', async () => {
    const { auth, token } = await requestToken()
    renderApp(`/reset-password?token=${token}`)
    expect(screen.getByLabelText('Email')).toHaveProperty('value', ADMIN.email)
    const password = screen.getByLabelText('New password')
    const repeat = screen.getByLabelText('Repeat new password')
    expect(document.activeElement).toBe(password)
    expect(password).toHaveProperty('autocomplete', 'new-password')
    expect(repeat).toHaveProperty('autocomplete', 'new-password')

    const user = userEvent.setup({ delay: null })
    await user.type(password, 'new-secret-1')
    await user.type(repeat, 'new-secret-2{Enter}')
    expect(screen.getByText('The passwords do not match.')).toBeTruthy()
    expect(repeat.getAttribute('aria-invalid')).toBe('true')
    expect(repeat.getAttribute('aria-describedby')).toContain(screen.getByText('The passwords do not match.').id)
    expect(document.activeElement).toBe(repeat)
    expect(auth.calls.filter((c) => c.path === '/admin/users/reset-password')).toHaveLength(0)

    await user.clear(repeat)
    await user.type(repeat, 'new-secret-1{Enter}')
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy()
    expect(auth.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/admin/users/reset-password',
      body: { token, password: 'new-secret-1', email: ADMIN.email },
    })
    expect(auth.users[0]?.password).toBe('new-secret-1')

    await user.click(screen.getByRole('link', { name: 'Sign in' }))
    await waitFor(() => expect(currentLocation()).toBe('/login'))
  })

  it('a token the server refuses (500: jwt.verify throws) says the link is invalid or expired', async () => {
    mockAuth()
    renderApp(`/reset-password?token=${makeResetToken(ADMIN)}`)
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('New password'), 'pw')
    await user.type(screen.getByLabelText('Repeat new password'), 'pw{Enter}')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This reset link is invalid or has expired.')
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy()
  })

  it('an expired token is caught before anything is typed', () => {
    mockAuth()
    renderApp(`/reset-password?token=${makeResetToken(ADMIN, -60)}`)
    expect(screen.getByRole('alert').textContent).toBe('This reset link has expired.')
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it('a token that is not a JWT is called invalid', () => {
    mockAuth()
    renderApp('/reset-password?token=garbage')
    expect(screen.getByRole('alert').textContent).toBe('This reset link is invalid.')
  })

  it('has no serious or critical axe violations, also with a mismatch shown', async () => {
    mockAuth()
    renderApp(`/reset-password?token=${fakeJwt({ user_id: ADMIN.id, email: ADMIN.email, exp: Math.floor(Date.now() / 1000) + 600 })}`)
    expect(await seriousViolations()).toEqual([])
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('New password'), 'a')
    await user.type(screen.getByLabelText('Repeat new password'), 'b{Enter}')
    expect(await seriousViolations()).toEqual([])
  })
})
