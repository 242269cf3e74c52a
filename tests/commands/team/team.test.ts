import type { Invite, User } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { teamDb } from '../../mocks/team/team'

const mock = withMockDb()
const seen = recordRequests()
const db = () => teamDb(mock.db)

beforeEach(() => {
  const at = mock.db.now()
  db().invites.push(
    { id: 'invite_a', user_email: 'a@example.com', role: 'member', accepted: false, token: 'ta', expires_at: '2020-01-01T00:00:00.000Z', created_at: at, updated_at: at, deleted_at: null, metadata: null },
    { id: 'invite_b', user_email: 'b@example.com', role: 'admin', accepted: false, token: 'tb', expires_at: '2099-01-01T00:00:00.000Z', created_at: at, updated_at: at, deleted_at: null, metadata: null },
  )
})

const admin = () => mock.db.users[0] as User
const signedIn = (extra: Partial<CommandContext> = {}): CommandContext => ({
  ...emptyContext,
  user: { id: admin().id, email: admin().email, first_name: admin().first_name, last_name: admin().last_name },
  ...extra,
})

describe('team commands', () => {
  it("'Go to settings: team' opens the section", async () => {
    expect(commandOf('team.list')).toMatchObject({ title: 'Go to settings: team', group: 'Settings' })
    expect((await runCommand('team.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/team' } })
  })

  it('resends every selected invite (the expired one gets a new week) and deletes a selection after one confirm', async () => {
    const selection = { kind: 'invite' as const, ids: ['invite_a', 'invite_b'], records: db().invites }
    const resend = await runCommand('invites.resend', { ctx: signedIn({ selection }) })
    expect(resend.outcome).toMatchObject({ status: 'bulk', done: 2, failed: [] })
    expect(requestsOf(seen, 'POST', /\/admin\/invites\/invite_[ab]\/resend$/)).toHaveLength(2)
    expect(new Date(db().invites.find((i) => i.id === 'invite_a')?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now())

    const removal = await runCommand('invites.delete', { ctx: signedIn({ selection }) })
    expect(removal.confirmations).toHaveLength(1)
    expect(removal.outcome).toMatchObject({ status: 'bulk', done: 2 })
    expect(db().invites).toEqual([])
  })

  it('refuses to delete the signed-in user, naming why, and sends nothing', async () => {
    const me = admin()
    const ctx = signedIn({ focus: { kind: 'user', id: me.id, entity: me } })
    const command = commandOf('users.delete')
    expect(command.when?.(ctx)).toBe(false)
    expect(command.why?.(ctx)).toBe('You cannot delete yourself: ask another admin')
    expect(requestsOf(seen, 'DELETE')).toHaveLength(0)
  })

  it("sends a password reset to the user's email", async () => {
    const me = admin()
    const run = await runCommand('users.send-password-reset', { ctx: signedIn({ focus: { kind: 'user', id: me.id, entity: me } }) })
    expect(run.confirmations).toEqual([`Send a password reset link to ${me.email}?`])
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Password reset sent' } })
    expect(requestsOf(seen, 'POST', '/admin/users/password-token')).toHaveLength(1)
  })

  it('names invites by their email and users by their name, never by id', () => {
    const invite = db().invites[1] as Invite
    expect(commandOf('invites.delete').confirm?.({ inviteId: invite.id }, signedIn({ focus: { kind: 'invite', id: invite.id, entity: invite } }))).toBe(
      'Delete the invite to b@example.com? Its link stops working.',
    )
  })

  it("'invites.create' refuses a malformed email on its page, and invites a new one with its role", async () => {
    const bad = await runCommand('invites.create', { ctx: signedIn(), answers: { email: 'not-an-email' } })
    expect(bad.outcome).toMatchObject({ status: 'rejected', arg: 'email', message: 'Enter an email address such as sam@example.com' })
    const run = await runCommand('invites.create', { ctx: signedIn(), answers: { email: ' New@Example.com ', role: 'developer' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Invite sent', message: 'new@example.com as developer' } })
    expect(db().invites.find((i) => i.user_email === 'new@example.com')?.role).toBe('developer')
  })

  it("'users.edit' changes a user's name and role, the current values offered first", async () => {
    const at = mock.db.now()
    mock.db.users.push({ id: 'usr_sam', email: 'sam@example.com', password: 'x', first_name: 'Sam', last_name: 'Carter', role: 'member', api_token: null, created_at: at, updated_at: at, deleted_at: null, metadata: null })
    const run = await runCommand('users.edit', { ctx: signedIn(), answers: { userId: pick('sam', 'Sam Carter'), firstName: keep, lastName: 'Carter-Vance', role: 'admin' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Sam Carter-Vance saved', message: 'Role: admin' } })
    expect(mock.db.users.find((u) => u.id === 'usr_sam')).toMatchObject({ first_name: 'Sam', last_name: 'Carter-Vance', role: 'admin' })
  })

  it("'users.edit-profile' edits the signed-in user without asking who", async () => {
    const run = await runCommand('users.edit-profile', { ctx: signedIn(), answers: { firstName: 'Augusta', lastName: keep } })
    expect(run.prompted).toEqual(['firstName', 'lastName'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'Profile saved', message: 'Augusta Lovelace' } })
  })
})
