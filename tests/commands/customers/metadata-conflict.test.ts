// Two operators: 'Set customer metadata' reads the customer again before writing. Medusa merges what
// is sent, so only another operator's save of a key this save sends is asked about.
import type { Customer } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { customerQueries } from '@/atoms/customers/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'
import { seedOrders } from '../../mocks/orders/orders'
import { recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const jane = () => seedOrders(mock.db).customers.find((c) => c.email === 'jane.doe@example.com') as Customer

/** The customer's panel as the operator opened it. */
async function onCustomer(id: string): Promise<CommandContext> {
  const { customer } = await createQueryClient().fetchQuery(customerQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'customer', id, entity: customer as Customer } }
}
const QUESTION = 'Jane Doe: Metadata was changed by someone else since you opened this (now “tier: diamond”). Save your change anyway?'

describe('customers.set-metadata when another operator saved the customer meanwhile', () => {
  it('names the key it would overwrite and its new value, sends nothing and keeps what was typed; running it again saves', async () => {
    jane().metadata = { tier: 'gold', note: 'vip' }
    const ctx = await onCustomer(jane().id)
    jane().metadata = { tier: 'diamond', note: 'vip' } // the other operator's save
    const queryClient = createQueryClient()
    const answers = { metadata: 'tier: platinum\nnote: vip' }
    const run = await runCommand('customers.set-metadata', { ctx, queryClient, answers })
    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    expect(run.args).toMatchObject({ metadata: { tier: 'platinum', note: 'vip' } })
    expect(requestsOf(seen, 'POST', `/admin/customers/${jane().id}`)).toEqual([])

    const again = await runCommand('customers.set-metadata', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({ status: 'done', result: { title: 'Customer metadata saved' } })
    expect(jane().metadata).toEqual({ tier: 'platinum', note: 'vip' })
  })

  it('asks before deleting a key another operator changed meanwhile', async () => {
    jane().metadata = { tier: 'gold', note: 'vip' }
    const ctx = await onCustomer(jane().id)
    jane().metadata = { tier: 'gold', note: 'call before shipping' }
    const run = await runCommand('customers.set-metadata', { ctx, answers: { metadata: 'tier: gold' } })
    expect(run.outcome).toEqual(
      expect.objectContaining({ message: 'Jane Doe: Metadata was changed by someone else since you opened this (now “note: call before shipping”). Save your change anyway?' }),
    )
  })

  it('does not ask about keys it does not send: they are kept as the other operator saved them', async () => {
    jane().metadata = { tier: 'gold', note: 'vip' }
    const ctx = await onCustomer(jane().id)
    jane().metadata = { tier: 'gold', note: 'call before shipping', source: 'fair' }
    const run = await runCommand('customers.set-metadata', { ctx, answers: { metadata: 'tier: platinum\nnote: vip' } })
    expect(run.outcome).toMatchObject({ status: 'done', result: { message: 'Jane Doe: 1 key(s) changed' } })
    expect(jane().metadata).toEqual({ tier: 'platinum', note: 'call before shipping', source: 'fair' })
  })
})
