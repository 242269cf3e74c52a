import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { appsDb } from '../../mocks/apps/apps'

const mock = withMockDb()
const seen = recordRequests()

describe('apps commands', () => {
  it("'Go to settings: apps' opens the section", async () => {
    expect((await runCommand('apps.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/settings/apps' } })
  })

  it('says there is nothing to authorize when no app is installed, sending nothing', async () => {
    const run = await runCommand('apps.authorize', { answers: { application: pick('', 'x') } })
    expect(run.outcome).toEqual({ status: 'search-failed', arg: 'application', message: 'No app is installed on this store: there is nothing to authorize' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it('authorizes an installed app with its code and state, and tells a refusal', async () => {
    appsDb(mock.db).apps.push({ id: 'oauth_1', display_name: 'Slack', application_name: 'slack', install_url: 'https://slack.example/install', uninstall_url: null, data: null })
    const run = await runCommand('apps.authorize', { answers: { application: pick('sla', 'Slack'), code: 'c0de', state: 's7ate' } })
    expect(run.confirmations).toEqual(['Authorize Slack?'])
    expect(run.outcome).toMatchObject({ status: 'done', result: { title: 'App authorized', message: 'Slack' } })
    expect(appsDb(mock.db).authorized).toEqual([{ application_name: 'slack', code: 'c0de', state: 's7ate' }])
    server.use(http.post(`${BASE}/admin/apps/authorizations`, () => HttpResponse.json({ type: 'invalid_data', message: 'state must be a string' }, { status: 400 })))
    const refused = await runCommand('apps.authorize', { answers: { application: pick('', 'Slack'), code: 'c', state: 's' } })
    expect(refused.outcome).toMatchObject({ status: 'failed', message: 'state must be a string' })
  })
})
