import { describe, expect, it } from 'vitest'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { requestsOf, recordRequests, runCommand } from '../harness'
import { orderNo, withOrderStore } from './harness'

// Archive, complete and capture run once per selected row of the orders table, one at a time,
// and report what happened to each.

const mock = withOrderStore()
const seen = recordRequests()

/** The orders table's selection: the ids, and the rows as the table shows them. */
const selecting = (...displayIds: number[]): CommandContext => {
  const rows = displayIds.map((n) => orderNo(mock.db, n))
  return { ...emptyContext, selection: { kind: 'order', ids: rows.map((o) => o.id), records: rows } }
}

describe('bulk order actions over a table selection', () => {
  it("archives each selected order and reports '2 done, 1 failed' with the refusal", async () => {
    const run = await runCommand('orders.archive', { ctx: selecting(1020, 1030, 1022) })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.confirmations).toEqual(['Archive order: 3 selected orders. Continue?'])
    const pending = orderNo(mock.db, 1030)
    expect(run.outcome).toEqual({
      status: 'bulk',
      done: 2,
      failed: [{ id: pending.id, name: '#1030', message: "Can't archive an unprocessed order" }],
      // Each failure is named as the operator knows the order, never by its Medusa id.
      result: { type: 'toast', title: 'Archive order: 2 done, 1 failed', message: "#1030: Can't archive an unprocessed order" },
      follow: undefined,
    })
    expect([1020, 1030, 1022].map((n) => orderNo(mock.db, n).status)).toEqual(['archived', 'pending', 'archived'])
    // One at a time, in the order of the selection.
    expect(requestsOf(seen, 'POST', /\/archive$/).map((r) => r.path.split('/')[3])).toEqual([1020, 1030, 1022].map((n) => orderNo(mock.db, n).id))
  })

  it('captures every selected order', async () => {
    const run = await runCommand('orders.capture', { ctx: selecting(1044, 1045, 1047) })
    expect(run.outcome).toMatchObject({ status: 'bulk', done: 3, failed: [], result: { title: 'Capture payment: 3 done' } })
    expect([1044, 1045, 1047].map((n) => orderNo(mock.db, n).payment_status)).toEqual(['captured', 'captured', 'captured'])
  })

  it('completes the selected orders, and names the canceled one Medusa refused', async () => {
    const run = await runCommand('orders.complete', { ctx: selecting(1030, 1025) })
    const canceled = orderNo(mock.db, 1025)
    expect(run.outcome).toMatchObject({
      status: 'bulk',
      done: 1,
      failed: [{ id: canceled.id, name: '#1025', message: 'A canceled order cannot be completed' }],
      result: { title: 'Complete order: 1 done, 1 failed' },
    })
    expect(orderNo(mock.db, 1030).status).toBe('completed')
  })
})
