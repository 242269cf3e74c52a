import { describe, expect, it } from 'vitest'
import { keep, pick, recordRequests, requestsOf, runCommand } from '../harness'
import { failedWith, onOrder, orderNo, toastOf, withOrderStore } from './harness'

const mock = withOrderStore()
const seen = recordRequests()

const notesOf = (orderId: string) => mock.db.notes.filter((n) => n.resource_id === orderId).map((n) => n.value)

describe('orders.add-note', () => {
  it('adds a note to the order on screen, by the signed-in user', async () => {
    const order = orderNo(mock.db, 1042)
    const run = await runCommand('orders.add-note', { ctx: await onOrder(order.id), answers: { value: 'Called the customer\nwill pick up' } })
    expect(run.prompted).toEqual(['value'])
    expect(run.outcome).toEqual(toastOf('Note added', 'Order #1042'))
    expect(notesOf(order.id)).toEqual(['Customer asked for gift wrapping', 'Refunded 15% for the late delivery', 'Called the customer\nwill pick up'])
    expect(mock.db.notes.at(-1)).toMatchObject({ resource_type: 'order', author_id: mock.db.session?.id })
  })

  it('refuses an empty note in the prompt', async () => {
    const run = await runCommand('orders.add-note', { ctx: await onOrder(orderNo(mock.db, 1042).id), answers: { value: '  ' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'value', message: 'Note is required' })
  })
})

describe('orders.edit-note', () => {
  it('finds the note by its text and starts the edit from it', async () => {
    const order = orderNo(mock.db, 1042)
    const ctx = await onOrder(order.id)
    const kept = await runCommand('orders.edit-note', { ctx, answers: { noteId: pick('gift', 'Customer asked for gift wrapping'), value: keep } })
    expect(kept.args.value).toBe('Customer asked for gift wrapping')
    const run = await runCommand('orders.edit-note', { ctx, answers: { noteId: pick('gift', 'Customer asked for gift wrapping'), value: 'Gift wrap in red' } })
    expect(run.outcome).toEqual(toastOf('Note saved'))
    expect(notesOf(order.id)).toEqual(['Gift wrap in red', 'Refunded 15% for the late delivery'])
  })

  it("starts from the text a panel's Edit button hands in, and shows a note gone meanwhile", async () => {
    const order = orderNo(mock.db, 1042)
    const run = await runCommand('orders.edit-note', { ctx: await onOrder(order.id), given: { noteId: 'note_999', current: 'Old text' }, answers: { value: keep } })
    expect(run.args.value).toBe('Old text')
    expect(run.outcome).toEqual(failedWith('Note was not found: it may have been deleted meanwhile.'))
  })
})

describe('orders.delete-note', () => {
  it('deletes the picked note after quoting it', async () => {
    const order = orderNo(mock.db, 1042)
    const run = await runCommand('orders.delete-note', { ctx: await onOrder(order.id), answers: { noteId: pick('late', 'Refunded 15% for the late delivery') } })
    expect(run.confirmations).toEqual(['Delete the note “Refunded 15% for the late delivery”?'])
    expect(run.outcome).toEqual(toastOf('Note deleted'))
    expect(notesOf(order.id)).toEqual(['Customer asked for gift wrapping'])
    expect(requestsOf(seen, 'DELETE', /^\/admin\/notes\//)).toHaveLength(1)
  })

  it('shows the server’s answer for a note that is gone', async () => {
    const run = await runCommand('orders.delete-note', { ctx: await onOrder(orderNo(mock.db, 1042).id), given: { noteId: 'note_999' } })
    expect(run.outcome).toEqual(failedWith('Note was not found: it may have been deleted meanwhile.'))
  })
})

describe('orders.resend-notification', () => {
  it('resends what a Resend button names, after confirming', async () => {
    const order = orderNo(mock.db, 1042)
    const shipment = mock.db.notifications.find((n) => n.resource_id === order.id && n.event_name === 'order.shipment_created')
    const run = await runCommand('orders.resend-notification', { ctx: await onOrder(order.id), given: { notificationId: shipment?.id, orderId: order.id } })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.confirmations).toEqual(['Send this notification of order #1042 again, to the same address?'])
    expect(run.outcome).toEqual(toastOf('Notification sent again', 'order.shipment_created to haruki.tanaka@example.jp'))
    expect(mock.db.notifications.filter((n) => n.parent_id === shipment?.id)).toHaveLength(1)
  })

  it('finds the notification in the palette by event or address', async () => {
    const order = orderNo(mock.db, 1042)
    const run = await runCommand('orders.resend-notification', {
      ctx: await onOrder(order.id),
      answers: { notificationId: pick('refund', 'order.refund_created to haruki.tanaka@example.jp') },
    })
    expect(run.outcome).toMatchObject({ status: 'done' })
  })

  it('shows the server’s answer for an unknown notification', async () => {
    const run = await runCommand('orders.resend-notification', { given: { orderId: orderNo(mock.db, 1042).id, notificationId: 'noti_999' } })
    expect(run.outcome).toEqual(failedWith('Notification was not found: it may have been deleted meanwhile.'))
  })
})
