import type { Invite } from '@medusajs/client-types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inviteLink } from '@/commands/team/invites'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { commandOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { teamDb } from '../../mocks/team/team'

const mock = withMockDb()
const db = () => teamDb(mock.db)
const invite = (id: string, email: string, token: string, expires: string): Invite => {
  const at = mock.db.now()
  return { id, user_email: email, role: 'member', accepted: false, token, expires_at: expires, created_at: at, updated_at: at, deleted_at: null, metadata: null } as Invite
}
const on = (record: Invite): CommandContext => ({ ...emptyContext, focus: { kind: 'invite', id: record.id, entity: record } })

beforeEach(() => {
  // The console's own origin: the accept page lives beside it.
  vi.stubGlobal('location', new URL('https://admin.shop.example/a/settings/team'))
  db().invites.push(invite('invite_live', 'sam+shop@example.com', 'tok.en/1', '2099-01-01T00:00:00.000Z'), invite('invite_old', 'old@example.com', 'tok2', '2020-01-01T00:00:00.000Z'))
})
afterEach(() => void vi.unstubAllGlobals())

describe('invites.copy-link (the original admin’s "Copy invite link")', () => {
  it('copies the console’s accept page with the token and email, encoded', async () => {
    expect(commandOf('invites.copy-link')).toMatchObject({ title: 'Copy invite link', group: 'Team' })
    const run = await runCommand('invites.copy-link', { ctx: on(db().invites[0] as Invite) })
    expect(run.outcome).toEqual({
      status: 'done',
      result: { type: 'copy', title: 'Invite link for sam+shop@example.com copied', text: `https://admin.shop.example/invite?token=tok.en%2F1&user_email=sam%2Bshop%40example.com` },
    })
    expect(new URL(inviteLink({ token: 'tok.en/1', user_email: 'sam+shop@example.com' }, 'https://admin.shop')).searchParams.get('user_email')).toBe('sam+shop@example.com')
  })

  it('refuses an expired invite, naming it, instead of copying a dead link', async () => {
    const run = await runCommand('invites.copy-link', { ctx: on(db().invites[1] as Invite) })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'The invite to old@example.com has expired: resend it first, then copy the new link' })
  })
})
