import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BASE } from '../../mocks/http'
import { newNote } from '../../mocks/orders/events'
import { server } from '../../mocks/server'
import { onOrder, orderNo, withOrderStore } from '../orders/harness'
import { newest, undoSetUp } from './setup'

// Notes undone against msw: an added note deleted, a deleted note made again with its text (a new
// note: new id, new date, which the entry says), an edit's old text back unless edited since; each
// undo journalled and redone.

const mock = withOrderStore()
afterEach(() => void vi.useRealTimers())

const notesOf = (resourceId: string) => mock.db.notes.filter((n) => n.resource_id === resourceId).map((n) => n.value)
const noteIn = (resourceId: string, value: string) => {
  const found = mock.db.notes.find((n) => n.resource_id === resourceId && n.value === value)
  if (!found) throw new Error(`no note ${value}`)
  return found
}
const GIFT = 'Customer asked for gift wrapping'
const LATE = 'Refunded 15% for the late delivery'

/** Order #1042's panel, for the set-up's operator. */
async function order1042() {
  const order = orderNo(mock.db, 1042)
  const { focus } = await onOrder(order.id)
  return { id: order.id, more: { focus } }
}

describe('undo of Add note', () => {
  it('deletes the note it added; the redo adds it again, and undoing the redo deletes that one', async () => {
    const { run, undo, entries } = undoSetUp()
    const order = await order1042()
    await run('orders.add-note', { orderId: order.id, value: 'Called the customer' }, order.more)
    const added = noteIn(order.id, 'Called the customer')
    expect(newest(await entries()).undo).toMatchObject({
      undoable: true,
      plans: [{ revert: 'order-notes', target: { id: order.id, name: 'order #1042' }, steps: [{ id: added.id, name: 'Note “Called the customer” on order #1042', before: null, after: 'Called the customer' }] }],
    })
    expect(await undo()).toMatchObject({ status: 'done', result: { title: 'Undone: Add note', message: '1 change taken back' } })
    expect(notesOf(order.id)).toEqual([GIFT, LATE])

    const undone = newest(await entries())
    await undo(undone.id)
    expect(notesOf(order.id)).toEqual([GIFT, LATE, 'Called the customer'])
    // The redo made a new note: its own undo finds it by its new id.
    await undo(newest(await entries()).id)
    expect(notesOf(order.id)).toEqual([GIFT, LATE])
  })
})

describe('undo of Delete note', () => {
  it('makes the note again with the same text, and says it has a new date; the redo deletes the new note', async () => {
    const { run, undo, entries } = undoSetUp()
    const order = await order1042()
    const late = noteIn(order.id, LATE)
    await run('orders.delete-note', { orderId: order.id, noteId: late.id }, order.more)
    expect(notesOf(order.id)).toEqual([GIFT])
    expect(newest(await entries()).undo.plans?.[0]?.steps).toEqual([{ id: late.id, name: `Note “${LATE}” on order #1042`, field: 'value', before: LATE, after: null }])

    await undo()
    expect(notesOf(order.id)).toEqual([GIFT, LATE])
    const remade = noteIn(order.id, LATE)
    expect(remade.id).not.toBe(late.id)
    const undone = newest(await entries())
    // Named by the note made anew: the entry's link opens it.
    expect(undone.records).toEqual([{ name: `Note “${LATE}” on order #1042, re-created with the same text and a new date`, kind: 'note', id: remade.id }])

    await undo(undone.id)
    expect(notesOf(order.id)).toEqual([GIFT])
  })

  it('does not make the note twice when the answer to making it again is lost: it is left, said to be unknown', async () => {
    const { run, undo } = undoSetUp()
    const order = await order1042()
    const late = noteIn(order.id, LATE)
    await run('orders.delete-note', { orderId: order.id, noteId: late.id }, order.more)
    // The note is made on the server, but its answer is lost: an outage.
    server.use(
      http.post(
        `${BASE}/admin/notes`,
        () => {
          if (mock.db.session) mock.db.notes.push(newNote(mock.db, order.id, mock.db.session, LATE, mock.db.now()))
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    vi.useFakeTimers()
    const undone = undo()
    await vi.runAllTimersAsync()
    expect(await undone).toMatchObject({ result: { message: expect.stringContaining('note is now unknown: the answer to making it again was lost') } })
    expect(notesOf(order.id)).toEqual([GIFT, LATE])
  })
})

describe('undo of Edit note', () => {
  it('sets the old text back', async () => {
    const { run, undo } = undoSetUp()
    const order = await order1042()
    const gift = noteIn(order.id, GIFT)
    await run('orders.edit-note', { orderId: order.id, noteId: gift.id, value: 'Gift wrap in red' }, order.more)
    expect(notesOf(order.id)).toEqual(['Gift wrap in red', LATE])
    await undo()
    expect(notesOf(order.id)).toEqual([GIFT, LATE])
  })

  it('leaves a note edited since and names it; a note deleted since too', async () => {
    const { run, undo, entries } = undoSetUp()
    const order = await order1042()
    const gift = noteIn(order.id, GIFT)
    await run('orders.edit-note', { orderId: order.id, noteId: gift.id, value: 'Gift wrap in red' }, order.more)
    gift.value = 'Gift wrap in blue'
    expect(await undo()).toMatchObject({
      result: { message: '0 changes taken back; 1 record left as they are\nNote “Gift wrap in blue” on order #1042: note is now “Gift wrap in blue”, changed since — left as it is' },
    })
    expect(notesOf(order.id)).toEqual(['Gift wrap in blue', LATE])
    expect(newest(await entries()).outcome).toMatchObject({ status: 'refused' })

    await run('orders.edit-note', { orderId: order.id, noteId: gift.id, value: 'Gift wrap in green' }, order.more)
    mock.db.notes = mock.db.notes.filter((n) => n.id !== gift.id)
    expect(await undo()).toMatchObject({ result: { message: expect.stringContaining('Note “Gift wrap in green” on order #1042: note is now deleted, changed since — left as it is') } })
    expect(notesOf(order.id)).toEqual([LATE])
  })
})

describe('undo of a customer’s notes', () => {
  it('an added note is deleted; a deleted one is made again', async () => {
    const { run, undo } = undoSetUp()
    const customer = mock.db.customers[0]
    if (!customer) throw new Error('no customer')
    await run('customers.add-note', { customerId: customer.id, value: 'Prefers phone calls' })
    expect(notesOf(customer.id)).toContain('Prefers phone calls')
    await undo()
    expect(notesOf(customer.id)).not.toContain('Prefers phone calls')

    await run('customers.add-note', { customerId: customer.id, value: 'VIP since 2024' })
    const note = noteIn(customer.id, 'VIP since 2024')
    await run('customers.delete-note', { customerId: customer.id, noteId: note.id })
    expect(notesOf(customer.id)).not.toContain('VIP since 2024')
    await undo()
    expect(notesOf(customer.id)).toContain('VIP since 2024')
  })
})
