import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { commandRequestAtom } from '@/atoms/context'
import type * as Commands from '@/commands/index'
import { orderByNumber, renderOrders, withOrdersDb } from './helpers'

// The order actions are another helper's commands: register two of them here, as they will be.
vi.mock('@/commands/index', async (importOriginal) => {
  const real = await importOriginal<typeof Commands>()
  const { defineCommand, erase } = await import('@/commands/define')
  const extra = [
    defineCommand({ id: 'orders.capture', title: 'Capture payment', group: 'Orders', run: async () => undefined }),
    defineCommand({ id: 'orders.resend-notification', title: 'Resend notification', group: 'Orders', run: async () => undefined }),
  ].map(erase)
  return { ...real, registry: real.createRegistry([...real.allCommands, ...extra]) }
})

const mock = withOrdersDb()

describe('order action buttons', () => {
  it('shows the buttons of registered commands only, and a Resend per notification', async () => {
    const user = userEvent.setup()
    const order = orderByNumber(mock.db, 1042)
    const { store } = renderOrders(`/a/orders/${order.id}`)
    await screen.findByRole('heading', { name: 'Order #1042' }, { timeout: 4000 })

    const toolbar = screen.getByRole('toolbar', { name: 'Order actions' })
    expect(within(toolbar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Capture payment'])

    const resend = await screen.findByRole('button', { name: 'Resend notification: Order shipment created to haruki.tanaka@example.jp' })
    expect(screen.getAllByRole('button', { name: /^Resend notification:/ })).toHaveLength(3)
    await user.click(resend)
    const shipment = mock.db.notifications.find((n) => n.resource_id === order.id && n.event_name === 'order.shipment_created')
    expect(store.get(commandRequestAtom)).toMatchObject({ id: 'orders.resend-notification', args: { notificationId: shipment?.id, orderId: order.id } })
  })
})
