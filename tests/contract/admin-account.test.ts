// Sign-in (bearer token and cookie session), users, invites and analytics configs against a real
// Medusa 1.20. Their refusals are rows of tests/mocks/{session,team,settings}/refusals.ts.
import { afterEach, describe, expect, it } from 'vitest'
import { configureClient, getClientConfig } from '@/api/client'
import { analyticsConfigs, auth, invites, users } from './api'
import {
  ADMIN,
  anyString,
  cookieJar,
  expectDeleted,
  expectFailure,
  expectNoRoute,
  expectPage,
  idOf,
  passwordResetToken,
  shape,
  signInAdmin,
  unique,
  signInBeforeAll,
} from './helpers'

signInBeforeAll()
// Tests below sign in as other users or drop the token: every test starts as the demo admin.
afterEach(signInAdmin)

const adminUser = shape({ id: idOf('usr'), email: ADMIN.email, role: 'admin' })

describe('auth', () => {
  it('POST /admin/auth/token -> {access_token}; GET /admin/auth with that bearer -> {user}', async () => {
    const { access_token } = await auth.token(ADMIN)
    expect(access_token?.split('.')).toHaveLength(3)
    expect(await auth.session()).toEqual({ user: adminUser })
  })

  it('POST /admin/auth/token with a wrong password: 401 authentication, body "Unauthorized"', async () => {
    const error = await expectFailure(auth.token({ email: ADMIN.email, password: 'wrong' }), { status: 401, kind: 'authentication' })
    expect(error.data).toBe('Unauthorized')
  })

  it('cookie session without a cookie jar (node fetch keeps none): POST /admin/auth -> {user}, then GET /admin/auth: 401', async () => {
    configureClient({ apiKey: undefined })
    expect(await auth.login(ADMIN)).toEqual({ user: adminUser })
    await expectFailure(auth.session(), { status: 401, kind: 'authentication', message: 'Something went wrong, Please try again.' })
  })

  it('cookie session with a browser-like cookie jar: POST, GET -> {user}; DELETE -> "OK"; then GET: 401', async () => {
    configureClient({ apiKey: undefined })
    const jar = cookieJar(getClientConfig().baseUrl)
    jar.install()
    try {
      expect(await auth.login(ADMIN)).toEqual({ user: adminUser })
      expect(jar.has('connect.sid')).toBe(true)
      expect(await auth.session()).toEqual({ user: adminUser })
      expect(await auth.logout()).toBe('OK')
      await expectFailure(auth.session(), { status: 401, kind: 'authentication' })
    } finally {
      jar.uninstall()
    }
  })
})

describe('users', () => {
  it('POST, GET list, GET, POST update, DELETE /admin/users', async () => {
    const email = `${unique('user')}@contract.test`
    const { user } = await users.create({ email, password: 'secret-password', first_name: 'Lin', last_name: 'Test', role: 'member' })
    expect(user).toEqual(shape({ id: idOf('usr'), email, first_name: 'Lin', role: 'member' }))
    expect(user).not.toHaveProperty('password_hash')

    const listed = await users.list({ q: email })
    expectPage(listed, 'users')
    expect(listed.users).toEqual([shape({ id: user.id, email })])

    expect(await users.retrieve(user.id)).toEqual({ user: shape({ id: user.id, email, role: 'member' }) })

    const { user: updated } = await users.update(user.id, { first_name: 'Linus', role: 'developer' })
    expect(updated).toEqual(shape({ id: user.id, first_name: 'Linus', role: 'developer' }))

    expectDeleted(await users.delete(user.id), user.id, 'user')
    await expectFailure(users.retrieve(user.id), { status: 404, kind: 'invalid_request', type: 'not_found' })
  })

  it('POST /admin/users/password-token -> 204 (empty body); POST /admin/users/reset-password with that token -> {user}', async () => {
    const email = `${unique('reset')}@contract.test`
    await users.create({ email, password: 'old-password', role: 'member' })
    configureClient({ apiKey: undefined })
    expect(await users.sendResetPasswordToken({ email })).toBe('')

    const { user } = await users.resetPassword({ email, token: passwordResetToken('user', email), password: 'new-password' })
    expect(user).toEqual(shape({ id: idOf('usr'), email }))
    expect(user).not.toHaveProperty('password_hash')
    const { access_token } = await auth.token({ email, password: 'new-password' })
    expect(access_token).toEqual(anyString())
  })

})

describe('invites', () => {
  async function invite(role: 'admin' | 'member' | 'developer' = 'member') {
    const email = `${unique('invitee')}@contract.test`
    expect(await invites.create({ user: email, role })).toBe('OK')
    const found = (await invites.list()).invites.find((i) => i.user_email === email)
    if (!found) throw new Error(`invite for ${email} not listed`)
    return found
  }

  it('POST /admin/invites -> "OK" (text); GET -> {invites} with token and expiry', async () => {
    const created = await invite('developer')
    expect(created).toEqual(shape({ id: idOf('invite'), role: 'developer', accepted: false, token: anyString(), expires_at: anyString() }))
  })

  it('POST /admin/invites/{id}/resend -> "OK"; POST /admin/invites/{id} (listed in SPEC §7) is not served by Medusa 1.20: 404', async () => {
    const created = await invite()
    expect(await invites.resendViaResendPath(created.id)).toBe('OK')
    await expectNoRoute(invites.resend(created.id))
  })

  it('POST /admin/invites/accept (no session) -> "OK" and the invitee can sign in', async () => {
    const created = await invite()
    configureClient({ apiKey: undefined })
    const accepted = await invites.accept({ token: created.token, user: { first_name: 'New', last_name: 'Member', password: 'invite-password' } })
    expect(accepted).toBe('OK')
    const { access_token } = await auth.token({ email: created.user_email, password: 'invite-password' })
    expect(access_token).toEqual(anyString())
  })

  it('re-inviting a pending email is not refused: the one invite gets a new token and the new role (medusajs/admin#770)', async () => {
    const first = await invite('member')
    expect(await invites.create({ user: first.user_email, role: 'admin' })).toBe('OK')
    const again = (await invites.list()).invites.filter((i) => i.user_email === first.user_email)
    expect(again.map((i) => [i.id, i.role])).toEqual([[first.id, 'admin']])
    expect(again[0]?.token).not.toBe(first.token)
  })

  it('a failed accept (bad token) leaves the invite usable', async () => {
    const created = await invite()
    configureClient({ apiKey: undefined })
    await expect(invites.accept({ token: `${created.token}x`, user: { first_name: 'A', last_name: 'B', password: 'invite-password' } })).rejects.toThrow()
    expect(await invites.accept({ token: created.token, user: { first_name: 'A', last_name: 'B', password: 'invite-password' } })).toBe('OK')
  })

  it('DELETE /admin/invites/{id} -> {id, object: "invite", deleted}', async () => {
    const created = await invite()
    expectDeleted(await invites.delete(created.id), created.id, 'invite')
    expect((await invites.list()).invites.map((i) => i.id)).not.toContain(created.id)
  })
})

describe('analytics configs (a fresh user, so reruns start from none)', () => {
  it('POST -> {analytics_config}; POST /update -> {analytics_config}; GET answers it', async () => {
    const email = `${unique('analytics')}@contract.test`
    const { user } = await users.create({ email, password: 'secret-password', role: 'member' })
    const { access_token } = await auth.token({ email, password: 'secret-password' })
    configureClient({ apiKey: access_token })

    const config = shape({ id: idOf('acfg'), user_id: user.id, created_at: anyString(), updated_at: anyString(), deleted_at: null })
    const created = await analyticsConfigs.create({ opt_out: false })
    expect(created).toEqual({ analytics_config: config })
    expect(created.analytics_config).toEqual(shape({ opt_out: false, anonymize: false }))

    const { analytics_config } = await analyticsConfigs.update({ anonymize: true })
    expect(analytics_config).toEqual(shape({ id: created.analytics_config.id, opt_out: false, anonymize: true }))
    expect((await analyticsConfigs.retrieve()).analytics_config).toEqual(shape({ anonymize: true }))
  })
})
