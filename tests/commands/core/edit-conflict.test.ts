// Two operators: an edit reads its record again before writing, and asks when another operator saved
// one of the fields it is about to set since the prompt opened (src/commands/core/edit.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { collectionQueries } from '@/atoms/collections/keys'
import { createQueryClient } from '@/atoms/core/query'
import { arg } from '@/commands/core/args'
import { conflictQuestion, type WatchedField } from '@/commands/core/editConflict'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { retry } from '@/palette/flow'
import { withMockDb } from '../../mocks/handlers'
import { commandOf, keep, onProduct, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

let summerId = ''
beforeEach(() => {
  summerId = ''
})
/** The seeded Summer Collection as the server holds it now (found by id: the tests rename it). */
const summer = () => {
  const found = mock.db.collections.find((c) => (summerId ? c.id === summerId : c.handle === 'summer-collection'))
  if (!found) throw new Error('no Summer Collection')
  summerId = found.id
  return found
}

/** The collection's panel as the operator opened it. */
async function onCollection(id: string): Promise<CommandContext> {
  const { collection } = await createQueryClient().fetchQuery(collectionQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'collection', id, entity: collection } }
}

const QUESTION = 'Summer Collection: Title was changed by someone else since you opened this (now “Winter Collection”). Save your change anyway?'

describe('an edit when another operator saved the record meanwhile', () => {
  it('names the field and its new value, sends nothing, and keeps what was typed for the prompt', async () => {
    const collection = summer()
    const ctx = await onCollection(collection.id)
    collection.title = 'Winter Collection' // the other operator's save
    const queryClient = createQueryClient()
    const run = await runCommand('collections.update', { ctx, queryClient, answers: { title: keep, handle: 'summer-26', metadata: keep } })

    expect(run.outcome).toEqual(expect.objectContaining({ status: 'failed', message: QUESTION }))
    // Read when the panel opened and again before the save (through the store API: no products joined).
    expect(requestsOf(seen, 'GET', `/store/collections/${collection.id}`)).toHaveLength(2)
    expect(requestsOf(seen, 'POST', `/admin/collections/${collection.id}`)).toEqual([])
    expect(summer()).toMatchObject({ title: 'Winter Collection', handle: 'summer-collection' })
    // The palette reopens on the last page with the question; what was typed is all there.
    if (!run.prompt) throw new Error('the run had no prompt')
    const reopened = retry(commandOf('collections.update'), run.prompt, QUESTION, run.args)
    expect(reopened).toMatchObject({ current: 'metadata', error: QUESTION, values: { handle: 'summer-26' } })
  })

  it('saves when the operator runs it again on the same question (their yes)', async () => {
    const collection = summer()
    const ctx = await onCollection(collection.id)
    collection.title = 'Winter Collection'
    const queryClient = createQueryClient()
    const answers = { title: keep, handle: 'summer-26', metadata: keep }
    expect((await runCommand('collections.update', { ctx, queryClient, answers })).outcome).toMatchObject({ status: 'failed', message: QUESTION })

    const again = await runCommand('collections.update', { ctx, queryClient, answers })
    expect(again.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Collection saved', message: 'Summer Collection' } })
    expect(summer()).toMatchObject({ title: 'Summer Collection', handle: 'summer-26' })
  })

  it('asks anew when the record changed again after the question', async () => {
    const collection = summer()
    const ctx = await onCollection(collection.id)
    const queryClient = createQueryClient()
    const answers = { title: keep, handle: 'summer-26', metadata: keep }
    collection.title = 'Winter Collection'
    await runCommand('collections.update', { ctx, queryClient, answers })
    collection.title = 'Autumn Collection'
    const again = await runCommand('collections.update', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({
      status: 'failed',
      message: 'Summer Collection: Title was changed by someone else since you opened this (now “Autumn Collection”). Save your change anyway?',
    })
    expect(requestsOf(seen, 'POST', `/admin/collections/${collection.id}`)).toEqual([])
  })

  it('does not ask about the same change made by both, nor about what the edit does not set', async () => {
    const collection = summer()
    const ctx = await onCollection(collection.id)
    collection.title = 'Summer 2026'
    collection.updated_at = '2030-01-01T00:00:00.000Z'
    const run = await runCommand('collections.update', { ctx, answers: { title: 'Summer 2026', handle: 'summer-26', metadata: keep } })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(summer()).toMatchObject({ title: 'Summer 2026', handle: 'summer-26' })
  })

  it('does not ask when nothing changed (metadata read back in another key order)', async () => {
    const collection = summer()
    collection.metadata = { b: '2', a: '1' }
    const ctx = await onCollection(collection.id)
    collection.metadata = { a: '1', b: '2' }
    const run = await runCommand('collections.update', { ctx, answers: { title: keep, handle: keep, metadata: keep } })
    expect(run.outcome).toMatchObject({ status: 'done' })
  })
})

describe('an edit not built on editRecord (product details)', () => {
  it('asks the same way, naming a choice by its label, and saves on the second run', async () => {
    const queryClient = createQueryClient()
    const ctx = await onProduct('prod_2', queryClient)
    const product = mock.db.products.find((p) => p.id === 'prod_2')
    if (!product) throw new Error('no prod_2')
    product.status = 'draft' // the other operator unpublished it
    const answers = { title: 'Medusa Crewneck', handle: keep, description: keep, status: keep }
    const run = await runCommand('products.update', { ctx, queryClient, answers })
    expect(run.outcome).toMatchObject({
      status: 'failed',
      message: 'Medusa Sweatshirt: Status was changed by someone else since you opened this (now “Draft”). Save your change anyway?',
    })
    expect(product).toMatchObject({ title: 'Medusa Sweatshirt', status: 'draft' })

    const again = await runCommand('products.update', { ctx, queryClient, answers })
    expect(again.outcome).toMatchObject({ status: 'done' })
    expect(product).toMatchObject({ title: 'Medusa Crewneck', status: 'published' })
  })
})

describe('the question', () => {
  interface Member {
    first_name: string
    role: string
    notes: Record<string, string>
    group_ids: string[]
  }
  const field = (key: keyof Member, spec: WatchedField<Member>['spec']): WatchedField<Member> => ({ key, spec, read: (m) => m[key] })
  const roles = [
    { value: 'admin', label: 'Admin' },
    { value: 'member', label: 'Member' },
  ]
  const fresh: Member = { first_name: '', role: 'admin', notes: { shift: 'early', desk: '4' }, group_ids: ['cgrp_01'] }

  it('names each field by its label without the hint, choices by their label, empty as empty, never an id', () => {
    const changed = [
      field('first_name', arg.text({ label: 'First name' })),
      field('role', arg.choice()({ label: 'Role', options: roles })),
      field('notes', arg.metadata({ label: 'Notes (key: value per line)' })),
      field('group_ids', arg.entities({ label: 'Groups', search: async () => [] })),
    ]
    expect(conflictQuestion('Ada Lovelace', changed, fresh, emptyContext, {})).toBe(
      'Ada Lovelace: First name (now empty), Role (now “Admin”), Notes (now “shift: early; desk: 4”) and Groups were changed by someone else since you opened this. Save your change anyway?',
    )
  })
})
