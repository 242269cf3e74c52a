import type { Invite } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, invalidData, notFound, opt, readBody, readJson, req } from '../http'

/**
 * Users and invites as Medusa 1.20 answers them (routes/admin/users, routes/admin/invites,
 * services/invite.ts): inviting an email that has an account is refused; inviting one with a pending
 * invite re-issues it (a new token and expiry, the new role) instead of refusing.
 */
export type TeamMockDb = MockDb & { invites: Invite[] }

const WEEK = 7 * 24 * 3600 * 1000
const ok = () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export function teamDb(db: MockDb): TeamMockDb {
  const team = db as TeamMockDb
  team.invites ??= []
  return team
}

function issue(db: TeamMockDb, invite: Invite) {
  invite.token = `invite-token-${invite.id}-${db.now()}`
  invite.expires_at = new Date(Date.now() + WEEK).toISOString()
  invite.updated_at = db.now()
}

export function teamHandlers(mockDb: MockDb) {
  const db = teamDb(mockDb)
  const findUser = (id: string) => db.users.find((u) => u.id === id) ?? notFound(`User with id: ${id} was not found`)
  const view = (id: string) => {
    const { password: _password, ...user } = findUser(id)
    return user
  }
  return [
    http.get(`${BASE}/admin/users`, admin(db, () => HttpResponse.json({ users: db.users.map((u) => view(u.id)) }))),
    http.post(
      `${BASE}/admin/users/password-token`,
      // No session needed; an unknown email answers 204 as well (nothing is told to a stranger).
      async ({ request }) => {
        await readBody(request, { email: req('string') })
        return new HttpResponse(null, { status: 204 })
      },
    ),
    http.get(`${BASE}/admin/users/:id`, admin(db, ({ params }) => HttpResponse.json({ user: view(params.id ?? '') }))),
    http.post(
      `${BASE}/admin/users/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ first_name?: string; last_name?: string; role?: 'admin' | 'member' | 'developer' }>(request, {
          first_name: opt('string'),
          last_name: opt('string'),
          role: opt('enum', { values: ['admin', 'member', 'developer'] }),
          api_token: opt('string'),
          metadata: opt('object'),
        })
        Object.assign(findUser(params.id ?? ''), body, { updated_at: db.now() })
        // GET /admin/auth reads the user afresh: the session shows the new name.
        if (db.session?.id === params.id) db.session = view(params.id ?? '')
        return HttpResponse.json({ user: view(params.id ?? '') })
      }),
    ),
    http.delete(
      `${BASE}/admin/users/:id`,
      admin(db, ({ params }) => {
        findUser(params.id ?? '')
        db.users = db.users.filter((u) => u.id !== params.id)
        return HttpResponse.json({ id: params.id, object: 'user', deleted: true })
      }),
    ),
    http.get(`${BASE}/admin/invites`, admin(db, () => HttpResponse.json({ invites: db.invites }))),
    http.post(
      `${BASE}/admin/invites`,
      admin(db, async ({ request }) => {
        const body = await readBody<{ user: string; role: 'admin' | 'member' | 'developer' }>(request, {
          user: req('string'),
          role: req('enum', { values: ['admin', 'member', 'developer'] }),
        })
        if (db.users.some((u) => u.email === body.user)) invalidData("Can't invite a user with an existing account")
        let invite = db.invites.find((i) => i.user_email === body.user)
        if (!invite) {
          const at = db.now()
          invite = { id: db.nextId('invite'), user_email: body.user, role: body.role, accepted: false, token: '', expires_at: at, created_at: at, updated_at: at, deleted_at: null, metadata: null }
          db.invites.push(invite)
        }
        invite.role = body.role
        issue(db, invite)
        return ok()
      }),
    ),
    http.post(
      `${BASE}/admin/invites/:id/resend`,
      admin(db, async ({ request, params }) => {
        await readJson(request)
        // InviteService.resend finds the invite itself and refuses with 400, not the usual 404 (contract: admin-account).
        const invite = db.invites.find((i) => i.id === params.id) ?? invalidData("Invite doesn't exist")
        issue(db, invite)
        return ok()
      }),
    ),
    http.delete(
      `${BASE}/admin/invites/:id`,
      admin(db, ({ params }) => {
        db.invites = db.invites.filter((i) => i.id !== params.id)
        return HttpResponse.json({ id: params.id, object: 'invite', deleted: true })
      }),
    ),
  ]
}
