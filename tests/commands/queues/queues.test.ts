import { describe, expect, it } from 'vitest'
import { commandOf, runCommand } from '../harness'

// The Queues area and its ready-made queues: each command opens its queue at a stable URL, and
// sends nothing itself (the queue's panel reads its records).
describe('queues commands', () => {
  it('goes to the Queues area (g q)', async () => {
    const run = await runCommand('queues.list')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/queues' } })
    expect(commandOf('queues.list').hotkey).toBe('g q')
  })

  it.each([
    ['queues.awaiting-capture', 'Queue: Orders awaiting capture', '/a/queues/awaiting-capture'],
    ['queues.paid-not-fulfilled', 'Queue: Paid orders not fulfilled', '/a/queues/paid-not-fulfilled'],
    ['queues.requested-returns', 'Queue: Requested returns', '/a/queues/requested-returns'],
    ['queues.swaps-needing-action', 'Queue: Swaps needing action', '/a/queues/swaps-needing-action'],
    ['queues.stale-drafts', 'Queue: Draft orders open for more than a week', '/a/queues/stale-drafts'],
    ['queues.gift-cards-ending', 'Queue: Gift cards ending this month', '/a/queues/gift-cards-ending'],
  ] as const)('%s is "%s" and opens %s', async (id, title, path) => {
    expect(commandOf(id).title).toBe(title)
    const run = await runCommand(id)
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path } })
  })
})
