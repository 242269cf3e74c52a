import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import { authBodyProblems } from '../http'
import { server } from '../server'

/**
 * Auth, invites and password-reset handlers that answer as Medusa v1.20 does (MEDUSA_V1_NOTES.md
 * "Auth", routes/admin/auth, invites/accept-invite, users/reset-password*), over a tiny in-memory
 * state a test can inspect: who exists, who is signed in, which invites and reset tokens are valid.
 */

export const AUTH_BASE = 'http://localhost:9000'

export interface MockUser {
  id: string
  email: string
  password: string
  first_name: string | null
  last_name: string | null
  role: 'admin' | 'member' | 'developer'
}

export interface MockInvite {
  id: string
  user_email: string
  role: MockUser['role']
  token: string
  /** The server refuses the invite after this moment ('Invalid invite'). */
  expires_at: Date
}

export interface AuthCall {
  method: string
  path: string
  body: unknown
}

export interface AuthMock {
  users: MockUser[]
  invites: MockInvite[]
  /** Reset tokens the server would verify; the last one issued per email by password-token. */
  resetTokens: Map<string, string>
  /** The signed-in user's id (the connect.sid cookie), or null. */
  sessionUserId: string | null
  calls: AuthCall[]
  featureFlags: { key: string; value: boolean }[]
}

export const ADMIN: MockUser = {
  id: 'usr_admin',
  email: 'admin@medusa-test.com',
  password: 'supersecret',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'admin',
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A JWT-shaped token (HS256 header, the payload, a fake signature): enough for the console to decode. */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${toBase64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`
}

function decode(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    return JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))) as Record<string, unknown>
  } catch {
    return null
  }
}

/** Medusa's invite token: { invite_id, role, user_email }, signed without an expiry. */
export function makeInvite(email: string, options: { id?: string; expired?: boolean } = {}): MockInvite {
  const id = options.id ?? `invite_${email.split('@')[0]}`
  const expires = new Date(Date.now() + (options.expired ? -1 : 7) * 24 * 3600 * 1000)
  return { id, user_email: email, role: 'member', token: fakeJwt({ invite_id: id, role: 'member', user_email: email }), expires_at: expires }
}

/** Medusa's reset token: { user_id, email, exp } (15 minutes). */
export function makeResetToken(user: Pick<MockUser, 'id' | 'email'>, expiresInSeconds = 15 * 60): string {
  return fakeJwt({ user_id: user.id, email: user.email, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })
}

export function publicUser(user: MockUser) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    api_token: null,
    metadata: null,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    deleted_at: null,
  }
}

const unauthorized = () => new HttpResponse('Unauthorized', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
const okText = () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
const invalidData = (message: string) => HttpResponse.json({ type: 'invalid_data', message }, { status: 400 })
const unknownError = () => HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json()
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * Installs the handlers with server.use() and returns the state behind them.
 * `signedIn: true` starts with ADMIN (or the first user) signed in.
 */
export function mockAuth(options: { users?: MockUser[]; invites?: MockInvite[]; signedIn?: boolean } = {}): AuthMock {
  const users = (options.users ?? [ADMIN]).map((user) => ({ ...user }))
  const state: AuthMock = {
    users,
    invites: [...(options.invites ?? [])],
    resetTokens: new Map(),
    sessionUserId: options.signedIn ? (users[0]?.id ?? null) : null,
    calls: [],
    featureFlags: [
      { key: 'analytics', value: true },
      { key: 'order_editing', value: true },
      { key: 'sales_channels', value: true },
      { key: 'product_categories', value: false },
    ],
  }
  const signedInUser = () => state.users.find((user) => user.id === state.sessionUserId)

  const record =
    (resolver: (body: Record<string, unknown>, request: Request) => Response | Promise<Response>): HttpResponseResolver =>
    async ({ request }) => {
      const body = request.method === 'GET' ? {} : await jsonBody(request)
      state.calls.push({ method: request.method, path: new URL(request.url).pathname, body: request.method === 'GET' ? undefined : body })
      return resolver(body, request)
    }

  server.use(
    http.get(
      `${AUTH_BASE}/admin/auth`,
      record(() => {
        const user = signedInUser()
        return user ? HttpResponse.json({ user: publicUser(user) }) : unauthorized()
      }),
    ),
    http.post(
      `${AUTH_BASE}/admin/auth`,
      record((body) => {
        const problems = authBodyProblems(body)
        if (problems.length) return invalidData(problems.join(', '))
        const email = str(body.email)
        const password = str(body.password)
        const user = state.users.find((u) => u.email === email?.toLowerCase() && u.password === password)
        if (!user) return unauthorized()
        state.sessionUserId = user.id
        return HttpResponse.json({ user: publicUser(user) })
      }),
    ),
    http.delete(
      `${AUTH_BASE}/admin/auth`,
      record(() => {
        if (!signedInUser()) return unauthorized()
        state.sessionUserId = null
        return okText()
      }),
    ),
    http.post(
      `${AUTH_BASE}/admin/invites/accept`,
      record((body) => {
        const token = str(body.token)
        const user = body.user as Record<string, unknown> | undefined
        if (!token) return invalidData('token should not be empty, token must be a string')
        if (!user || typeof user !== 'object') return invalidData('user should not be empty')
        const password = str(user.password)
        if (password === undefined) return invalidData('password must be a string')
        const decoded = decode(token)
        if (!decoded) return invalidData('Token is not valid')
        const invite = state.invites.find((i) => i.id === decoded.invite_id)
        if (!invite || invite.user_email !== decoded.user_email || new Date() > invite.expires_at) {
          return invalidData('Invalid invite')
        }
        if (state.users.some((u) => u.email === invite.user_email.toLowerCase())) return invalidData('User already joined')
        state.users.push({
          id: `usr_${state.users.length + 1}`,
          email: invite.user_email,
          password,
          first_name: str(user.first_name) ?? null,
          last_name: str(user.last_name) ?? null,
          role: invite.role,
        })
        state.invites = state.invites.filter((i) => i.id !== invite.id)
        return okText()
      }),
    ),
    http.post(
      `${AUTH_BASE}/admin/users/password-token`,
      record((body) => {
        const email = str(body.email)
        if (!email || !EMAIL.test(email)) return invalidData('email must be an email')
        const user = state.users.find((u) => u.email === email)
        if (user) state.resetTokens.set(user.email, makeResetToken(user))
        // 204 whether or not the email belongs to someone.
        return new HttpResponse(null, { status: 204 })
      }),
    ),
    http.post(
      `${AUTH_BASE}/admin/users/reset-password`,
      record((body) => {
        const token = str(body.token)
        const password = str(body.password)
        const email = str(body.email)
        const problems = [
          email !== undefined && !EMAIL.test(email) ? 'email must be an email' : null,
          token === undefined ? 'token must be a string' : null,
          password === undefined ? 'password must be a string' : null,
        ].filter(Boolean)
        if (problems.length) return invalidData(problems.join(', '))
        const decoded = decode(token ?? '')
        const user = state.users.find((u) => u.email === (email || str(decoded?.email)))
        if (!user) return invalidData('invalid token')
        // A token not signed with this user's password hash (forged, used, expired): jwt.verify throws
        // and Medusa 1.20 answers 500 unknown_error (contract: admin-account).
        if (state.resetTokens.get(user.email) !== token) return unknownError()
        user.password = password ?? ''
        state.resetTokens.delete(user.email)
        return HttpResponse.json({ user: publicUser(user) })
      }),
    ),
    http.get(
      `${AUTH_BASE}/admin/store`,
      record(() => {
        if (!signedInUser()) return unauthorized()
        return HttpResponse.json({
          store: {
            id: 'store_1',
            name: 'Medusa Store',
            default_currency_code: 'usd',
            currencies: [],
            feature_flags: state.featureFlags,
            modules: [],
          },
        })
      }),
    ),
  )
  return state
}
