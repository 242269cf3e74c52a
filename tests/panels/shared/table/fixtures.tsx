import { useMemo } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { DataTable, FilterSelect, SplitView, dataTableColumnHelper, useRowLinks, useTableUrlState } from '@/panels/shared/table'
import type { DataTableProps, TableQuery } from '@/panels/shared/table'

export interface Order {
  id: string
  display_id: number
  email: string
  total: number
  created_at: string
}

export function makeOrders(howMany: number, offset = 0): Order[] {
  return Array.from({ length: Math.max(howMany, 0) }, (_, i) => {
    const n = offset + i + 1
    return {
      id: `order_${n}`,
      display_id: n,
      email: `buyer${n}@example.com`,
      total: n * 1000,
      created_at: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
    }
  })
}

const col = dataTableColumnHelper<Order>()
export const orderColumns = col.columns([
  col.accessor('display_id', { header: 'Order', enableSorting: true, enableHiding: false }),
  col.accessor('email', { header: 'Customer' }),
  col.accessor('total', { header: 'Total', enableSorting: true, meta: { numeric: true } }),
  col.accessor('created_at', { header: 'Date', enableSorting: true, sortDescFirst: true }),
])

export const getOrderId = (order: Order) => order.id

type PanelCallbacks = Pick<DataTableProps<Order>, 'onFocusedRowChange' | 'onSelectionChange' | 'loading' | 'error' | 'fitColumns'>

export interface PanelOptions extends PanelCallbacks {
  /** Total rows on the "server". */
  total?: number
  /** Receives every query the panel would fetch with. */
  onQuery?: (query: TableQuery) => void
  /** Overrides onOpen (default: navigate to the row's detail, keeping the search). */
  onOpen?: (row: Order) => void
  virtualizeAbove?: number
}

/** A list panel as the areas build it: URL state -> "fetch" -> DataTable. */
function OrdersPanel({ total = 312, onQuery, onOpen, ...rest }: PanelOptions) {
  const url = useTableUrlState({ defaults: { order: '-created_at' }, filterKeys: ['status'] })
  const { open } = useRowLinks()
  const { limit, offset } = url.query
  onQuery?.(url.query)
  const rows = useMemo(() => makeOrders(Math.min(limit, total - offset), offset), [limit, offset, total])
  const status = url.filters.status
  return (
    <DataTable
      id="orders"
      label="Orders"
      fitColumns
      rows={rows}
      getRowId={getOrderId}
      columns={orderColumns}
      count={total}
      {...url.tableProps}
      toolbar={
        <FilterSelect
          label="Status"
          value={typeof status === 'string' ? status : undefined}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'completed', label: 'Completed' },
          ]}
          onChange={(value) => url.setFilter('status', value)}
        />
      }
      onOpen={onOpen ?? ((row) => open(row.id))}
      {...rest}
    />
  )
}

function OrderDetail() {
  const { id } = useParams()
  return <h2>Order detail {id}</h2>
}

function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{location.pathname + location.search}</div>
}

/** Renders the orders list (and its detail route) at `entry`; `location()` reads the URL. */
export function renderPanel(options: PanelOptions = {}, entry = '/orders') {
  const result = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/orders"
          element={
            <SplitView detailLabel="Order details">
              <OrdersPanel {...options} />
            </SplitView>
          }
        >
          <Route path=":id" element={<OrderDetail />} />
        </Route>
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  )
  const location = () => result.getByTestId('location').textContent ?? ''
  const search = () => new URLSearchParams(location().split('?')[1] ?? '')
  return { ...result, location, search }
}

/** The body rows of the grid (not the header row, not virtualization spacers). */
export function bodyRows(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('tbody tr[data-row-id]'))
}

export function focusedRowId(container: HTMLElement): string | undefined {
  return container.querySelector<HTMLElement>('tbody tr[aria-current="true"]')?.dataset.rowId
}
