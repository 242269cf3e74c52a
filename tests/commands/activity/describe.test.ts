import { describe, expect, it } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { describeRun, journalOutcome, type RunFacts } from '@/commands/activity/describe'
import { arg, defineCommand, erase, toast } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { customerEntity } from '@/models/customers/entity'
import { customerGroupEntity } from '@/models/customer-groups/entity'

// The entry builder on its own: how each kind of argument is kept, and how records are named.

const addToGroup = erase(
  defineCommand({
    id: 'test.groups.add',
    title: 'Add customers to group',
    group: 'Test',
    args: {
      groupId: entityArg(customerGroupEntity),
      customerIds: arg.entities({ label: 'Customers', search: async () => [], focus: 'customer', name: (c) => customerEntity.label(c as never) }),
      metadata: arg.metadata({ label: 'Metadata (key: value per line)', optional: true }),
      files: arg.file({ label: 'Files', optional: true }),
      apiToken: arg.text({ label: 'API token', optional: true }),
    },
    run: async () => toast('Added'),
  }),
)

const facts = (args: RunFacts['args'], ctx: Partial<CommandContext> = {}): RunFacts => ({
  command: addToGroup,
  args,
  ctx: { ...emptyContext, user: { id: 'usr_01', email: 'anna@example.com', first_name: '', last_name: '' }, ...ctx },
  at: '2026-11-28T10:00:00.000Z',
  store: 'http://localhost:9000',
  changes: [],
})

describe('a run’s journal entry', () => {
  it('names a picked record by its entity’s name, and one it has not seen by its kind, never by id', () => {
    const picked = { groupId: { id: 'cgrp_01VIP', name: 'VIP' } }
    const named = describeRun(facts({ groupId: 'cgrp_01VIP', customerIds: ['cus_01ANNA'] }, { picked }), { status: 'done', result: undefined })
    expect(named.records).toEqual([
      { name: 'VIP', kind: 'customer-group', id: 'cgrp_01VIP' },
      { name: 'Customers (not named)', kind: 'customer', id: 'cus_01ANNA' },
    ])
    expect(JSON.stringify({ ...named, id: undefined, records: named.records.map((r) => r.name) })).not.toMatch(/cgrp_|cus_/)
  })

  it('keeps metadata and file names as typed, and no token (a secret by its label)', () => {
    const files = [new File(['a'], 'members.csv')]
    const entry = describeRun(facts({ groupId: 'cgrp_01VIP', metadata: { tier: 'gold', since: '2024' }, files, apiToken: 'sk_live_123' }), { status: 'done', result: undefined })
    expect(entry.args).toEqual([
      { label: 'Metadata', value: 'tier: gold; since: 2024' },
      { label: 'Files', value: 'members.csv' },
      { label: 'API token', value: 'not kept (secret)' },
    ])
  })

  it('tells a refusal from a failure, and a bulk run that failed on every row from one partly done', () => {
    const refusal = new MedusaApiError({ kind: 'invalid_request', status: 400, message: 'Invalid email' })
    expect(journalOutcome({ status: 'failed', error: refusal, message: 'Invalid email' })).toEqual({ status: 'refused', reason: 'Invalid email' })
    expect(journalOutcome({ status: 'failed', error: new MedusaApiError({ kind: 'connection', message: 'x' }), message: 'The server cannot be reached' })).toEqual({
      status: 'failed',
      reason: 'The server cannot be reached',
    })
    const failedRow = { id: 'a', name: 'A', message: 'No' }
    expect(journalOutcome({ status: 'bulk', done: 0, failed: [failedRow], result: toast('Publish: 0 done, 1 failed') })).toEqual({ status: 'failed', reason: 'Publish: 0 done, 1 failed' })
    expect(journalOutcome({ status: 'bulk', done: 3, failed: [], result: toast('Publish: 3 done') })).toEqual({ status: 'done', said: 'Publish: 3 done' })
  })
})
