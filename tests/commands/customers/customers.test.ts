import type { Customer } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { customerQueries } from '@/atoms/customers/keys'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { customerRecordCommands } from '@/commands/customers/customers'
import { EMAIL_INVALID, PHONE_INVALID } from '@/models/customers/rules'
import { customerFileCommands } from '@/commands/customers/import-export'
import { customerNoteCommands } from '@/commands/customers/notes'
import { registry } from '@/commands/index'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { seedOrders } from '../../mocks/orders/orders'
import { orderMutationHandlers } from '../../mocks/orders/mutations'
import { server } from '../../mocks/server'
import { commandOf, keep, pick, recordRequests, requestsOf, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()
const customers = () => seedOrders(mock.db).customers
const byEmail = (email: string) => customers().find((c) => c.email === email)

/** A customer panel's context: the customer focused with its data as the panel loaded it. */
async function onCustomer(id: string, queryClient = createQueryClient()): Promise<CommandContext> {
  const { customer } = await queryClient.fetchQuery(customerQueries.detail(id))
  return { ...emptyContext, focus: { kind: 'customer', id, entity: customer as Customer } }
}

describe('the customers area', () => {
  it('registers the customer record and file commands', () => {
    for (const command of [...customerRecordCommands, ...customerFileCommands]) expect(registry.get(command.id)).toBe(command)
    expect(customerRecordCommands.map((c) => c.id)).toEqual(['customers.list', 'customers.open', 'customers.create', 'customers.edit'])
    for (const command of customerNoteCommands) expect(registry.get(command.id)).toBe(command)
  })

  it("'Go to customers' is on g c and opens the table without asking anything", async () => {
    expect(commandOf('customers.list')).toMatchObject({ title: 'Go to customers', group: 'Customers', hotkey: 'g c' })
    const run = await runCommand('customers.list')
    expect(run.prompted).toEqual([])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/customers' } })
  })

  it("'Open customer…' searches by email or name and opens the one picked, named by name with the email as hint", async () => {
    const run = await runCommand('customers.open', { answers: { customerId: pick('jane', 'Jane Doe') } })
    expect(run.offered.customerId?.map((o) => [o.label, o.hint])).toEqual([['Jane Doe', 'jane.doe@example.com']])
    expect(requestsOf(seen, 'GET', '/admin/customers')[0]?.query.get('q')).toBe('jane')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/customers/${byEmail('jane.doe@example.com')?.id}` } })
  })
})

describe('customers.create', () => {
  const answers = { email: 'Anna.Berg@Example.com', firstName: 'Anna', lastName: 'Berg', phone: '+49 30 1234567', password: '' }

  it('creates the customer with a random password when none is given and opens its panel', async () => {
    const run = await runCommand('customers.create', { answers })
    const created = byEmail('anna.berg@example.com')
    expect(created).toMatchObject({ first_name: 'Anna', last_name: 'Berg', phone: '+49 30 1234567', has_account: true })
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/customers/${created?.id}` } })
  })

  it('sends the password typed', async () => {
    let sent: unknown
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/admin/customers') sent = await request.clone().json()
    })
    await runCommand('customers.create', { answers: { ...answers, password: 'correct horse' } })
    server.events.removeAllListeners('request:start')
    expect(sent).toEqual({ email: 'Anna.Berg@Example.com', first_name: 'Anna', last_name: 'Berg', phone: '+49 30 1234567', password: 'correct horse' })
  })

  it('refuses a bad email, a bad phone and a short password before sending anything', async () => {
    expect((await runCommand('customers.create', { answers: { ...answers, email: 'anna@' } })).outcome).toEqual({ status: 'rejected', arg: 'email', message: EMAIL_INVALID })
    expect((await runCommand('customers.create', { answers: { ...answers, phone: 'call me' } })).outcome).toEqual({ status: 'rejected', arg: 'phone', message: PHONE_INVALID })
    expect((await runCommand('customers.create', { answers: { ...answers, password: 'short' } })).outcome).toEqual({
      status: 'rejected',
      arg: 'password',
      message: 'Password must have at least 8 characters',
    })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("tells Medusa's 422 for an email that already has an account, and keeps the arguments", async () => {
    const run = await runCommand('customers.create', { answers: { ...answers, email: 'jane.doe@example.com' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'A customer with the given email already has an account. Log in instead' })
    expect(run.args).toMatchObject({ email: 'jane.doe@example.com', firstName: 'Anna' })
  })
})

describe('customers.edit', () => {
  it('starts from the focused customer, saves a new phone and sends no email when it is unchanged', async () => {
    const jane = byEmail('jane.doe@example.com') as Customer
    const queryClient = createQueryClient()
    const ctx = await onCustomer(jane.id, queryClient)
    let sent: unknown
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json()
    })
    const run = await runCommand('customers.edit', { ctx, queryClient, answers: { firstName: keep, lastName: keep, phone: '+44 20 7946 0000', email: keep } })
    server.events.removeAllListeners('request:start')
    expect(run.prompted).toEqual(['firstName', 'lastName', 'phone', 'email'])
    expect(sent).toEqual({ first_name: 'Jane', last_name: 'Doe', phone: '+44 20 7946 0000' })
    expect(byEmail('jane.doe@example.com')?.phone).toBe('+44 20 7946 0000')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Customer saved', message: 'jane.doe@example.com' } })
  })

  it('refuses a new email for a registered customer on the email page, with the reason', async () => {
    const jane = byEmail('jane.doe@example.com') as Customer
    const run = await runCommand('customers.edit', { ctx: await onCustomer(jane.id), answers: { firstName: keep, lastName: keep, phone: keep, email: 'jane@new.example' } })
    expect(run.outcome).toEqual({
      status: 'rejected',
      arg: 'email',
      message: 'jane.doe@example.com has registered an account: Medusa does not let an admin change its email',
    })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("changes a guest's email, and a picked customer is checked against the server before sending", async () => {
    const guest = byEmail('john.smith@example.com') as Customer
    guest.has_account = false
    const run = await runCommand('customers.edit', {
      answers: { customerId: pick('john', 'John Smith'), firstName: keep, lastName: keep, phone: '', email: 'john@new.example' },
    })
    expect(run.outcome).toMatchObject({ status: 'done' })
    expect(guest).toMatchObject({ email: 'john@new.example', phone: '' })
  })

  it('refuses when the server says the customer registered meanwhile, and keeps the arguments', async () => {
    const guest = byEmail('john.smith@example.com') as Customer
    guest.has_account = false
    const queryClient = createQueryClient()
    const ctx = await onCustomer(guest.id, queryClient)
    guest.has_account = true
    const run = await runCommand('customers.edit', { ctx, queryClient, answers: { firstName: keep, lastName: keep, phone: keep, email: 'john@new.example' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'john.smith@example.com has registered an account: Medusa does not let an admin change its email' })
    expect(run.args).toMatchObject({ email: 'john@new.example' })
    expect(requestsOf(seen, 'POST')).toEqual([])
  })

  it("tells the server's refusal when it answers 400", async () => {
    server.use(http.post(`${BASE}/admin/customers/:id`, () => HttpResponse.json({ type: 'invalid_data', message: 'phone must be a string' }, { status: 400 })))
    const jane = byEmail('jane.doe@example.com') as Customer
    const run = await runCommand('customers.edit', { ctx: await onCustomer(jane.id), answers: { firstName: keep, lastName: keep, phone: '123 456', email: keep } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'phone must be a string' })
  })
})

describe('customer notes', () => {
  beforeEach(() => server.use(...orderMutationHandlers(mock.db)))

  it("adds a note to the focused customer as resource_type 'customer', then deletes it after confirming", async () => {
    const jane = byEmail('jane.doe@example.com') as Customer
    const queryClient = createQueryClient()
    const ctx = await onCustomer(jane.id, queryClient)
    const added = await runCommand('customers.add-note', { ctx, queryClient, answers: { value: '  Prefers phone calls  ' } })
    expect(added.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Note added' } })
    const notes = () => seedOrders(mock.db).notes.filter((n) => n.resource_id === jane.id)
    expect(notes()).toEqual([expect.objectContaining({ resource_type: 'customer', value: 'Prefers phone calls' })])

    const deleted = await runCommand('customers.delete-note', { ctx, queryClient, answers: { noteId: pick('phone', 'Prefers phone calls') } })
    expect(deleted.confirmations).toEqual(['Delete the note “Prefers phone calls”?'])
    expect(deleted.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'Note deleted' } })
    expect(notes()).toEqual([])
  })

  it('refuses an empty note before sending, and tells a failed delete', async () => {
    const jane = byEmail('jane.doe@example.com') as Customer
    const ctx = await onCustomer(jane.id)
    expect((await runCommand('customers.add-note', { ctx, answers: { value: '  ' } })).outcome).toEqual({ status: 'rejected', arg: 'value', message: 'Note is required' })
    const run = await runCommand('customers.delete-note', { ctx, given: { noteId: 'note_missing' } })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'Note was not found: it may have been deleted meanwhile.' })
  })
})
