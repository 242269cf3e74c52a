import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusAtom } from '@/atoms/core/context'
import { registry } from '@/commands/index'
import { QUEUES, queueByName, queueOfView } from '@/models/queues/definitions'
import { QueuePanel } from '@/panels/queues/QueuePanel'
import { LIVE_REFRESH } from '@/panels/shared/table/liveRefresh'
import QueuesArea from '@/panels/queues/QueuesArea'
import { draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { seedDraftOrders } from '../../mocks/draft-orders/seed'
import { orderMutationHandlers } from '../../mocks/orders/mutations'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { renderHost } from '../../palette/host'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { advanceAsync, settle } from '../../ui/timers'
import { orderByNumber, recordRequests, withOrdersDb } from '../orders/helpers'

// The seeded orders awaiting capture, oldest first: #1044, #1045, #1047, #1049.

const mock = withOrdersDb()
const requests = recordRequests()
beforeEach(() => {
  server.use(...orderMutationHandlers(mock.db))
  localStorage.clear()
})

function LocationProbe() {
  const { pathname, search } = useLocation()
  return <div data-testid="location" hidden>{`${pathname}${search}`}</div>
}

const queuesPage = (
  <>
    <Routes>
      <Route path="/a/queues/*" element={<QueuesArea />} />
    </Routes>
    <LocationProbe />
  </>
)
const orderHeading = (number: number) => screen.findByRole('heading', { name: `Order #${number}` })
const progress = () => within(screen.getByRole('region', { name: 'Orders awaiting capture' })).getAllByRole('status')[0]?.textContent

async function openAwaitingCapture() {
  const { store } = renderHost('/a/queues/awaiting-capture', queuesPage)
  await orderHeading(1044)
  await waitFor(() => expect(progress()).toBe('1 of 4 · 0 done'))
  // The order as loaded is the commands' context (its panel's effect): the keys below act on it whole.
  await waitFor(() => expect(store.get(focusAtom)?.entity).toBeDefined())
  return userEvent.setup({ delay: null })
}

describe('a work queue', () => {
  it('captures with c, shows the next order as soon as the capture is sent, and counts it done', async () => {
    const user = await openAwaitingCapture()
    await user.keyboard('c')
    await orderHeading(1045)
    await waitFor(() => expect(progress()).toBe('2 of 4 · 1 done'))
    expect(orderByNumber(mock.db, 1044).payment_status).toBe('captured')
    // No confirmation was asked: the queue's key is the decision.
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.keyboard('c')
    await orderHeading(1047)
    await waitFor(() => expect(progress()).toBe('3 of 4 · 2 done'))
    expect(orderByNumber(mock.db, 1045).payment_status).toBe('captured')
    await expectNoSeriousA11yViolations(screen.getByRole('region', { name: 'Orders awaiting capture' }))
  })

  it('skips with s, counting it skipped and leaving the order as it was', async () => {
    const user = await openAwaitingCapture()
    await user.keyboard('s')
    await orderHeading(1045)
    expect(progress()).toBe('2 of 4 · 0 done · 1 skipped')
    expect(orderByNumber(mock.db, 1044).payment_status).toBe('awaiting')
  })

  it('keeps the operator on a refused order with Medusa’s reason, and counts nothing', async () => {
    const order = orderByNumber(mock.db, 1044)
    server.use(
      http.post(`${BASE}/admin/orders/${order.id}/capture`, () => HttpResponse.json({ type: 'not_allowed', message: 'The payment was declined by the provider' }, { status: 400 })),
    )
    const user = await openAwaitingCapture()
    await user.keyboard('c')
    const alert = await screen.findByText(/The payment was declined by the provider/, { selector: '[role="alert"]' })
    expect(alert.textContent).toContain('#1044')
    await orderHeading(1044)
    expect(progress()).toBe('1 of 4 · 0 done')
    // Skipping the refused order clears its refusal.
    await user.keyboard('s')
    await orderHeading(1045)
    expect(screen.queryByText(/declined/, { selector: '[role="alert"]' })).toBeNull()
  })

  it('reads the next page before the operator reaches it, and the next order ahead', async () => {
    renderHost('/a/queues/awaiting-capture', <QueuePanel queue={queueByName('awaiting-capture')!} pageSize={2} />)
    await orderHeading(1044)
    const listReads = () => requests.filter((url) => url.pathname === '/admin/orders' && url.search.includes('awaiting'))
    expect(listReads()).toHaveLength(1)
    const user = userEvent.setup({ delay: null })
    await user.keyboard('s')
    await orderHeading(1045)
    // With one order left of the page, the next page is read, and the first order on it too.
    await waitFor(() => expect(listReads()).toHaveLength(2))
    expect(new URLSearchParams(listReads()[1]!.search).get('offset')).toBe('2')
    const next = orderByNumber(mock.db, 1047)
    await waitFor(() => expect(requests.some((url) => url.pathname === `/admin/orders/${next.id}`)).toBe(true))
    await user.keyboard('s')
    await orderHeading(1047)
    expect(progress()).toBe('3 of 4 · 0 done · 2 skipped')
  })

  it('says when nothing is left', async () => {
    const user = await openAwaitingCapture()
    await user.keyboard('ssss')
    await waitFor(() => expect(progress()).toBe('Queue done: 0 done, 4 skipped'))
  })
})

describe('a queue’s keys', () => {
  beforeAll(() => Promise.all([import('@/palette/Palette'), import('@/palette/ShortcutSheet')]))

  it('are listed on the ? sheet while the queue is open', async () => {
    const user = await openAwaitingCapture()
    await user.keyboard('?')
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const keys = within(within(sheet).getByRole('region', { name: 'Queue: Orders awaiting capture' })).getAllByRole('definition')
    expect(keys.map((key) => key.textContent)).toEqual(['Capture', 'Note', 'Skip'])
  })

  const paidQueue = () => screen.getByRole('region', { name: 'Paid orders not fulfilled' })
  const paidProgress = () => within(paidQueue()).getAllByRole('status')[0]?.textContent
  const paletteTitle = async () => (await screen.findByRole('dialog', { name: /Create fulfillment/ }, { timeout: 10_000 })).querySelector('h2')?.textContent

  it('count an action the palette asks more of once its run is done, and move on; one left in the palette stays', async () => {
    const { store } = renderHost('/a/queues/paid-not-fulfilled', queuesPage)
    const first = await screen.findByRole('heading', { name: /^Order #\d+$/ })
    const name = first.textContent ?? ''
    await waitFor(() => expect(paidProgress()).toMatch(/^1 of \d+ · 0 done$/))
    await waitFor(() => expect(store.get(focusAtom)?.entity).toBeDefined())
    const user = userEvent.setup({ delay: null })

    // Asked, then left with Escape (back to the command list, then closed): the order stays on screen, nothing counted.
    await user.keyboard('f')
    expect(await paletteTitle()).toBe('Create fulfillment › Items to fulfill')
    await user.keyboard('{Escape}')
    await screen.findByRole('dialog', { name: 'Command palette' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('heading', { name })).toBeTruthy()
    expect(paidProgress()).toMatch(/^1 of \d+ · 0 done$/)

    // Asked and answered: counted when the fulfilment is done, and the next order shows.
    await user.keyboard('f')
    expect(await paletteTitle()).toBe('Create fulfillment › Items to fulfill')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await paletteTitle()).toBe('Create fulfillment › Notify the customer?')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(paidProgress()).toMatch(/^2 of \d+ · 1 done$/), { timeout: 10_000 })
    expect(screen.getByRole('heading', { name: /^Order #\d+$/ }).textContent).not.toBe(name)
    expect(orderByNumber(mock.db, Number(name.replace('Order #', ''))).fulfillment_status).toBe('fulfilled')
  })
})

describe('a queue of draft orders', () => {
  it('marks a draft paid with p and stays on the queue, where the command alone would open the new order', async () => {
    server.use(...draftOrderHandlers(mock.db))
    const { location, store } = renderHost('/a/queues/stale-drafts', queuesPage)
    const first = await screen.findByRole('heading', { name: /^Draft order #\d+$/ })
    const name = first.textContent
    // The draft as loaded is the commands' context (its panel's effect); a key pressed earlier is tested below.
    await waitFor(() => expect(store.get(focusAtom)?.entity).toBeDefined())
    const user = userEvent.setup({ delay: null })
    await user.keyboard('p')
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Draft order #\d+$/ }).textContent).not.toBe(name))
    await screen.findByText('Mark draft order as paid: done')
    expect(location()).toBe('/a/queues/stale-drafts')
    const paid = seedDraftOrders(mock.db).draftOrders.find((draft) => `Draft order #${draft.display_id}` === name)
    expect(paid?.status).toBe('completed')
  })
})

describe('a key pressed as the record arrives', () => {
  it('acts on the record whose heading was just drawn, before the effects of that render have run', async () => {
    server.use(...draftOrderHandlers(mock.db))
    // The key goes in as the heading is committed to the page (a mutation observer's microtask), before
    // React's passive effects of that render: what a fast operator on a busy machine can do.
    const pressed: string[] = []
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h2, h3')
      const text = heading?.textContent ?? ''
      if (pressed.length || !/^Draft order #\d+$/.test(text)) return
      pressed.push(text)
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true, cancelable: true }))
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    try {
      renderHost('/a/queues/stale-drafts', queuesPage)
      await screen.findByText('Mark draft order as paid: done', {}, { timeout: 10_000 })
    } finally {
      observer.disconnect()
    }
    expect(seedDraftOrders(mock.db).draftOrders.find((draft) => `Draft order #${draft.display_id}` === pressed[0])?.status).toBe('completed')
  })
})

describe('the requested returns queue', () => {
  it('walks the returns Medusa lists unfiltered, keeping the requested ones, and cancels one with x', async () => {
    // GET /admin/returns takes no filter in Medusa v1: every return, newest first, with its order.
    server.use(
      http.get(`${BASE}/admin/returns`, ({ request }) => {
        const url = new URL(request.url)
        const all = mock.db.orders.flatMap((order) => (order.returns ?? []).map((ret) => ({ ...ret, order: ret.order_id ? { id: order.id, display_id: order.display_id } : null, swap: null }))).reverse()
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = Number(url.searchParams.get('limit') ?? 50)
        return HttpResponse.json({ returns: all.slice(offset, offset + limit), count: all.length, offset, limit })
      }),
    )
    renderHost('/a/queues/requested-returns', queuesPage)
    await orderHeading(1031)
    const queue = screen.getByRole('region', { name: 'Requested returns' })
    await waitFor(() => expect(within(queue).getAllByRole('status')[0]?.textContent).toBe('1 of 2 · 0 done'))
    const user = userEvent.setup({ delay: null })
    await user.keyboard('x')
    await orderHeading(1028)
    await waitFor(() => expect(within(queue).getAllByRole('status')[0]?.textContent).toBe('2 of 2 · 1 done'))
    expect(orderByNumber(mock.db, 1031).returns?.[0]?.status).toBe('canceled')
  })
})

describe('a queue left open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('takes an order that newly awaits capture at its end, without moving off the order on screen', async () => {
    renderHost('/a/queues/awaiting-capture', queuesPage)
    await settle(() => screen.getByRole('heading', { name: 'Order #1044' }), 500)
    await settle(() => expect(progress()).toBe('1 of 4 · 0 done'))
    orderByNumber(mock.db, 1046).payment_status = 'awaiting'
    await advanceAsync(LIVE_REFRESH.everyMs)
    await settle(() => expect(progress()).toBe('1 of 5 · 0 done'), 500)
    expect(screen.getByRole('heading', { name: 'Order #1044' })).toBeTruthy()
  })
})

describe('queue definitions', () => {
  it('name only registered commands, each key once per queue', () => {
    for (const queue of QUEUES) {
      const keys = queue.actions.map((action) => action.key)
      expect(new Set([...keys, 's']).size, queue.name).toBe(keys.length + 1)
      for (const action of queue.actions) expect(registry.get(action.command), `${queue.name}: ${action.command}`).toBeDefined()
      expect(registry.get(`queues.${queue.name}`)?.title).toBe(`Queue: ${queue.title}`)
    }
  })

  it('open a view of a list as a queue at its path, with the area’s keys', async () => {
    renderHost(queueOfView('orders', '?payment_status=awaiting&order=-created_at', 'Unpaid, newest first')!, queuesPage)
    const queue = await screen.findByRole('region', { name: 'Unpaid, newest first' })
    await orderHeading(1049)
    expect(within(queue).getAllByRole('status')[0]?.textContent).toBe('1 of 4 · 0 done')
    expect(within(within(queue).getByRole('toolbar', { name: 'Queue keys' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['C Capture', 'F Fulfil', 'N Note', 'S Skip'])
  })

  it('are listed in the Queues area, each a link to its stable URL', async () => {
    renderHost('/a/queues', queuesPage)
    const links = await screen.findAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(QUEUES.map((queue) => `/a/queues/${queue.name}`))
  })

  it('open a view of a list as a queue by its path', () => {
    expect(queueOfView('orders', '?payment_status=awaiting&offset=50&order=-total', 'Unpaid EU')).toBe(
      '/a/queues/view/orders?payment_status=awaiting&order=-total&queue_title=Unpaid+EU',
    )
    expect(queueOfView('products', '?q=shirt')).toBeUndefined()
  })
})
