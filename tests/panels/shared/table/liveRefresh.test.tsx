import type { Order as MedusaOrder } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppStore, queryAtomFamily } from '@/atoms/core/query'
import type { AreaRoutes } from '@/models/core/routes'
import { DataTable, ListPanel, useListPanel, type TableQuery } from '@/panels/shared/table'
import { LIVE_REFRESH, nextRefreshDelay } from '@/panels/shared/table/liveRefresh'
import { advanceAsync, settle } from '../../../ui/timers'
import { bodyRows, focusedRowId, makeOrders, orderColumns, type Order } from './fixtures'

/** The server's list, newest first; every read of it is counted. */
let serverRows: Order[] = []
let listCalls = 0
let failing = false

const listAtom = queryAtomFamily((query: TableQuery) =>
  queryOptions({
    queryKey: ['live-refresh-test', 'list', query],
    queryFn: async () => {
      listCalls += 1
      if (failing) throw new Error('down')
      return { orders: serverRows.slice(query.offset, query.offset + query.limit), count: serverRows.length }
    },
  }),
)
const detailQuery = (id: string) => queryOptions({ queryKey: ['live-refresh-test', 'detail', id], queryFn: async () => ({ order: serverRows.find((o) => o.id === id)! }) })
const routes: AreaRoutes = { domain: 'orders', list: () => '/orders', record: (id) => `/orders/${id}`, page: (name) => `/orders/${name}` }

function Panel() {
  const { table } = useListPanel({
    kind: 'order',
    routes,
    url: { defaults: { order: '-created_at' } },
    query: ({ query }) => query,
    listAtom,
    rows: (res) => res.orders,
    detail: detailQuery,
    entity: (res) => res.order as unknown as MedusaOrder,
    detailOpen: false,
  })
  return (
    <ListPanel id="orders" title="Orders" classes={{}}>
      <DataTable<Order> id="orders" label="Orders" columns={orderColumns} {...table} />
    </ListPanel>
  )
}

function renderList(entry = '/orders') {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/orders" element={<Panel />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
}

let hidden = false
beforeEach(() => {
  localStorage.clear()
  serverRows = makeOrders(5).reverse() // order_5 … order_1: newest first
  listCalls = 0
  failing = false
  hidden = false
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const ids = (container: HTMLElement) => bodyRows(container).map((row) => row.dataset.rowId)
const selected = (container: HTMLElement) => bodyRows(container).filter((row) => row.getAttribute('aria-selected') === 'true').map((row) => row.dataset.rowId)
const newOrders = (count: number, from: number) => makeOrders(count, from).reverse()

describe('a visible list stays current', () => {
  it('reads its first page again after a while and says "3 new orders", leaving the cursor and the selection where they were', async () => {
    const { container } = renderList()
    await settle(() => expect(ids(container)).toHaveLength(5))
    const grid = screen.getByRole('grid', { name: 'Orders' })
    act(() => bodyRows(container)[0]!.focus())
    fireEvent.keyDown(grid, { key: 'j' })
    fireEvent.keyDown(grid, { key: 'x' })
    expect(focusedRowId(container)).toBe('order_4')
    expect(selected(container)).toEqual(['order_4'])
    const callsAfterLoad = listCalls

    serverRows = [...newOrders(3, 5), ...serverRows]
    await advanceAsync(LIVE_REFRESH.everyMs - 1)
    expect(listCalls).toBe(callsAfterLoad)
    await advanceAsync(1)
    await settle(() => expect(screen.getByText(/new orders/).textContent).toContain('3 new orders'))
    expect(listCalls).toBe(callsAfterLoad + 1)
    // The page on screen is the one that was read: nothing moved under the cursor.
    expect(ids(container)).toEqual(['order_5', 'order_4', 'order_3', 'order_2', 'order_1'])
    expect(focusedRowId(container)).toBe('order_4')
    expect(document.activeElement?.getAttribute('data-row-id')).toBe('order_4')

    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    await settle(() => expect(ids(container)).toHaveLength(8))
    expect(ids(container).slice(0, 3)).toEqual(['order_8', 'order_7', 'order_6'])
    expect(focusedRowId(container)).toBe('order_4')
    expect(selected(container)).toEqual(['order_4'])
    expect(screen.queryByText(/new orders/)).toBeNull()
  })

  it('reads nothing while the tab is hidden, and reads at once when it is shown again', async () => {
    const { container } = renderList()
    await settle(() => expect(ids(container)).toHaveLength(5))
    const callsAfterLoad = listCalls
    hidden = true
    document.dispatchEvent(new Event('visibilitychange'))
    await advanceAsync(LIVE_REFRESH.everyMs * 4)
    expect(listCalls).toBe(callsAfterLoad)

    serverRows = [...newOrders(1, 5), ...serverRows]
    hidden = false
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')))
    await settle(() => expect(screen.getByText(/new order/).textContent).toContain('1 new order Show'))
    expect(listCalls).toBe(callsAfterLoad + 1)
  })

  it('reads only the first page: a later page is left alone', async () => {
    serverRows = makeOrders(60).reverse()
    const { container } = renderList('/orders?offset=50')
    await settle(() => expect(ids(container)).toHaveLength(10))
    const callsAfterLoad = listCalls
    await advanceAsync(LIVE_REFRESH.everyMs * 2)
    expect(listCalls).toBe(callsAfterLoad)
  })

  it('waits longer after a failed or slow read, and goes back to every 30 s after a quick one', async () => {
    expect(nextRefreshDelay(LIVE_REFRESH.everyMs, 100, false)).toBe(LIVE_REFRESH.everyMs)
    expect(nextRefreshDelay(LIVE_REFRESH.everyMs, 100, true)).toBe(60_000)
    expect(nextRefreshDelay(60_000, LIVE_REFRESH.slowMs + 1, false)).toBe(120_000)
    expect(nextRefreshDelay(240_000, 0, true)).toBe(LIVE_REFRESH.longestMs)
    expect(nextRefreshDelay(120_000, 10, false)).toBe(LIVE_REFRESH.everyMs)

    const { container } = renderList()
    await settle(() => expect(ids(container)).toHaveLength(5))
    const callsAfterLoad = listCalls
    failing = true
    await advanceAsync(LIVE_REFRESH.everyMs)
    expect(listCalls).toBe(callsAfterLoad + 1)
    // After the failure the next read comes a minute later, not 30 s.
    await advanceAsync(LIVE_REFRESH.everyMs)
    expect(listCalls).toBe(callsAfterLoad + 1)
    await advanceAsync(LIVE_REFRESH.everyMs)
    expect(listCalls).toBe(callsAfterLoad + 2)
  })
})
