import { screen, waitFor } from '@testing-library/react'
import { queryClientAtom } from 'jotai-tanstack-query'
import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { prefetchRoute } from '@/app/routeData'
import { createAppStore } from '@/atoms/core/query'
import { orderByNumber, recordRequests, renderOrders, withOrdersDb } from './helpers'

const mock = withOrdersDb()
const seen = recordRequests()
const orderRequests = () => seen.filter((url) => url.pathname.startsWith('/admin/orders')).map((url) => url.pathname)

describe('a deep link to an order', () => {
  it('asks for the order and its table at boot, under the keys the panels read: opening them asks only for the exchanges', async () => {
    const order = orderByNumber(mock.db, 1023)
    const path = `/a/orders/${order.id}?status=pending&q=a`
    const store = createAppStore()
    prefetchRoute(path, store.get(queryClientAtom))
    // The order alone first (Medusa answers one request at a time); the table once it is in.
    await waitFor(() => expect(orderRequests()).toEqual([`/admin/orders/${order.id}`, '/admin/orders']))
    const listQuery = qs.parse(seen.find((url) => url.pathname === '/admin/orders')?.search.slice(1) ?? '')
    expect(listQuery).toMatchObject({ q: 'a', status: ['pending'], order: '-created_at' })

    renderOrders(path, store)
    expect(await screen.findByRole('heading', { name: `Order #${order.display_id}` })).toBeDefined()
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Orders' })).toBeDefined())
    // Opening them adds only the order's returns, swaps, claims and edits, asked for once it has painted.
    await waitFor(() => expect(seen.filter((url) => url.pathname === `/admin/orders/${order.id}`).map((url) => url.searchParams.get('fields'))).toEqual([null, 'id']))
    expect(orderRequests().filter((p) => p === '/admin/orders')).toHaveLength(1)
  })

  it('does nothing for pages outside the dashboard', () => {
    prefetchRoute('/login?next=%2Fa%2Forders', createAppStore().get(queryClientAtom))
    expect(seen).toEqual([])
  })
})
