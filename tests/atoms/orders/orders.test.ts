import type { AdminNotesRes, AdminNotificationsRes, AdminOrdersRes, AdminReturnsCancelRes, AdminReturnsRes } from '@medusajs/client-types'
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addOrderNoteMutation,
  cancelOrderMutation,
  captureOrderMutation,
  cancelReturnMutation,
  receiveReturnMutation,
  resendNotificationMutation,
  updateNoteMutation,
} from '@/atoms/orders/mutations'
import { orderQueries } from '@/atoms/orders/keys'
import { createQueryClient, runMutation, type Invalidation } from '@/atoms/core/query'
import { withMockDb } from '../../mocks/handlers'
import { orderHandlers, seedOrders } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'

const mock = withMockDb()
beforeEach(() => {
  server.use(...orderHandlers(mock.db))
})

const byNumber = (displayId: number) => {
  const order = seedOrders(mock.db).orders.find((o) => o.display_id === displayId)
  if (!order) throw new Error(`no order #${displayId}`)
  return order
}
const invalidated = (queryClient: QueryClient, key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated

/** Loads the details of these orders and the first list page into the cache. */
async function warm(queryClient: QueryClient, ...ids: string[]) {
  await Promise.all([...ids.map((id) => queryClient.fetchQuery(orderQueries.detail(id))), queryClient.fetchQuery(orderQueries.list({ limit: 50, offset: 0 }))])
}

describe('receiving a return', () => {
  it("refetches the order named by the return's order_id, and the order lists", async () => {
    const queryClient = createQueryClient()
    const order = byNumber(1031)
    const other = byNumber(1030)
    await warm(queryClient, order.id, other.id)
    // An open detail panel observes its query: it is refetched, not only marked stale.
    const observer = new QueryObserver(queryClient, orderQueries.detail(order.id))
    const unsubscribe = observer.subscribe(() => undefined)
    // And so are its exchanges (returns, swaps, claims, edits), kept under the order's key.
    const exchanges = new QueryObserver(queryClient, orderQueries.exchanges(order.id))
    const unsubscribeExchanges = exchanges.subscribe(() => undefined)
    await vi.waitFor(() => expect(exchanges.getCurrentResult().data?.order.returns?.[0]?.status).toBe('requested'))

    const ret = order.returns?.[0]
    if (!ret) throw new Error('#1031 has a requested return')
    const item = ret.items?.[0]
    const { return: received } = await runMutation(queryClient, receiveReturnMutation, {
      id: ret.id,
      body: { items: [{ item_id: item?.item_id ?? '', quantity: item?.quantity ?? 1 }], refund: 1000 },
    })
    expect(received).toMatchObject({ order_id: order.id, status: 'received', swap: null })

    expect(invalidated(queryClient, orderQueries.list({ limit: 50, offset: 0 }).queryKey)).toBe(true)
    expect(invalidated(queryClient, orderQueries.detail(other.id).queryKey)).toBe(false)
    // The MutationCache awaits the refetch of observed queries before the mutation resolves.
    const fresh = observer.getCurrentResult().data?.order
    expect(exchanges.getCurrentResult().data?.order.returns?.[0]?.status).toBe('received')
    expect(fresh?.refunds?.some((r) => r.amount === 1000 && r.reason === 'return')).toBe(true)
    unsubscribe()
    unsubscribeExchanges()
  })

  it("refetches a swap's order through swap.order_id (the swap's return has no order_id)", async () => {
    const queryClient = createQueryClient()
    const order = byNumber(1027)
    const other = byNumber(1040)
    await warm(queryClient, order.id, other.id)
    const ret = order.swaps?.[0]?.return_order
    if (!ret) throw new Error('#1027 has a swap with a return')

    const { return: received } = await runMutation(queryClient, receiveReturnMutation, {
      id: ret.id,
      body: { items: (ret.items ?? []).map((i) => ({ item_id: i.item_id, quantity: i.quantity })) },
    })
    expect(received.order_id).toBeNull()
    expect(received.swap?.order_id).toBe(order.id)

    expect(invalidated(queryClient, orderQueries.detail(order.id).queryKey)).toBe(true)
    expect(invalidated(queryClient, orderQueries.detail(other.id).queryKey)).toBe(false)
    expect(invalidated(queryClient, orderQueries.list({ limit: 50, offset: 0 }).queryKey)).toBe(true)
  })

  it('refetches nothing when the server refuses (a return already received)', async () => {
    const queryClient = createQueryClient()
    const order = byNumber(1023)
    await warm(queryClient, order.id)
    const ret = order.returns?.[0]
    if (!ret) throw new Error('#1023 has a received return')
    await expect(runMutation(queryClient, receiveReturnMutation, { id: ret.id, body: { items: [] } })).rejects.toThrow(
      `Return with id ${ret.id} has already been received`,
    )
    expect(invalidated(queryClient, orderQueries.detail(order.id).queryKey)).toBe(false)
  })
})

/** The keys a declared mutation invalidates for this answer and these arguments. */
const keys = <D, V>(invalidates: Invalidation<D, V>, data: D, vars: V) => (typeof invalidates === 'function' ? invalidates(data, vars) : invalidates)
const asOrder = (id: string) => ({ order: { id } }) as AdminOrdersRes

describe('what order mutations declare', () => {
  it("an order change refetches that order's detail, the lists and the pickers; an announced one its notifications too", () => {
    const touched = [['orders', 'detail', 'order_1'], ['orders', 'list'], ['orders', 'search']]
    expect(keys(captureOrderMutation.invalidates, asOrder('order_1'), 'order_1')).toEqual(touched)
    expect(keys(cancelOrderMutation.invalidates, asOrder('order_1'), 'order_1')).toEqual([...touched, ['orders', 'notifications', 'order_1']])
    expect(keys(cancelReturnMutation.invalidates, asOrder('order_1') as unknown as AdminReturnsCancelRes, 'ret_1')).toEqual(expect.arrayContaining(touched))
  })

  it("notes and resends refetch only the order's notes or notifications", () => {
    const note = { note: { id: 'note_1', resource_id: 'order_7' } } as AdminNotesRes
    expect(keys(addOrderNoteMutation.invalidates, note, { orderId: 'order_7', value: 'hi' })).toEqual([['orders', 'notes', 'order_7']])
    expect(keys(updateNoteMutation.invalidates, note, { id: 'note_1', value: 'hi' })).toEqual([['orders', 'notes', 'order_7']])
    const resent = { notification: { id: 'noti_1', resource_id: 'order_7' } } as AdminNotificationsRes
    expect(keys(resendNotificationMutation.invalidates, resent, { id: 'noti_1' })).toEqual([['orders', 'notifications', 'order_7']])
  })

  it('a return of a claim keeps its order_id', () => {
    const claimReturn = { return: { id: 'ret_9', order_id: 'order_3', swap_id: null, swap: null } } as unknown as AdminReturnsRes
    expect(keys(receiveReturnMutation.invalidates, claimReturn, { id: 'ret_9', body: { items: [] } })).toEqual(
      expect.arrayContaining([['orders', 'detail', 'order_3']]),
    )
  })
})
