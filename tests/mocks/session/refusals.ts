import type { auth } from '@/api/admin/auth'
import type { invites } from '@/api/admin/invites'
import type { store } from '@/api/admin/store'
import type { users } from '@/api/admin/users'
import { defineRefusals, invalidData, unknownError, type RefusalCase } from '../../support/refusals'

// Every refusal the session mock (auth.ts: sign-in, invite acceptance, password reset) imitates, one
// row each (tests/support/refusals.ts): run against msw with refusals.msw.ts and against Medusa 1.20
// with tests/contract/refusals/session.ts. tests/mocks/handlers.ts answers POST /admin/auth with the
// same authBodyProblems() for the other mocks' tests.

export interface SessionRefusalContext {
  api: { auth: typeof auth; invites: typeof invites; users: typeof users; store: typeof store }
  /** The signed-in admin's email. */
  adminEmail: string
  /** A new pending invite: its token and the invited email. */
  invite: () => Promise<{ token: string; email: string }>
  /** An account made for the email (as POST /admin/users does). */
  account: (email: string) => Promise<void>
  /** Drops the session (and the bearer token): the next request is anonymous. */
  signOut: () => void
}

type Row = RefusalCase<SessionRefusalContext>
const loose = <T>(body: Record<string, unknown>) => body as unknown as T
const login = (c: SessionRefusalContext, body: Record<string, unknown>) => c.api.auth.login(loose(body))
const accept = (c: SessionRefusalContext, body: Record<string, unknown>) => c.api.invites.accept(loose(body))
const invitee = { first_name: 'In', last_name: 'Vitee', password: 'invite-password' }

const signIn: Row[] = [
  { route: 'POST /admin/auth', when: 'an empty body', call: (c) => login(c, {}), expected: invalidData('email should not be empty, email must be an email, password should not be empty, password must be a string') },
  {
    route: 'POST /admin/auth',
    when: 'an unknown property only (unknown properties first)',
    call: (c) => login(c, { extra: 1 }),
    expected: invalidData('property extra should not exist, email should not be empty, email must be an email, password should not be empty, password must be a string'),
  },
  { route: 'POST /admin/auth', when: 'an email that is not one', call: (c) => login(c, { email: 'nope', password: 'x' }), expected: invalidData('email must be an email') },
  { route: 'POST /admin/auth', when: 'an empty email', call: (c) => login(c, { email: '', password: 'x' }), expected: invalidData('email should not be empty, email must be an email') },
  { route: 'POST /admin/auth', when: 'no password', call: (c) => login(c, { email: c.adminEmail }), expected: invalidData('password should not be empty, password must be a string') },
  { route: 'POST /admin/auth', when: 'an empty password', call: (c) => login(c, { email: c.adminEmail, password: '' }), expected: invalidData('password should not be empty') },
  { route: 'POST /admin/auth', when: 'a password that is not a string', call: (c) => login(c, { email: c.adminEmail, password: 5 }), expected: invalidData('password must be a string') },
  { route: 'POST /admin/auth', when: 'a right password and an unknown property', call: (c) => login(c, { email: c.adminEmail, password: 'supersecret', extra: 1 }), expected: invalidData('property extra should not exist') },
]

/** Express answers 401 with the text "Unauthorized", which the client reads as no Medusa error. */
const unauthorized = { status: 401, type: undefined, message: 'Something went wrong, Please try again.' }
const signedOut = (c: SessionRefusalContext) => {
  c.signOut()
  return c
}

const sessions: Row[] = [
  { route: 'POST /admin/auth', when: 'a wrong password', call: (c) => login(c, { email: c.adminEmail, password: 'wrong-password' }), expected: unauthorized },
  { route: 'GET /admin/auth', when: 'no session', call: (c) => signedOut(c).api.auth.session(), expected: unauthorized },
  { route: 'DELETE /admin/auth', when: 'no session', call: (c) => signedOut(c).api.auth.logout(), expected: unauthorized },
  { route: 'GET /admin/store', when: 'no session', call: (c) => signedOut(c).api.store.retrieve(), expected: unauthorized },
]

const invitesAndResets: Row[] = [
  { route: 'POST /admin/invites/accept', when: 'no token', call: (c) => accept(c, { user: invitee }), expected: invalidData('token should not be empty, token must be a string') },
  { route: 'POST /admin/invites/accept', when: 'no user', call: (c) => accept(c, { token: 'abc' }), expected: invalidData('user should not be empty') },
  { route: 'POST /admin/invites/accept', when: 'a user without a password', call: (c) => accept(c, { token: 'abc', user: { first_name: 'A', last_name: 'B' } }), expected: invalidData('password must be a string') },
  { route: 'POST /admin/invites/accept', when: 'a token that is not a JWT', call: (c) => accept(c, { token: 'not-a-token', user: invitee }), expected: invalidData('Token is not valid') },
  {
    route: 'POST /admin/invites/accept',
    when: 'a token accepted already (accepting deletes the invite)',
    call: async (c) => {
      const { token } = await c.invite()
      await accept(c, { token, user: invitee })
      return accept(c, { token, user: invitee })
    },
    expected: invalidData('Invalid invite'),
  },
  {
    route: 'POST /admin/invites/accept',
    when: 'an invitee who got an account meanwhile',
    call: async (c) => {
      const { token, email } = await c.invite()
      await c.account(email)
      return accept(c, { token, user: invitee })
    },
    expected: invalidData('User already joined'),
  },
  { route: 'POST /admin/users/password-token', when: 'an email that is not one', call: (c) => c.api.users.sendResetPasswordToken({ email: 'not-an-email' }), expected: invalidData('email must be an email') },
  {
    route: 'POST /admin/users/reset-password',
    when: 'an unknown email',
    call: (c) => c.api.users.resetPassword({ token: 'abc', password: 'secret123', email: 'nobody-at-all@contract.test' }),
    expected: invalidData('invalid token'),
  },
  { route: 'POST /admin/users/reset-password', when: 'no token', call: (c) => c.api.users.resetPassword(loose({ password: 'secret123', email: c.adminEmail })), expected: invalidData('token must be a string') },
  {
    route: 'POST /admin/users/reset-password',
    when: 'a token the server did not sign (jwt.verify throws)',
    call: (c) => c.api.users.resetPassword({ email: c.adminEmail, token: 'not-a-token', password: 'whatever-1' }),
    expected: unknownError,
  },
]

export const refusals = defineRefusals<SessionRefusalContext>({
  mock: 'session',
  about: 'Each row acts as the signed-in demo admin (a session row signs out first); an invite row makes its own invite.',
  cases: [...signIn, ...sessions, ...invitesAndResets],
})
