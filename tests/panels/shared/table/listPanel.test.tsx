import type { Order as MedusaOrder } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { focusAtom, selectionAtom } from '@/atoms/core/context'
import { createAppStore, queryAtomFamily } from '@/atoms/core/query'
import type { AreaRoutes } from '@/models/core/routes'
import { DataTable, ListPanel, useListPanel, type TableQuery } from '@/panels/shared/table'
import { KEEP_WAITING_MS, SLOW_ANSWER_MS } from '@/ui/SlowAnswer'
import { advanceAsync, settle } from '../../../ui/timers'
import { bodyRows, makeOrders, orderColumns, type Order } from './fixtures'

/** Details answer at once unless held; a held one answers when the test releases it. */
const held = new Map<string, () => void>()
let holdDetails = false

/** While true, the list's server cannot be reached. */
let listDown = false
/** While above zero, that many list requests get no answer; counts every list request. */
let listHangs = 0
let listCalls = 0

const listAtom = queryAtomFamily((query: TableQuery) =>
  queryOptions({
    queryKey: ['list-panel-test', 'list', query],
    queryFn: async () => {
      listCalls += 1
      if (listHangs > 0) {
        listHangs -= 1
        return new Promise<never>(() => undefined)
      }
      if (listDown) throw new MedusaApiError({ kind: 'connection', message: 'Failed to fetch' })
      return { orders: makeOrders(5, query.offset), count: 5 }
    },
  }),
)
const detailQuery = (id: string) =>
  queryOptions({
    queryKey: ['list-panel-test', 'detail', id],
    queryFn: () =>
      new Promise<{ order: Order }>((resolve) => {
        const answer = () => resolve({ order: { ...makeOrders(5).find((o) => o.id === id)!, email: `detail of ${id}` } })
        if (holdDetails) held.set(id, answer)
        else answer()
      }),
  })

/** The list at '/orders' rather than under the dashboard's '/a'. */
const ordersRoutes: AreaRoutes = {
  domain: 'orders',
  list: () => '/orders',
  record: (id) => `/orders/${encodeURIComponent(id)}`,
  page: (name) => `/orders/${encodeURIComponent(name)}`,
}

function Panel({ detailOpen }: { detailOpen: boolean }) {
  const { table } = useListPanel({
    kind: 'order',
    routes: ordersRoutes,
    url: { defaults: { order: '-created_at' } },
    query: ({ query }) => query,
    listAtom,
    rows: (res) => res.orders,
    detail: detailQuery,
    entity: (res) => res.order as unknown as MedusaOrder,
    detailOpen,
  })
  return (
    <ListPanel id="orders" title="Orders" classes={{}}>
      <DataTable<Order> id="orders" label="Orders" columns={orderColumns} {...table} />
    </ListPanel>
  )
}

function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{location.pathname + location.search}</div>
}

function renderListPanel({ detailOpen = false, entry = '/orders' } = {}) {
  const store = createAppStore()
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/orders/:id?" element={<Panel detailOpen={detailOpen} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
  return { ...utils, store, location: () => utils.getByTestId('location').textContent }
}

beforeEach(() => {
  localStorage.clear()
  held.clear()
  holdDetails = false
  listDown = false
  listHangs = 0
  listCalls = 0
})

describe('a list during an outage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('says the server cannot be reached while it retries, and shows the rows by itself when it answers', async () => {
    listDown = true
    const { container } = renderListPanel()
    expect((await settle(() => screen.getByRole('alert'))).textContent).toContain(
      'The server cannot be reached. Still trying: the list shows as soon as the server answers.',
    )
    listDown = false
    // The next scheduled retry comes within a second of the first failure.
    await advanceAsync(1000)
    await settle(() => expect(bodyRows(container)).toHaveLength(5))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('a list that hangs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })
  const grid = () => screen.getByRole('grid', { name: 'Orders' })

  it('says the server is slow at three seconds, not before; Retry now asks again and shows the rows', async () => {
    listHangs = 1
    const { container } = renderListPanel()
    await advanceAsync(SLOW_ANSWER_MS - 1)
    expect(grid().textContent).toContain('Loading…')
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull()
    await advanceAsync(1)
    expect(grid().textContent).toContain('The server is slow to answer (3 s so far)')
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }))
    await settle(() => expect(bodyRows(container)).toHaveLength(5))
    expect(listCalls).toBe(2)
  })

  it('Keep waiting hides the offer for ten seconds more', async () => {
    listHangs = 1
    renderListPanel()
    await advanceAsync(SLOW_ANSWER_MS)
    fireEvent.click(screen.getByRole('button', { name: 'Keep waiting' }))
    expect(screen.queryByRole('button', { name: 'Stop waiting' })).toBeNull()
    await advanceAsync(KEEP_WAITING_MS - 1)
    expect(screen.queryByRole('button', { name: 'Stop waiting' })).toBeNull()
    await advanceAsync(1)
    expect(grid().textContent).toContain('The server is slow to answer (13 s so far)')
  })

  it('Stop waiting cancels the request and says so; its Retry loads the rows', async () => {
    listHangs = 1
    const { container, store } = renderListPanel()
    await advanceAsync(SLOW_ANSWER_MS)
    fireEvent.click(screen.getByRole('button', { name: 'Stop waiting' }))
    const alert = await settle(() => screen.getByRole('alert'))
    expect(alert.textContent).toContain('Stopped waiting for the list: it was not loaded.')
    const queries = store.get(queryClientAtom).getQueryCache().findAll({ queryKey: ['list-panel-test', 'list'] })
    expect(queries.map((q) => q.state.fetchStatus)).toEqual(['idle'])
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await settle(() => expect(bodyRows(container)).toHaveLength(5))
    expect(listCalls).toBe(2)
  })
})

describe('useListPanel and ListPanel', () => {
  it('publishes the focused row under its kind, then with its entity, and the selected rows; Enter opens the row', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, store, location } = renderListPanel({ entry: '/orders?q=buyer' })
    await waitFor(() => expect(bodyRows(container)).toHaveLength(5))
    expect(screen.getByRole('region', { name: 'Orders' })).toBeTruthy()

    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('j')
    expect(store.get(focusAtom)).toMatchObject({ kind: 'order', id: 'order_2' })
    await waitFor(() => expect(store.get(focusAtom)).toMatchObject({ kind: 'order', id: 'order_2', entity: { email: 'detail of order_2' } }))

    await user.keyboard('x')
    expect(store.get(selectionAtom)).toEqual({ kind: 'order', ids: ['order_2'], records: [expect.objectContaining({ id: 'order_2' })] })

    await user.keyboard('{Enter}')
    expect(location()).toBe('/orders/order_2?q=buyer')
  })

  it("keeps a late detail from replacing a newer row's focus", async () => {
    const user = userEvent.setup({ delay: null })
    const { container, store } = renderListPanel()
    await waitFor(() => expect(bodyRows(container)).toHaveLength(5))
    holdDetails = true

    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('j')
    expect(store.get(focusAtom)).toEqual({ kind: 'order', id: 'order_2' })
    expect([...held.keys()]).toEqual(['order_1', 'order_2'])
    await act(async () => held.get('order_1')?.())
    expect(store.get(focusAtom)).toEqual({ kind: 'order', id: 'order_2' })
    await act(async () => held.get('order_2')?.())
    expect(store.get(focusAtom)).toMatchObject({ id: 'order_2', entity: { email: 'detail of order_2' } })
  })

  it('asks for no detail of the rows a held j passes, and for the row it stops on once released', async () => {
    const { container, store } = renderListPanel()
    await waitFor(() => expect(bodyRows(container)).toHaveLength(5))
    holdDetails = true

    act(() => bodyRows(container)[0]!.focus())
    const press = (init: { key: string; repeat?: boolean }) => fireEvent.keyDown(document.activeElement!, init)
    press({ key: 'j' })
    // The key stays down: the browser repeats it, and the cursor passes order_3 on its way to order_4.
    press({ key: 'j', repeat: true })
    press({ key: 'j', repeat: true })
    expect(store.get(focusAtom)).toEqual({ kind: 'order', id: 'order_4' })
    expect([...held.keys()]).toEqual(['order_1', 'order_2'])

    fireEvent.keyUp(document.activeElement!, { key: 'j' })
    expect([...held.keys()]).toEqual(['order_1', 'order_2', 'order_4'])
    await act(async () => held.get('order_4')?.())
    expect(store.get(focusAtom)).toMatchObject({ id: 'order_4', entity: { email: 'detail of order_4' } })
    // A plain key up after single presses asks for nothing more.
    press({ key: 'k' })
    fireEvent.keyUp(document.activeElement!, { key: 'k' })
    expect([...held.keys()]).toEqual(['order_1', 'order_2', 'order_4', 'order_3'])
  })

  it('with a detail open only prefetches the focused row: the detail keeps the focus', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, store } = renderListPanel({ detailOpen: true, entry: '/orders/order_5' })
    await waitFor(() => expect(bodyRows(container)).toHaveLength(5))
    const detailFocus = { kind: 'order', id: 'order_5' } as const
    act(() => store.set(focusAtom, detailFocus))

    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('j')
    const queryClient = store.get(queryClientAtom)
    await waitFor(() => expect(queryClient.getQueryData(detailQuery('order_2').queryKey)).toBeDefined())
    expect(store.get(focusAtom)).toBe(detailFocus)
  })

  it('clears the focus and the selection when the panel goes away', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, store, unmount } = renderListPanel()
    await waitFor(() => expect(bodyRows(container)).toHaveLength(5))
    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('x')
    expect(store.get(selectionAtom)).toEqual({ kind: 'order', ids: ['order_1'], records: [expect.objectContaining({ id: 'order_1' })] })
    expect(store.get(focusAtom)).toMatchObject({ id: 'order_1' })

    unmount()
    expect(store.get(selectionAtom)).toBeNull()
    expect(store.get(focusAtom)).toBeNull()
  })
})
