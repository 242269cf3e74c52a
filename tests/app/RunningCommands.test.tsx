import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { selectionAtom } from '@/atoms/core/context'
import { BASE } from '../mocks/http'
import { orderMutationHandlers } from '../mocks/orders/mutations'
import { server } from '../mocks/server'
import { renderHost } from '../palette/host'
import { openOrderWithHost, withOrdersDb } from '../panels/orders/helpers'
import { expectNoSeriousA11yViolations } from '../ui/axe'

// A command whose answer is slow: the navigation says it is on its way, its button shows busy, and
// pressing it again does not send it twice.

const mock = withOrdersDb()
beforeEach(() => {
  server.use(...orderMutationHandlers(mock.db))
})
// The palette is a lazy chunk: loaded once here, so no test waits on the module graph under load.
beforeAll(() => import('@/palette/Palette'))
const SLOW = { timeout: 10_000 }

/** Holds every capture request until release() (then the mock db answers it); counts them. */
function slowCaptures() {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const sent: string[] = []
  // A resolver that returns nothing hands the request on to the db's own handler.
  server.use(
    http.post(`${BASE}/admin/orders/:id/capture`, async ({ params }) => {
      sent.push(String(params.id))
      await released
    }),
  )
  return { sent, release }
}

const openOrder = (displayId: number) => openOrderWithHost(mock.db, displayId)

const captureButton = () => within(screen.getByRole('toolbar', { name: 'Order actions' })).getByRole('button', { name: 'Capture payment' })
const tray = () => within(screen.getByRole('navigation', { name: 'Areas' }))
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }))

async function confirmCapture(user: ReturnType<typeof userEvent.setup>) {
  await user.click(captureButton())
  const dialog = await screen.findByRole('dialog', {}, SLOW)
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
}

describe('a command on a slow server', () => {
  it('says it is waiting for the server, shows its button busy, sends a second press no second time, and ends with its toast', async () => {
    const capture = slowCaptures()
    const { order, user } = await openOrder(1044)
    await waitFor(() => expect((captureButton() as HTMLButtonElement).disabled).toBe(false))
    await confirmCapture(user)

    expect(await tray().findByText('Capture payment: waiting for the server', {}, SLOW)).toBeTruthy()
    expect(captureButton().getAttribute('aria-busy')).toBe('true')
    expect(capture.sent).toEqual([order.id])
    await expectNoSeriousA11yViolations()

    // Pressed again while the first is on its way: told so, and nothing more is sent.
    await confirmCapture(user)
    expect(await toasts().findByText('Capture payment is still running', {}, SLOW)).toBeTruthy()
    expect(capture.sent).toEqual([order.id])

    capture.release()
    expect(await toasts().findByText('Payment captured', {}, SLOW)).toBeTruthy()
    expect(order.payment_status).toBe('captured')
    expect(tray().queryByText(/waiting for the server/)).toBeNull()
    expect(captureButton().getAttribute('aria-busy')).toBeNull()
  // An axe scan of the whole page besides the run: a hang guard, not a speed check.
  }, 60_000)

  it('lets the operator stop waiting for an answer that does not come: the same run can then be sent again', async () => {
    const capture = slowCaptures()
    const { order, user } = await openOrder(1044)
    await waitFor(() => expect((captureButton() as HTMLButtonElement).disabled).toBe(false))
    await confirmCapture(user)
    await tray().findByText('Capture payment: waiting for the server', {}, SLOW)

    await user.click(tray().getByRole('button', { name: 'Stop waiting for Capture payment' }))
    expect(tray().queryByText(/waiting for the server/)).toBeNull()
    expect(captureButton().getAttribute('aria-busy')).toBeNull()
    await confirmCapture(user)
    await waitFor(() => expect(capture.sent).toEqual([order.id, order.id]))

    // Both reach the server; each answer is told (the mock's manual provider captures either way).
    capture.release()
    await waitFor(() => expect(toasts().getAllByText('Payment captured')).toHaveLength(2), SLOW)
    expect(order.payment_status).toBe('captured')
  })

  it('says nothing of a run answered at once', async () => {
    const { order, user } = await openOrder(1044)
    await waitFor(() => expect((captureButton() as HTMLButtonElement).disabled).toBe(false))
    await confirmCapture(user)
    expect(await toasts().findByText('Payment captured', {}, SLOW)).toBeTruthy()
    expect(order.payment_status).toBe('captured')
    expect(tray().queryByText(/waiting for the server/)).toBeNull()
  })

  it("takes a run over another selection for another run: it is sent while the first waits", async () => {
    const capture = slowCaptures()
    const { store, runner } = renderHost('/a/orders')
    const user = userEvent.setup({ delay: null })
    const awaiting = mock.db.orders.filter((order) => order.payment_status === 'awaiting' && order.status === 'pending').slice(0, 3)
    expect(awaiting).toHaveLength(3)
    const [first, second, third] = awaiting as [typeof awaiting[0], typeof awaiting[0], typeof awaiting[0]]
    const captureSelection = async (rows: typeof awaiting) => {
      store.set(selectionAtom, { kind: 'order', ids: rows.map((row) => row.id), records: rows })
      runner.run('orders.capture')
      const dialog = await screen.findByRole('dialog', {}, SLOW)
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    }

    await captureSelection([first, second])
    await waitFor(() => expect(capture.sent).toEqual([first.id]))
    await captureSelection([third])
    await waitFor(() => expect(capture.sent).toEqual([first.id, third.id]))
    // The same selection again while its run waits: not sent a second time.
    await captureSelection([first, second])
    expect(await toasts().findByText('Capture payment is still running', {}, SLOW)).toBeTruthy()
    capture.release()
    await waitFor(() => expect([first, second, third].map((order) => order.payment_status)).toEqual(['captured', 'captured', 'captured']), SLOW)
    expect(capture.sent).toEqual([first.id, third.id, second.id])
  })
})
