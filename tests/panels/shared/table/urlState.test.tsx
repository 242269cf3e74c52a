import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { areaRoutes } from '@/models/core/routes'
import { readTableQuery, rowHref, useTableUrlState } from '@/panels/shared/table'
import type { TableQuery } from '@/panels/shared/table'
import { bodyRows, renderPanel } from './fixtures'

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })

describe('useTableUrlState and DataTable: state in the URL', () => {
  it('feeds the defaults to the fetch and keeps them out of the URL', () => {
    const onQuery = vi.fn<(query: TableQuery) => void>()
    const { location } = renderPanel({ onQuery })
    expect(onQuery.mock.lastCall![0]).toEqual({ limit: 50, offset: 0, order: '-created_at' })
    expect(location()).toBe('/orders')
    expect(screen.getByRole('status').textContent).toBe('Showing 1–50 of 312')
    expect(header('Date').getAttribute('aria-sort')).toBe('descending')
    expect(header('Total').hasAttribute('aria-sort')).toBe(false)
  })

  it('sorts through the header buttons as a Medusa order string', async () => {
    const user = userEvent.setup({ delay: null })
    const onQuery = vi.fn<(query: TableQuery) => void>()
    const { location } = renderPanel({ onQuery }, '/orders?offset=100')

    await user.click(screen.getByRole('button', { name: /^Total/ }))
    expect(location()).toBe('/orders?order=total') // a new order starts at the first page
    expect(header('Total').getAttribute('aria-sort')).toBe('ascending')
    expect(header('Date').hasAttribute('aria-sort')).toBe(false)
    expect(onQuery.mock.lastCall![0]).toEqual({ limit: 50, offset: 0, order: 'total' })

    await user.click(screen.getByRole('button', { name: /^Total/ }))
    expect(location()).toBe('/orders?order=-total')
    expect(header('Total').getAttribute('aria-sort')).toBe('descending')

    // Dates sort newest first; that is the default order, so the URL drops the key again.
    await user.click(screen.getByRole('button', { name: /^Date/ }))
    expect(location()).toBe('/orders')
    expect(header('Date').getAttribute('aria-sort')).toBe('descending')
    await user.click(screen.getByRole('button', { name: /^Date/ }))
    expect(location()).toBe('/orders?order=created_at')
    expect(header('Date').getAttribute('aria-sort')).toBe('ascending')

    // Columns that did not opt into sorting have no button.
    expect(screen.queryByRole('button', { name: /^Customer/ })).toBeNull()
  })

  it('pages with Previous/Next and changes the page size', async () => {
    const user = userEvent.setup({ delay: null })
    const onQuery = vi.fn<(query: TableQuery) => void>()
    const { location, container } = renderPanel({ onQuery })
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement
    expect(previous.disabled).toBe(true)

    await user.click(next)
    expect(location()).toBe('/orders?offset=50')
    expect(onQuery.mock.lastCall![0]).toEqual({ limit: 50, offset: 50, order: '-created_at' })
    expect(screen.getByRole('status').textContent).toBe('Showing 51–100 of 312')
    expect(bodyRows(container)[0]?.dataset.rowId).toBe('order_51')
    expect(previous.disabled).toBe(false)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20')
    expect(location()).toBe('/orders?offset=40&limit=20') // keeps the first shown row on screen
    expect(screen.getByRole('status').textContent).toBe('Showing 41–60 of 312')

    await user.click(previous)
    expect(location()).toBe('/orders?offset=20&limit=20')
    await user.click(previous)
    expect(location()).toBe('/orders?limit=20')
    expect(previous.disabled).toBe(true)
  })

  it('disables Next on the last page', () => {
    renderPanel({}, '/orders?offset=300')
    expect(screen.getByRole('status').textContent).toBe('Showing 301–312 of 312')
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('commits the search after a pause in typing and returns to the first page', async () => {
    const user = userEvent.setup({ delay: null })
    const onQuery = vi.fn<(query: TableQuery) => void>()
    const { location } = renderPanel({ onQuery }, '/orders?offset=50&order=total')
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada')
    expect(location()).toBe('/orders?offset=50&order=total') // not on every keystroke
    await waitFor(() => expect(location()).toBe('/orders?order=total&q=ada'))
    expect(onQuery.mock.lastCall![0]).toEqual({ limit: 50, offset: 0, order: 'total', q: 'ada' })
    expect(onQuery.mock.calls.some(([query]) => query.q === 'a' || query.q === 'ad')).toBe(false)

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }))
    await waitFor(() => expect(location()).toBe('/orders?order=total'))
  })

  it('reads the search box from the URL and commits at once on Enter', async () => {
    const user = userEvent.setup({ delay: null })
    const { location } = renderPanel({}, '/orders?q=bob')
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement
    expect(box.value).toBe('bob')
    await user.type(box, 'by{Enter}')
    expect(location()).toBe('/orders?q=bobby')
  })

  it('keeps filters in the URL and returns to the first page when one changes', async () => {
    const user = userEvent.setup({ delay: null })
    const onQuery = vi.fn<(query: TableQuery) => void>()
    const { location } = renderPanel({ onQuery }, '/orders?offset=100&tab=notes')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending')
    expect(location()).toBe('/orders?tab=notes&status=pending')
    // Only declared filter keys reach the query; the unrelated `tab` does not.
    expect(onQuery.mock.lastCall![0]).toEqual({ limit: 50, offset: 0, order: '-created_at', status: 'pending' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All')
    expect(location()).toBe('/orders?tab=notes')
  })
})

describe('readTableQuery', () => {
  it('parses numbers, drops invalid ones and applies defaults', () => {
    const params = new URLSearchParams('limit=abc&offset=-5&order=-total&q=x&status=a&status=b&empty=')
    expect(readTableQuery(params, { defaults: { limit: 20, filters: { region: 'eu' } } })).toEqual({
      limit: 20,
      offset: 0,
      order: '-total',
      q: 'x',
      status: ['a', 'b'],
      region: 'eu',
    })
  })

  it('lets an explicit empty value clear a default filter', () => {
    expect(readTableQuery(new URLSearchParams('region='), { defaults: { filters: { region: 'eu' } } })).toEqual({
      limit: 50,
      offset: 0,
    })
  })
})

describe('rowHref', () => {
  it('builds <path>/<id>?<same search>', () => {
    const orders = areaRoutes('orders')
    expect(rowHref(orders, 'order_1', '?offset=50&q=x')).toBe('/a/orders/order_1?offset=50&q=x')
    expect(rowHref(orders, 'a b', 'offset=50')).toBe('/a/orders/a%20b?offset=50')
    expect(rowHref(orders, 'order_1', '')).toBe('/a/orders/order_1')
  })
})

describe('two changes in one tick', () => {
  it('keeps both: the second builds on the first, not on the last render', () => {
    let seen = ''
    function Probe() {
      seen = useLocation().search
      return null
    }
    const { result } = renderHook(() => useTableUrlState({ filterKeys: ['groups', 'has_account'] }), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/customers?q=anna']}>
          {children}
          <Probe />
        </MemoryRouter>
      ),
    })
    act(() => {
      result.current.setFilter('groups', 'vip')
      result.current.setFilter('has_account', 'true')
    })
    expect(seen).toBe('?q=anna&groups=vip&has_account=true')
    expect(result.current.filters).toEqual({ groups: 'vip', has_account: 'true' })
  })
})
