import { beforeEach, describe, expect, it } from 'vitest'
import { draftOrderHandlers, seedDraftOrders } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { newest, undoSetUp } from './setup'

// A draft's email and addresses undone against msw (POST /admin/draft-orders/{id} sends them back):
// read again first; a field changed since is left and named; a draft completed since is refused in
// Medusa's words; journalled and redone.

const mock = withMockDb()
beforeEach(() => {
  server.use(...draftOrderHandlers(mock.db), ...orderHandlers(mock.db))
})
const draft = (id: string) => {
  const found = seedDraftOrders(mock.db).draftOrders.find((d) => d.id === id)
  if (!found) throw new Error(`no draft ${id}`)
  return found
}
const BERLIN = { first_name: 'Jane', last_name: 'Doe', address_1: 'Torstraße 1', city: 'Berlin', postal_code: '10119', country_code: 'de' }

describe('undo of Edit draft order', () => {
  it('the email goes back; an address the draft had none of cannot be taken away, so it is not in the undo', async () => {
    const email = draft('dorder_1').cart.email
    expect(draft('dorder_1').cart.billing_address).toBeNull()
    const { run, undo, entries } = undoSetUp()
    await run('draft-orders.update', { draftOrderId: 'dorder_1', email: 'jane@work.example.com', billingAddress: BERLIN })
    expect(newest(await entries()).undo.plans).toEqual([
      { revert: 'draft-orders', steps: [{ id: 'dorder_1', name: 'Draft #1', field: 'email', before: email, after: 'jane@work.example.com' }] },
    ])
    expect(newest(await entries()).changes).toEqual([{ record: 'Draft #1', field: 'Email', before: email, after: 'jane@work.example.com' }])
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Edit draft order: email and addresses', message: '1 change taken back' } })
    expect(draft('dorder_1').cart).toMatchObject({ email, billing_address: { address_1: 'Torstraße 1' } })
  })

  it('an address changed by the run is set back whole; the redo sets it again', async () => {
    const { run, undo, entries } = undoSetUp()
    await run('draft-orders.update', { draftOrderId: 'dorder_1', email: 'jane@work.example.com', shippingAddress: BERLIN })
    await run('draft-orders.update', { draftOrderId: 'dorder_1', email: 'jane@work.example.com', shippingAddress: { ...BERLIN, address_1: 'Main St 5', city: 'Munich' } })
    // The second run changed the address only: the email it sent was the draft's already.
    const done = newest(await entries())
    expect(done.undo.plans?.[0]?.steps).toEqual([
      { id: 'dorder_1', name: 'Draft #1', field: 'shipping_address', before: expect.arrayContaining(['city: Berlin']), after: expect.arrayContaining(['city: Munich']) },
    ])
    await undo()
    expect(draft('dorder_1').cart.shipping_address).toMatchObject(BERLIN)
    await undo(newest(await entries()).id)
    expect(draft('dorder_1').cart.shipping_address).toMatchObject({ address_1: 'Main St 5', city: 'Munich' })
  })

  it('an email changed since is left and named', async () => {
    const { run, undo } = undoSetUp()
    await run('draft-orders.update', { draftOrderId: 'dorder_1', email: 'jane@work.example.com' })
    draft('dorder_1').cart.email = 'someone@else.example.com'
    expect(await undo()).toMatchObject({
      result: { message: '0 changes taken back; 1 record left as they are\nDraft #1: email is now someone@else.example.com, changed since — left as it is' },
    })
    expect(draft('dorder_1').cart.email).toBe('someone@else.example.com')
  })

  it("a draft completed since: the undo is refused with Medusa's words", async () => {
    const { run, undo } = undoSetUp()
    await run('draft-orders.update', { draftOrderId: 'dorder_1', email: 'jane@work.example.com' })
    draft('dorder_1').status = 'completed'
    expect(await undo()).toMatchObject({ status: 'failed', message: expect.stringContaining('Draft #1: You are only allowed to update open draft orders') })
  })
})
