import type { Order as MedusaOrder } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { listViewAtom } from '@/atoms/core/context'
import { createAppStore, queryAtomFamily } from '@/atoms/core/query'
import { areaRoutes } from '@/models/core/routes'
import { defineListPanel, FilterSelect, pageQuery, type TableUrlState } from '@/panels/shared/table'
import { bodyRows, makeOrders, orderColumns, type Order } from './fixtures'

/** The "server": how many orders it holds. */
let total = 5

const listAtom = queryAtomFamily((query: { limit: number; offset: number; q?: string }) =>
  queryOptions({
    queryKey: ['define-list-panel-test', 'list', query],
    queryFn: async () => ({ orders: makeOrders(Math.min(query.limit, total - query.offset), query.offset), count: total }),
  }),
)
const detail = (id: string) =>
  queryOptions({ queryKey: ['define-list-panel-test', 'detail', id], queryFn: async () => ({ order: makeOrders(total).find((o) => o.id === id)! }) })

const ordersArea = { label: 'Orders', routes: areaRoutes('orders') }
const source = {
  kind: 'order',
  query: pageQuery,
  listAtom,
  rows: (res: { orders: Order[] }) => res.orders,
  detail,
  entity: (res: { order: Order }) => res.order as unknown as MedusaOrder,
  columns: orderColumns,
} as const

function EmailFilter({ url }: { url: TableUrlState }) {
  return <FilterSelect label="Email" value={undefined} options={[{ value: 'buyer1@example.com', label: 'Buyer 1' }]} onChange={(v) => url.setFilter('email', v)} />
}

const PagedTable = defineListPanel({
  area: ordersArea,
  ...source,
  url: { filterKeys: ['email', 'even'] },
  searchLabel: 'Search orders',
  emptyText: { empty: 'No orders yet', filtered: 'No order matches these filters' },
  filters: EmailFilter,
  lead: <button type="button">Go to #</button>,
  actions: ({ count }) => <button type="button">Export {count ?? '…'}</button>,
  narrowRows: (rows, filters) => (filters.even ? rows.filter((o) => o.display_id % 2 === 0) : rows),
  describe: ({ filters }) => (filters.even ? 'even only' : ''),
})

const WholeTable = defineListPanel({
  id: 'all-orders',
  title: 'All orders',
  routes: areaRoutes('orders'),
  ...source,
  url: { filterKeys: [] },
  query: () => ({ limit: 1000, offset: 0 }),
  paged: false,
  sortable: false,
  emptyText: ({ url }) => `Nothing at offset ${url.query.offset}`,
})

function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{location.pathname + location.search}</div>
}

function renderTable(Table: typeof PagedTable, entry = '/a/orders') {
  const store = createAppStore()
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/a/orders/:id?" element={<Table />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
  return { ...utils, store, location: () => utils.getByTestId('location').textContent }
}

beforeEach(() => {
  localStorage.clear()
  total = 5
})

describe('defineListPanel', () => {
  it("takes its id, title and routes from the area, and opens a row at the area's record path", async () => {
    const user = userEvent.setup({ delay: null })
    const { container, location, store } = renderTable(PagedTable, '/a/orders?q=buyer')
    await waitFor(() => expect(bodyRows(container)).toHaveLength(5))
    const panel = screen.getByRole('region', { name: 'Orders' })
    expect(panel.querySelector('h1')?.id).toBe('orders-heading')
    expect(within(panel).getByRole('grid', { name: 'Orders' })).toBeTruthy()
    await waitFor(() => expect(store.get(listViewAtom)).toEqual({ kind: 'order', query: { q: 'buyer' }, count: 5, description: '' }))

    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('j{Enter}')
    expect(location()).toBe('/a/orders/order_2?q=buyer')
  })

  it('puts the lead, the Filters button and the actions in that order, and the filters under the header', async () => {
    const user = userEvent.setup({ delay: null })
    renderTable(PagedTable)
    const header = screen.getByRole('heading', { name: 'Orders' }).parentElement!
    await waitFor(() => expect(within(header).getByRole('button', { name: 'Export 5' })).toBeTruthy())
    expect(within(header).getAllByRole('button').map((b) => b.textContent)).toEqual(['Go to #', 'Filters', 'Export 5'])
    expect(screen.queryByRole('combobox', { name: 'Email' })).toBeNull()
    await user.click(within(header).getByRole('button', { name: 'Filters' }))
    expect(screen.getByRole('combobox', { name: 'Email' })).toBeTruthy()
  })

  it('says the list is empty, or that the search or a filter leaves nothing', async () => {
    total = 0
    const first = renderTable(PagedTable)
    expect(await screen.findByText('No orders yet')).toBeTruthy()
    first.unmount()
    const searched = renderTable(PagedTable, '/a/orders?q=nobody')
    expect(await screen.findByText('No order matches these filters')).toBeTruthy()
    searched.unmount()
    renderTable(PagedTable, '/a/orders?email=x%40example.com')
    expect(await screen.findByText('No order matches these filters')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('narrows the rows of the page on the client, and describes the filter for commands', async () => {
    const { container, store } = renderTable(PagedTable, '/a/orders?even=1')
    await waitFor(() => expect(bodyRows(container).map((r) => r.dataset.rowId)).toEqual(['order_2', 'order_4']))
    // The panel publishes its view for commands in an effect after the rows paint: awaited, not assumed.
    await waitFor(() => expect(store.get(listViewAtom)).toMatchObject({ count: 5, description: 'even only' }))
  })

  it('shows an unpaged, unsorted list whole: no search, no page controls, no sort buttons', async () => {
    total = 70
    const { container } = renderTable(WholeTable)
    expect(screen.getByRole('region', { name: 'All orders' })).toBeTruthy()
    await waitFor(() => expect(bodyRows(container)).toHaveLength(70))
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true)
    const grid = screen.getByRole('grid', { name: 'All orders' })
    expect(within(grid.querySelector('thead')!).queryAllByRole('button')).toHaveLength(0)
  })

  it('renders an empty text of its own', async () => {
    total = 0
    renderTable(WholeTable)
    expect(await screen.findByText('Nothing at offset 0')).toBeTruthy()
  })
})
