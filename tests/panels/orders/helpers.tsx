import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach } from 'vitest'
import { AppErrorBoundary } from '@/app/ErrorBoundary'
import { RunningJobs } from '@/app/RunningJobs'
import { createAppStore, type AppStore } from '@/atoms/core/query'
import OrdersArea from '@/panels/orders/OrdersArea'
import { withMockDb } from '../../mocks/handlers'
import { orderHandlers, seedOrders, type OrdersMockDb } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { renderHost } from '../../palette/host'
import { loadStoreFlags } from '../../support/storeFlags'

/** msw over a fresh seeded db (catalog and orders) for each test; read the db through `.db`. */
export function withOrdersDb(): { readonly db: OrdersMockDb } {
  const access = withMockDb()
  beforeEach(() => {
    server.use(...orderHandlers(access.db))
  })
  return {
    get db() {
      return seedOrders(access.db)
    },
  }
}

/** Every request msw sees during a test, as URLs (query strings parsed back with qs by the caller). */
export function recordRequests(): URL[] {
  const urls: URL[] = []
  const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url))
  beforeEach(() => {
    urls.length = 0
    server.events.on('request:start', listener)
  })
  afterEach(() => server.events.removeListener('request:start', listener))
  return urls
}

/** The orders area at `path` inside the app's store and router, under the app's error boundary. */
export function renderOrders(path = '/a/orders', store: AppStore = createAppStore()) {
  const current = { path: '' }
  function Where() {
    const location = useLocation()
    current.path = `${location.pathname}${location.search}`
    return null
  }
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <AppErrorBoundary>
          <Routes>
            <Route path="/a/orders/*" element={<OrdersArea />} />
          </Routes>
        </AppErrorBoundary>
      </MemoryRouter>
    </Provider>,
  )
  const location = () => current.path
  return { ...utils, store, location }
}

/**
 * The orders area at `path` as the dashboard runs it: the palette host that runs what its buttons
 * ask for, the navigation's tray (commands waiting for the server) and the toasts.
 */
export function renderOrdersWithHost(path: string) {
  return renderHost(
    path,
    <>
      <nav aria-label="Areas">
        <RunningJobs />
      </nav>
      <Routes>
        <Route path="/a/orders/*" element={<OrdersArea />} />
      </Routes>
    </>,
  )
}

/** The seeded order with this number, open in renderOrdersWithHost once its heading shows. */
export async function openOrderWithHost(db: OrdersMockDb, displayId: number) {
  const order = orderByNumber(db, displayId)
  const { store } = renderOrdersWithHost(`/a/orders/${order.id}`)
  await screen.findByRole('heading', { name: `Order #${displayId}` }, { timeout: 10_000 })
  // The store's flags as the dashboard loads them: 'Edit order' needs order_editing.
  await loadStoreFlags(store)
  return { order, user: userEvent.setup({ delay: null }) }
}

/** The seeded order with this display number. */
export function orderByNumber(db: OrdersMockDb, displayId: number) {
  const order = db.orders.find((o) => o.display_id === displayId)
  if (!order) throw new Error(`no seeded order #${displayId}`)
  return order
}

/** The table's body rows (one per order). */
export function bodyRows(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('tbody tr[data-row-id]')]
}
