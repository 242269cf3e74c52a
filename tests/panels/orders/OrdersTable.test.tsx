import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryClientAtom } from 'jotai-tanstack-query'
import qs from 'qs'
import { beforeEach, describe, expect, it } from 'vitest'
import { selectionAtom } from '@/atoms/core/context'
import { orderQueries } from '@/atoms/orders/keys'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { bodyRows, orderByNumber, recordRequests, renderOrders, withOrdersDb } from './helpers'

const mock = withOrdersDb()
const requests = recordRequests()

/** The GET /admin/orders list requests, their queries parsed as Medusa (qs) parses them. */
const listQueries = () =>
  requests.filter((url) => url.pathname === '/admin/orders').map((url) => qs.parse(url.search.replace(/^\?/, '')))

beforeEach(() => localStorage.clear())

describe('orders table', () => {
  it('renders the rows msw answers, newest first, with what the table asks for', async () => {
    const { container } = renderOrders()
    await screen.findByText('#1049')
    await waitFor(() => expect(bodyRows(container)).toHaveLength(30))
    expect(within(bodyRows(container)[0]!).getByText('#1049')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Showing 1–30 of 30')

    const query = listQueries()[0]
    expect(query).toMatchObject({ limit: '50', offset: '0', order: '-created_at', expand: 'customer,region,sales_channel' })
    expect(String(query?.fields).split(',')).toEqual(
      expect.arrayContaining(['display_id', 'created_at', 'email', 'status', 'payment_status', 'fulfillment_status', 'total', 'currency_code']),
    )
    // #1042 is in yen: the total is formatted in the order's currency.
    const row = bodyRows(container).find((r) => within(r).queryByText('#1042'))!
    const total = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'JPY' }).format(10141)
    expect(within(row).getByText(total)).toBeTruthy()
    expect(within(row).getByText('Japan')).toBeTruthy()
    expect(within(row).getByText('Haruki Tanaka')).toBeTruthy()
  })

  it('puts filters in the URL and in the request query', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, location } = renderOrders()
    await screen.findByText('#1049')

    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'captured')
    await waitFor(() => expect(location()).toBe('/a/orders?payment_status=captured'))
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ payment_status: ['captured'] }))
    await waitFor(() => expect(bodyRows(container).length).toBe(mock.db.orders.filter((o) => o.payment_status === 'captured').length))

    // Region choices come from GET /admin/regions, asked for only now that the filters are shown.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Region' }), await screen.findByRole('option', { name: 'Europe' }))
    fireDate(screen.getByLabelText('Created after'), '2024-03-10')
    fireDate(screen.getByLabelText('Created before'), '2024-03-25')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ created_at: { gt: '2024-03-10', lt: '2024-03-25' } }))
    const last = listQueries().at(-1)
    expect(last).toMatchObject({ payment_status: ['captured'], region_id: ['reg_1'] })
    const url = new URLSearchParams(location().split('?')[1])
    expect(url.get('region_id')).toBe('reg_1')
    expect(url.get('created_at[gt]')).toBe('2024-03-10')
    expect(url.get('created_at[lt]')).toBe('2024-03-25')

    const expected = mock.db.orders.filter(
      (o) => o.payment_status === 'captured' && o.region_id === 'reg_1' && o.created_at > '2024-03-10' && o.created_at < '2024-03-25',
    )
    await waitFor(() => expect(bodyRows(container).map((r) => r.dataset.rowId).sort()).toEqual(expected.map((o) => o.id).sort()))

    await user.type(screen.getByRole('searchbox', { name: 'Customer email' }), 'jane.doe@example.com{Enter}')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ email: 'jane.doe@example.com' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'haruki{Enter}')
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ q: 'haruki' }))
    expect(new URLSearchParams(location().split('?')[1]).get('q')).toBe('haruki')
  }, 30_000)

  it("jumps to '#1042' and keeps the table's filters and page beside the open order", async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderOrders('/a/orders?status=pending&limit=20')
    await screen.findByText('#1049')

    await user.type(screen.getByRole('textbox', { name: 'Go to #' }), '#1042{Enter}')
    const id = orderByNumber(mock.db, 1042).id
    await waitFor(() => expect(location()).toBe(`/a/orders/${id}?status=pending&limit=20`))
    expect(requests.some((u) => u.pathname === '/admin/orders' && u.searchParams.get('display_id') === '1042')).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Order #1042' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('grid', { name: 'Orders' })).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: 'Go to #' }), '999{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('No order #999')
    await user.clear(screen.getByRole('textbox', { name: 'Go to #' }))
    await user.type(screen.getByRole('textbox', { name: 'Go to #' }), 'abc{Enter}')
    expect((await screen.findByRole('alert')).textContent).toMatch(/positive number/)
  })

  it('prefetches the focused row, selects into selectionAtom, and keeps the cursor while an order is open', async () => {
    const user = userEvent.setup({ delay: null })
    const { container, store, location } = renderOrders()
    await screen.findByText('#1049')
    const queryClient = store.get(queryClientAtom)

    act(() => bodyRows(container)[0]!.focus())
    await user.keyboard('j')
    const second = bodyRows(container)[1]!.dataset.rowId!
    await waitFor(() => expect(queryClient.getQueryData(orderQueries.detail(second).queryKey)).toBeDefined())

    await user.keyboard('x')
    expect(store.get(selectionAtom)).toEqual({ kind: 'order', ids: [second], records: [expect.objectContaining({ id: second })] })

    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).toBe(`/a/orders/${second}`))
    expect(await screen.findByRole('heading', { name: /^Order #\d+$/ }, { timeout: 10_000 })).toBeTruthy()
    expect(container.querySelector('tbody tr[aria-current="true"]')?.getAttribute('data-row-id')).toBe(second)
  })

  it('has no serious or critical axe violations with filters shown and an order open', async () => {
    const user = userEvent.setup({ delay: null })
    renderOrders(`/a/orders/order_23`)
    await screen.findByText('#1049')
    await screen.findByRole('heading', { name: 'Order #1042' }, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await screen.findByRole('option', { name: 'Europe' })
    await screen.findAllByText(/Note by/)
    await expectNoSeriousA11yViolations()
  }, 30_000)
})

function fireDate(input: HTMLElement, value: string) {
  // user.type cannot type into a date input in the test DOM; set it as the browser's picker would.
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
