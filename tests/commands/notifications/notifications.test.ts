import type { Notification } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyContext } from '@/models/core/context'
import { eventName } from '@/models/notifications/entity'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { seedOrders } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'

const mock = withMockDb()
const seen = recordRequests()

describe('notifications commands', () => {
  it("'Go to notifications' is g n", async () => {
    expect(commandOf('notifications.list')).toMatchObject({ hotkey: 'g n' })
    expect((await runCommand('notifications.list')).outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/notifications' } })
  })

  it("'Open notification…' finds one by recipient", async () => {
    const first = seedOrders(mock.db).notifications.find((n) => n.parent_id === null) as Notification
    const run = await runCommand('notifications.open', { answers: { notificationId: pick(first.to, `${eventName(first.event_name)} to ${first.to}`) } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'open-panel', path: expect.stringMatching(/^\/a\/notifications\/.+/) } })
    expect(run.offered.notificationId?.every((o) => o.label.endsWith(` to ${first.to}`))).toBe(true)
  })

  it('resends the focused notification to another address, and refuses a bad email keeping it typed', async () => {
    const original = seedOrders(mock.db).notifications.find((n) => n.parent_id === null) as Notification
    const ctx = { ...emptyContext, focus: { kind: 'notification' as const, id: original.id, entity: original } }
    const bad = await runCommand('notifications.resend', { ctx, answers: { to: 'not-an-email' } })
    expect(bad.outcome).toEqual({ status: 'rejected', arg: 'to', message: 'Send to must be an email address' })
    const run = await runCommand('notifications.resend', { ctx, answers: { to: 'ops@example.com' } })
    expect(run.confirmations[0]).toMatch(/ again to ops@example\.com\?$/)
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'Notification sent again', message: expect.stringContaining('to ops@example.com') } })
    expect(requestsOf(seen, 'POST', `/admin/notifications/${original.id}/resend`)).toHaveLength(1)
  })

  it('tells a refused resend', async () => {
    const original = seedOrders(mock.db).notifications[0] as Notification
    server.use(http.post(`${BASE}/admin/notifications/:id/resend`, () => HttpResponse.json({ type: 'not_found', message: 'Notification with id: x was not found' }, { status: 404 })))
    const ctx = { ...emptyContext, focus: { kind: 'notification' as const, id: original.id, entity: original } }
    const run = await runCommand('notifications.resend', { ctx, answers: { to: '' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Notification was not found: it may have been deleted meanwhile.' })
  })
})
