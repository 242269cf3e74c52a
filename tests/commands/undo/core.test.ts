import { afterEach, describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import type { RecordSet, UndoPlan, UndoValue } from '@/atoms/activity/entry'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import type { CommandTools } from '@/commands/core/define'
import { distinctSteps, revertPlan } from '@/commands/core/revert'
import { makeTools } from '@/commands/core/run'
import { inverse, type Reverter } from '@/commands/core/undo'
import { emptyContext } from '@/models/core/context'
import { withMockDb } from '../../mocks/handlers'

// The undo engine on a fake store of records: batches, the check before sending, the names of what
// is left, and an unanswered batch read again rather than sent twice.

withMockDb()
afterEach(() => void vi.useRealTimers())

const step = (id: string, before: UndoValue, after: UndoValue, field = 'status'): RecordSet => ({ id, name: `Record ${id}`, field, before, after })

/** Records on a fake server, and every write the reverter sent (by record id). */
function fakeServer(values: Record<string, string>, chunk = 2) {
  const sent: string[][] = []
  const reads: string[][] = []
  let outageOnce = false
  const reverter: Reverter = {
    kind: 'product',
    chunk,
    read: async (ids) => {
      reads.push([...ids])
      return new Map(ids.flatMap((id) => (id in values ? [[id, { name: `Now ${id}`, value: () => values[id] ?? null, shown: () => values[id] ?? '' }] as const] : [])))
    },
    write: async (steps) => {
      sent.push(steps.map((s) => s.id))
      for (const s of steps) values[s.id] = String(s.before)
      // The request lands but its answer is lost: an outage.
      if (outageOnce) {
        outageOnce = false
        throw new MedusaApiError({ kind: 'connection', message: 'Failed to fetch' })
      }
    },
  }
  return { reverter, sent, reads, values, loseNextAnswer: () => void (outageOnce = true) }
}

function tools(): CommandTools & { told: RecordSet[] } {
  const told: RecordSet[] = []
  const base = makeTools(createQueryClient(), emptyContext, createAppStore(), () => undefined)
  return { ...base, told, journal: { changed: () => undefined, set: (sets) => void told.push(...sets), undid: () => undefined } }
}

const plan = (steps: RecordSet[]): UndoPlan => ({ revert: 'test', steps })

describe('revertPlan', () => {
  it('reads each batch again, sends back only what is still the after, and names what changed since', async () => {
    const server = fakeServer({ a: 'published', b: 'proposed', c: 'published', d: 'draft' })
    const run = tools()
    const result = await revertPlan(plan([step('a', 'draft', 'published'), step('b', 'draft', 'published'), step('c', 'draft', 'published'), step('d', 'draft', 'published'), step('e', 'draft', 'published')]), server.reverter, run, 'Undo: Set status')
    expect(server.reads).toEqual([['a', 'b'], ['c', 'd'], ['e']])
    expect(server.sent).toEqual([['a'], ['c']])
    expect(server.values).toEqual({ a: 'draft', b: 'proposed', c: 'draft', d: 'draft' })
    // d is already back (counted, not sent); b changed since; e was deleted.
    expect(result).toMatchObject({ undone: 3, left: 2, failed: 0 })
    expect(result.said).toEqual(['Now b: status is now proposed, changed since — left as it is', 'Record e: deleted since'])
    // The inverse of what is back, for the redo.
    expect(run.told.map((s) => [s.id, s.before, s.after, s.revert])).toEqual([
      ['a', 'published', 'draft', 'test'],
      ['c', 'published', 'draft', 'test'],
      ['d', 'published', 'draft', 'test'],
    ])
  })

  it('reads an unanswered batch again and does not send what already landed', async () => {
    vi.useFakeTimers()
    const server = fakeServer({ a: 'published', b: 'published' })
    server.loseNextAnswer()
    const done = revertPlan(plan([step('a', 'draft', 'published'), step('b', 'draft', 'published')]), server.reverter, tools(), 'Undo')
    // The run pauses and probes the server until it answers.
    await vi.runAllTimersAsync()
    const result = await done
    expect(server.sent).toEqual([['a', 'b']])
    expect(server.reads).toEqual([['a', 'b'], ['a', 'b']])
    expect(result).toMatchObject({ undone: 2, left: 0, failed: 0 })
  })

  it('a batch refused does not stop the others; its records carry the reason', async () => {
    const server = fakeServer({ a: 'published', b: 'published', c: 'published' }, 1)
    const write = server.reverter.write
    server.reverter.write = async (steps, p, t) => {
      if (steps[0]?.id === 'b') throw new MedusaApiError({ kind: 'invalid_request', status: 400, message: 'Nope' })
      return write(steps, p, t)
    }
    const result = await revertPlan(plan([step('a', 'draft', 'published'), step('b', 'draft', 'published'), step('c', 'draft', 'published')]), server.reverter, tools(), 'Undo')
    expect(result).toMatchObject({ undone: 2, failed: 1 })
    expect(result.records.find((r) => r.failed)).toMatchObject({ name: 'Record b', failed: 'Nope' })
  })
})

describe('distinctSteps and inverse', () => {
  it('keep each record and field once, from its first before to its last after, dropping what ends where it began', () => {
    expect(distinctSteps([step('a', 'draft', 'proposed'), step('a', 'proposed', 'published'), step('b', 'x', 'y'), step('b', 'y', 'x')])).toEqual([step('a', 'draft', 'published')])
  })

  it('one plan per revert and target', () => {
    const vip = { id: 'cgrp_1', name: 'VIP' }
    const plans = inverse('members')({ args: {}, sets: [{ ...step('c1', false, true, 'member'), in: vip }, { ...step('c2', false, true, 'member'), in: vip }, { ...step('p1', 'a', 'b'), revert: 'products' }] })
    expect(plans).toEqual([
      { revert: 'members', target: vip, steps: [step('c1', false, true, 'member'), step('c2', false, true, 'member')] },
      { revert: 'products', steps: [step('p1', 'a', 'b')] },
    ])
  })
})
