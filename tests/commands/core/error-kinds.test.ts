import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { ERROR_KINDS } from '../../support/errorKinds'
import { teamDb } from '../../mocks/team/team'

// SPEC §8's error kinds on a command's mutation, an upload and a bulk run: what the operator reads, and that
// what was typed is still there for the second try. (Panel queries: tests/panels/team/error-kinds.)
const mock = withMockDb()

beforeEach(() => {
  const at = mock.db.now()
  teamDb(mock.db).invites.push(
    { id: 'invite_a', user_email: 'a@example.com', role: 'member', accepted: false, token: 'ta', expires_at: '2099-01-01T00:00:00.000Z', created_at: at, updated_at: at, deleted_at: null, metadata: null },
    { id: 'invite_b', user_email: 'b@example.com', role: 'admin', accepted: false, token: 'tb', expires_at: '2099-01-01T00:00:00.000Z', created_at: at, updated_at: at, deleted_at: null, metadata: null },
  )
})

describe.each(ERROR_KINDS)('$name', ({ answer, says, bulkSays }) => {
  it('a mutation fails with the words of SPEC §8 and keeps its arguments', async () => {
    server.use(http.post(`${BASE}/admin/invites`, answer))
    const run = await runCommand('invites.create', { answers: { email: 'sam@example.com', role: 'member' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: says })
    expect(run.args).toMatchObject({ email: 'sam@example.com', role: 'member' })
  })

  it('an upload fails with the words of SPEC §8 and keeps the chosen file for the second try', async () => {
    server.use(http.post(`${BASE}/admin/uploads`, answer))
    const chosen = new File([new Uint8Array(8)], 'price sheet.pdf', { type: 'application/pdf' })
    const run = await runCommand('uploads.upload', { answers: { file: [chosen] } })
    // A refusal is told as the upload's ("The file could not be uploaded: …"), with the server's words.
    expect(run.outcome).toMatchObject({ status: 'failed', message: expect.stringContaining(says) })
    expect(run.args).toMatchObject({ file: [chosen] })
  })

  it('a bulk run does the rows it can and names the one that failed, with the reason', async () => {
    server.use(http.post(`${BASE}/admin/invites/invite_b/resend`, answer))
    const ctx: CommandContext = { ...emptyContext, selection: { kind: 'invite', ids: ['invite_a', 'invite_b'], records: teamDb(mock.db).invites } }
    const run = await runCommand('invites.resend', { ctx })
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 1, failed: [{ id: 'invite_b', name: 'b@example.com', message: bulkSays ?? says }] })
  })
})
