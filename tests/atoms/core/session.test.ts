import { HttpResponse, http } from 'msw'
import { queryClientAtom } from 'jotai-tanstack-query'
import { describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { createAppStore } from '@/atoms/core/query'
import {
  acceptInviteAtom,
  checkSessionAtom,
  decodeInviteToken,
  decodeJwtPayload,
  decodeResetToken,
  EMPTY_SESSION,
  ensureSessionCheckedAtom,
  expireSessionAtom,
  InviteAcceptedSignInError,
  isTokenExpired,
  loginAtom,
  logoutAtom,
  requestPasswordResetAtom,
  resetPasswordAtom,
  sessionAtom,
  sessionErrorAtom,
  sessionFromUser,
  sessionStatusAtom,
  setSessionUserAtom,
} from '@/atoms/core/session'
import { backgroundDataReadyAtom, featureFlagsAtom, featureFlagsFrom, storeQueries } from '@/atoms/core/store'
import { withMockServer } from '../../api/harness'
import { ADMIN, AUTH_BASE, fakeJwt, makeInvite, makeResetToken, mockAuth } from '../../mocks/session/auth'
import { server } from '../../mocks/server'

withMockServer()

const credentials = { email: ADMIN.email, password: ADMIN.password }

describe('session state', () => {
  it('starts logged out with the status still being checked', () => {
    const store = createAppStore()
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION)
    expect(store.get(sessionStatusAtom)).toBe('checking')
    expect(store.get(sessionErrorAtom)).toBeNull()
  })

  it('names the user by first and last name, or by email when both are empty', () => {
    expect(sessionFromUser({ id: 'u', email: 'a@b.co', first_name: 'Ada', last_name: 'Lovelace' }).name).toBe('Ada Lovelace')
    expect(sessionFromUser({ id: 'u', email: 'a@b.co', first_name: 'Ada', last_name: null }).name).toBe('Ada')
    expect(sessionFromUser({ id: 'u', email: 'a@b.co', first_name: null, last_name: '' })).toEqual({
      isLoggedIn: true,
      id: 'u',
      name: 'a@b.co',
      first_name: '',
      last_name: '',
      email: 'a@b.co',
    })
  })
})

describe('checkSessionAtom', () => {
  it('a 401 (text Unauthorized) means logged out', async () => {
    const auth = mockAuth()
    const store = createAppStore()
    await expect(store.set(checkSessionAtom)).resolves.toEqual(EMPTY_SESSION)
    expect(store.get(sessionStatusAtom)).toBe('logged-out')
    expect(store.get(sessionErrorAtom)).toBeNull()
    expect(auth.calls).toEqual([{ method: 'GET', path: '/admin/auth', body: undefined }])
  })

  it('an existing session logs in with the user of GET /admin/auth', async () => {
    mockAuth({ signedIn: true })
    const store = createAppStore()
    await store.set(checkSessionAtom)
    expect(store.get(sessionStatusAtom)).toBe('logged-in')
    expect(store.get(sessionAtom)).toEqual({
      isLoggedIn: true,
      id: ADMIN.id,
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: ADMIN.email,
    })
  })

  it('any other failure is surfaced: rethrown and kept in sessionErrorAtom', async () => {
    server.use(
      http.get(`${AUTH_BASE}/admin/auth`, () =>
        HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }),
      ),
    )
    const store = createAppStore()
    const failure = await store.set(checkSessionAtom).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MedusaApiError)
    expect((failure as MedusaApiError).status).toBe(500)
    expect(store.get(sessionErrorAtom)?.message).toBe('An unknown error occurred.')
    expect(store.get(sessionStatusAtom)).toBe('checking')
  })

  it('a network failure is surfaced as a connection error', async () => {
    server.use(http.get(`${AUTH_BASE}/admin/auth`, () => HttpResponse.error()))
    const store = createAppStore()
    await expect(store.set(checkSessionAtom)).rejects.toMatchObject({ kind: 'connection' })
    expect(store.get(sessionErrorAtom)?.kind).toBe('connection')
  })

  it('concurrent checks share one request', async () => {
    const auth = mockAuth({ signedIn: true })
    const store = createAppStore()
    await Promise.all([store.set(checkSessionAtom), store.set(checkSessionAtom), store.set(checkSessionAtom)])
    expect(auth.calls).toHaveLength(1)
  })

  it("the gate's check asks only while the session is unknown: not again once the boot's check has answered", async () => {
    const auth = mockAuth({ signedIn: true })
    const store = createAppStore()
    await store.set(checkSessionAtom)
    await expect(store.set(ensureSessionCheckedAtom)).resolves.toMatchObject({ email: ADMIN.email })
    expect(auth.calls).toHaveLength(1)

    const fresh = createAppStore()
    await fresh.set(ensureSessionCheckedAtom)
    expect(fresh.get(sessionStatusAtom)).toBe('logged-in')
    expect(auth.calls).toHaveLength(2)
  })

  it('a check that answers after a login does not undo it', async () => {
    mockAuth()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(`${AUTH_BASE}/admin/auth`, async () => {
        await gate
        return new HttpResponse('Unauthorized', { status: 401 })
      }),
    )
    const store = createAppStore()
    const check = store.set(checkSessionAtom)
    await store.set(loginAtom, credentials)
    release()
    await check
    expect(store.get(sessionStatusAtom)).toBe('logged-in')
    expect(store.get(sessionAtom).email).toBe(ADMIN.email)
  })
})

describe('loginAtom', () => {
  it('POSTs the credentials and sets the user from data.user', async () => {
    const auth = mockAuth()
    const store = createAppStore()
    const session = await store.set(loginAtom, credentials)
    expect(session.name).toBe('Ada Lovelace')
    expect(store.get(sessionAtom)).toEqual(session)
    expect(store.get(sessionStatusAtom)).toBe('logged-in')
    expect(auth.calls).toEqual([{ method: 'POST', path: '/admin/auth', body: credentials }])
    expect(auth.sessionUserId).toBe(ADMIN.id)
  })

  it('wrong credentials reject with the 401 and leave the session logged out', async () => {
    mockAuth()
    const store = createAppStore()
    const failure = await store.set(loginAtom, { email: ADMIN.email, password: 'nope' }).catch((e: unknown) => e)
    expect(failure).toMatchObject({ status: 401, kind: 'authentication', data: 'Unauthorized' })
    expect(store.get(sessionAtom).isLoggedIn).toBe(false)
  })

  it('clears what an earlier session cached', async () => {
    mockAuth()
    const store = createAppStore()
    const queryClient = store.get(queryClientAtom)
    queryClient.setQueryData(['orders', 'list', {}], { orders: [{ id: 'order_other_user' }] })
    await store.set(loginAtom, credentials)
    expect(queryClient.getQueryData(['orders', 'list', {}])).toBeUndefined()
  })
})

describe('logoutAtom', () => {
  it('DELETEs the session, resets to empty and clears the query cache', async () => {
    const auth = mockAuth()
    const store = createAppStore()
    await store.set(loginAtom, credentials)
    const queryClient = store.get(queryClientAtom)
    queryClient.setQueryData(storeQueries.detail().queryKey, { store: { feature_flags: [] } } as never)
    queryClient.setQueryData(['products', 'list', {}], { products: [] })

    await store.set(logoutAtom)

    expect(auth.calls.at(-1)).toEqual({ method: 'DELETE', path: '/admin/auth', body: {} })
    expect(auth.sessionUserId).toBeNull()
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION)
    expect(store.get(sessionStatusAtom)).toBe('logged-out')
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })

  it('an already ended session (401) still logs out without an error', async () => {
    mockAuth()
    const store = createAppStore()
    await expect(store.set(logoutAtom)).resolves.toBeUndefined()
    expect(store.get(sessionStatusAtom)).toBe('logged-out')
  })

  it('resets locally even when the server fails, then reports the failure', async () => {
    mockAuth({ signedIn: true })
    const store = createAppStore()
    await store.set(checkSessionAtom)
    server.use(http.delete(`${AUTH_BASE}/admin/auth`, () => HttpResponse.error()))
    await expect(store.set(logoutAtom)).rejects.toMatchObject({ kind: 'connection' })
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION)
  })
})

describe('expireSessionAtom and setSessionUserAtom', () => {
  it('expiring resets the session without a request', async () => {
    const auth = mockAuth({ signedIn: true })
    const store = createAppStore()
    await store.set(checkSessionAtom)
    store.set(expireSessionAtom)
    expect(store.get(sessionAtom)).toEqual(EMPTY_SESSION)
    expect(store.get(sessionStatusAtom)).toBe('logged-out')
    expect(auth.calls).toHaveLength(1)
  })

  it('a profile update replaces the logged-in user; another user is ignored', async () => {
    mockAuth({ signedIn: true })
    const store = createAppStore()
    await store.set(checkSessionAtom)
    expect(store.set(setSessionUserAtom, { id: 'usr_other', email: 'x@y.co', first_name: 'X', last_name: 'Y' })).toBe(false)
    expect(store.get(sessionAtom).name).toBe('Ada Lovelace')
    expect(store.set(setSessionUserAtom, { id: ADMIN.id, email: ADMIN.email, first_name: 'Augusta', last_name: 'King' })).toBe(true)
    expect(store.get(sessionAtom)).toMatchObject({ name: 'Augusta King', first_name: 'Augusta', isLoggedIn: true })
  })
})

describe('acceptInviteAtom', () => {
  it('accepts (text OK) and then logs in with the email of the token', async () => {
    const invite = makeInvite('new.member@medusa-test.com')
    const auth = mockAuth({ invites: [invite] })
    const store = createAppStore()
    const session = await store.set(acceptInviteAtom, {
      token: invite.token,
      first_name: 'Grace',
      last_name: 'Hopper',
      password: 'cobol-1959',
    })
    expect(auth.calls).toEqual([
      {
        method: 'POST',
        path: '/admin/invites/accept',
        body: { token: invite.token, user: { first_name: 'Grace', last_name: 'Hopper', password: 'cobol-1959' } },
      },
      { method: 'POST', path: '/admin/auth', body: { email: 'new.member@medusa-test.com', password: 'cobol-1959' } },
    ])
    expect(session).toMatchObject({ isLoggedIn: true, name: 'Grace Hopper', email: 'new.member@medusa-test.com' })
    expect(store.get(sessionStatusAtom)).toBe('logged-in')
  })

  it('an invite the server refuses rejects with its message and does not log in', async () => {
    const invite = makeInvite('late@medusa-test.com', { expired: true })
    const auth = mockAuth({ invites: [invite] })
    const store = createAppStore()
    await expect(
      store.set(acceptInviteAtom, { token: invite.token, first_name: 'A', last_name: 'B', password: 'pw' }),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid invite' })
    expect(auth.calls.map((c) => c.path)).toEqual(['/admin/invites/accept'])
    expect(store.get(sessionAtom).isLoggedIn).toBe(false)
  })

  it('a token without an email is refused before anything is sent', async () => {
    const auth = mockAuth()
    const store = createAppStore()
    await expect(
      store.set(acceptInviteAtom, { token: 'not-a-jwt', first_name: 'A', last_name: 'B', password: 'pw' }),
    ).rejects.toMatchObject({ message: 'Token is not valid' })
    expect(auth.calls).toHaveLength(0)
  })

  it('tells apart an accepted invite whose sign-in failed', async () => {
    const invite = makeInvite('x@medusa-test.com')
    mockAuth({ invites: [invite] })
    server.use(http.post(`${AUTH_BASE}/admin/auth`, () => HttpResponse.error()))
    const store = createAppStore()
    const failure = await store
      .set(acceptInviteAtom, { token: invite.token, first_name: 'A', last_name: 'B', password: 'pw' })
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(InviteAcceptedSignInError)
    expect((failure as InviteAcceptedSignInError).email).toBe('x@medusa-test.com')
  })
})

describe('password reset', () => {
  it('requests a token (204, no body)', async () => {
    const auth = mockAuth()
    const store = createAppStore()
    await expect(store.set(requestPasswordResetAtom, { email: ADMIN.email })).resolves.toBeUndefined()
    expect(auth.calls).toEqual([{ method: 'POST', path: '/admin/users/password-token', body: { email: ADMIN.email } }])
    expect(auth.resetTokens.has(ADMIN.email)).toBe(true)
  })

  it('resets with the token, after which the new password signs in', async () => {
    const auth = mockAuth()
    const store = createAppStore()
    await store.set(requestPasswordResetAtom, { email: ADMIN.email })
    const token = auth.resetTokens.get(ADMIN.email) ?? ''
    const user = await store.set(resetPasswordAtom, { token, password: 'brand-new' })
    expect(user.email).toBe(ADMIN.email)
    expect(auth.calls.at(-1)).toEqual({ method: 'POST', path: '/admin/users/reset-password', body: { token, password: 'brand-new' } })
    expect(store.get(sessionAtom).isLoggedIn).toBe(false)
    await expect(store.set(loginAtom, { email: ADMIN.email, password: 'brand-new' })).resolves.toMatchObject({ isLoggedIn: true })
  })

  it('a token the server did not issue answers 500 unknown_error, as Medusa 1.20 does (jwt.verify throws)', async () => {
    mockAuth()
    const store = createAppStore()
    await expect(store.set(resetPasswordAtom, { token: makeResetToken(ADMIN), password: 'x' })).rejects.toMatchObject({
      status: 500,
      message: 'An unknown error occurred.',
    })
  })
})

describe('tokens', () => {
  it('decodes base64url payloads, including non-ASCII text', () => {
    const token = fakeJwt({ user_email: 'zoë@exämple.com', invite_id: 'inv_1', role: 'member' })
    expect(decodeJwtPayload(token)).toEqual({ user_email: 'zoë@exämple.com', invite_id: 'inv_1', role: 'member' })
    expect(decodeInviteToken(token)).toEqual({ email: 'zoë@exämple.com', expiresAt: null })
  })

  it('reads a reset token with its expiry', () => {
    const info = decodeResetToken(fakeJwt({ user_id: 'u', email: 'a@b.co', exp: 1_700_000_000 }))
    expect(info).toEqual({ email: 'a@b.co', expiresAt: new Date(1_700_000_000_000) })
    expect(info && isTokenExpired(info, new Date(1_800_000_000_000))).toBe(true)
    expect(info && isTokenExpired(info, new Date(1_600_000_000_000))).toBe(false)
  })

  it('returns null for anything that is not a JWT with an email', () => {
    expect(decodeJwtPayload('abc')).toBeNull()
    expect(decodeJwtPayload('a.%%%.c')).toBeNull()
    expect(decodeJwtPayload(`a.${btoa('[1,2]')}.c`)).toBeNull()
    expect(decodeInviteToken(fakeJwt({ invite_id: 'x' }))).toBeNull()
  })
})

describe('featureFlagsAtom', () => {
  it('maps [{key, value}] to a record', () => {
    expect(featureFlagsFrom([{ key: 'analytics', value: true }, { key: 'medusa_v2', value: false }])).toEqual({
      analytics: true,
      medusa_v2: false,
    })
    expect(featureFlagsFrom(undefined)).toEqual({})
  })

  it("is empty while logged out (no request), and once logged in waits for the page's data, then fills from GET /admin/store", async () => {
    const auth = mockAuth()
    const store = createAppStore()
    const unsubscribe = store.sub(featureFlagsAtom, () => {})
    expect(store.get(featureFlagsAtom)).toEqual({})
    // A query starts as it is subscribed: none on its way now means none was asked for.
    const client = store.get(queryClientAtom)
    expect(client.isFetching()).toBe(0)
    expect(auth.calls).toHaveLength(0)

    await store.set(loginAtom, credentials)
    expect(store.get(featureFlagsAtom)).toEqual({})
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    expect(auth.calls.filter((c) => c.path === '/admin/store')).toHaveLength(0)
    store.set(backgroundDataReadyAtom, true) // what the dashboard does once its page's data is in
    await vi.waitFor(() =>
      expect(store.get(featureFlagsAtom)).toEqual({
        analytics: true,
        order_editing: true,
        sales_channels: true,
        product_categories: false,
      }),
    )
    expect(auth.calls.filter((c) => c.path === '/admin/store')).toHaveLength(1)
    unsubscribe()
  })
})
