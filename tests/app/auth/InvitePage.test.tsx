import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionAtom } from '@/atoms/core/session'
import { withMockServer } from '../../api/harness'
import { ADMIN, makeInvite, mockAuth } from '../../mocks/session/auth'
import { currentLocation, renderApp, seriousViolations } from './helpers'

withMockServer()

const EMAIL = 'grace@medusa-test.com'

async function fillIn(values: { first?: string; last?: string; password?: string; repeat?: string }) {
  const user = userEvent.setup({ delay: null })
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first)
  if (values.last) await user.type(screen.getByLabelText('Last name'), values.last)
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password)
  if (values.repeat) await user.type(screen.getByLabelText('Repeat password'), values.repeat)
  await user.click(screen.getByRole('button', { name: 'Create account' }))
  return user
}

describe('InvitePage', () => {
  it('shows the invited email and focuses the first name', () => {
    const invite = makeInvite(EMAIL)
    mockAuth({ invites: [invite] })
    renderApp(`/invite?token=${invite.token}`)
    expect(screen.getByRole('heading', { level: 1, name: 'Accept your invite' })).toBeTruthy()
    expect(screen.getByText(EMAIL, { selector: 'strong' })).toBeTruthy()
    expect(screen.getByLabelText('Email')).toHaveProperty('value', EMAIL)
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true)
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
    expect(screen.getByLabelText('First name')).toHaveProperty('autocomplete', 'given-name')
    expect(screen.getByLabelText('Last name')).toHaveProperty('autocomplete', 'family-name')
    expect(screen.getByLabelText('Password')).toHaveProperty('autocomplete', 'new-password')
    expect(screen.getByLabelText('Repeat password')).toHaveProperty('autocomplete', 'new-password')
  })

  it('accepts the invite, signs in with its email and lands in the dashboard', async () => {
    const invite = makeInvite(EMAIL)
    const auth = mockAuth({ invites: [invite] })
    const { store } = renderApp(`/invite?token=${invite.token}`)
    await fillIn({ first: 'Grace', last: 'Hopper', password: 'cobol-1959', repeat: 'cobol-1959' })
    await waitFor(() => expect(currentLocation()).toBe('/a/orders'))
    expect(auth.calls).toEqual([
      {
        method: 'POST',
        path: '/admin/invites/accept',
        body: { token: invite.token, user: { first_name: 'Grace', last_name: 'Hopper', password: 'cobol-1959' } },
      },
      { method: 'POST', path: '/admin/auth', body: { email: EMAIL, password: 'cobol-1959' } },
    ])
    expect(store.get(sessionAtom)).toMatchObject({ isLoggedIn: true, name: 'Grace Hopper', email: EMAIL })
  })

  it('refuses passwords that differ and empty names without calling the server', async () => {
    const invite = makeInvite(EMAIL)
    const auth = mockAuth({ invites: [invite] })
    renderApp(`/invite?token=${invite.token}`)
    await fillIn({ password: 'one', repeat: 'two' })
    expect(screen.getByText('Enter your first name.')).toBeTruthy()
    expect(screen.getByText('Enter your last name.')).toBeTruthy()
    expect(screen.getByText('The passwords do not match.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
    expect(screen.getByLabelText('Repeat password').getAttribute('aria-invalid')).toBe('true')
    expect(auth.calls).toHaveLength(0)
  })

  it('an expired or unknown invite gives a clear message and keeps what was typed', async () => {
    const invite = makeInvite(EMAIL, { expired: true })
    mockAuth({ invites: [invite] })
    renderApp(`/invite?token=${invite.token}`)
    await fillIn({ first: 'Grace', last: 'Hopper', password: 'pw', repeat: 'pw' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invite is invalid or has expired. Ask a store administrator to send you a new one.',
    )
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Grace')
    expect(currentLocation()).toBe(`/invite?token=${invite.token}`)
  })

  it('an invite already used points to sign in', async () => {
    const invite = makeInvite(ADMIN.email)
    mockAuth({ invites: [invite] })
    renderApp(`/invite?token=${invite.token}`)
    await fillIn({ first: 'Ada', last: 'L', password: 'pw', repeat: 'pw' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(`An account for ${ADMIN.email} already exists. Sign in instead`)
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe('/login')
  })

  it.each([
    ['no token', '/invite', 'This invite link has no token.'],
    ['a token that is not a JWT', '/invite?token=abc.def', 'This invite link is invalid.'],
  ])('%s shows a clear message and no form', (_name, path, message) => {
    mockAuth()
    renderApp(path)
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(screen.queryByLabelText('Password')).toBeNull()
  })

  it('has no serious or critical axe violations (form, errors, invalid link)', async () => {
    const invite = makeInvite(EMAIL, { expired: true })
    mockAuth({ invites: [invite] })
    const { unmount } = renderApp(`/invite?token=${invite.token}`)
    expect(await seriousViolations()).toEqual([])
    const user = await fillIn({ password: 'a', repeat: 'b' })
    expect(await seriousViolations()).toEqual([])
    await user.type(screen.getByLabelText('First name'), 'A')
    await user.type(screen.getByLabelText('Last name'), 'B')
    await user.clear(screen.getByLabelText('Repeat password'))
    await user.type(screen.getByLabelText('Repeat password'), 'a{Enter}')
    await screen.findByRole('alert')
    expect(await seriousViolations()).toEqual([])
    unmount()
    renderApp('/invite?token=broken')
    expect(await seriousViolations()).toEqual([])
  })
})
