import type { Customer } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { customerQueries } from '@/atoms/customers/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { seedOrders } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { commandOf, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const jane = () => seedOrders(mock.db).customers.find((c) => c.email === 'jane.doe@example.com') as Customer

async function onCustomer(id: string, queryClient = createQueryClient()): Promise<CommandContext> {
  const { customer } = await queryClient.fetchQuery(customerQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'customer', id, entity: customer as Customer } }
}

describe('customers.set-metadata', () => {
  it('is in the Customers group', () => {
    expect(commandOf('customers.set-metadata')).toMatchObject({ title: 'Set customer metadata', group: 'Customers' })
  })

  it('starts from the focused customer’s metadata and sends only what changed, a removed key as empty', async () => {
    jane().metadata = { tier: 'gold', seeded: true, note: 'old' }
    const queryClient = createQueryClient()
    const ctx = await onCustomer(jane().id, queryClient)
    let sent: unknown
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json()
    })
    const run = await runCommand('customers.set-metadata', { ctx, queryClient, answers: { metadata: 'tier: platinum\nseeded: true\nsource: fair' } })
    server.events.removeAllListeners('request:start')
    expect(run.prompted).toEqual(['metadata'])
    expect(sent).toEqual({ metadata: { note: '', tier: 'platinum', source: 'fair' } })
    expect(jane().metadata).toEqual({ tier: 'platinum', seeded: true, source: 'fair' })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Customer metadata saved', message: 'Jane Doe: 3 key(s) changed' } })
  })

  it('picks a customer by name when none is focused, and sends nothing when nothing changed', async () => {
    jane().metadata = { tier: 'gold' }
    const run = await runCommand('customers.set-metadata', { answers: { customerId: pick('jane', 'Jane Doe'), metadata: 'tier: gold' } })
    expect(requestsOf(seen, 'POST')).toEqual([])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Metadata unchanged', message: 'Jane Doe' } })
  })

  it('tells the server’s refusal and keeps what was typed', async () => {
    server.use(http.post(`${BASE}/admin/customers/:id`, () => HttpResponse.json({ type: 'invalid_data', message: 'metadata must be an object' }, { status: 400 })))
    const run = await runCommand('customers.set-metadata', { ctx: await onCustomer(jane().id), answers: { metadata: 'tier: x' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'metadata must be an object' })
    expect(run.args).toMatchObject({ metadata: { tier: 'x' } })
  })
})
