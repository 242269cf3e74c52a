import type { AdminGetOrdersParams } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { notes } from '@/api/admin/notes'
import { notifications } from '@/api/admin/notifications'
import { orders } from '@/api/admin/orders'
import { regionQueries } from '@/atoms/regions/keys'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { queryAtomFamily } from '@/atoms/core/query'
import { afterRecordFirst } from '@/atoms/core/recordFirst'
import { ORDER_DETAIL_EXPAND } from './detailExpand'

// Mutations of the orders area (orders, swaps, claims, returns, notes, notifications): ./order-mutations.ts.

/**
 * Only the columns the orders table shows. Medusa v1 computes totals in a list only for the totals
 * named in `fields` (OrderService.transformQueryForTotals), so `total` is asked for by name; without
 * `expand` the list would load every default relation of every order (defaultAdminOrdersRelations).
 */
export const ORDER_LIST_FIELDS =
  'id,display_id,created_at,email,status,payment_status,fulfillment_status,total,currency_code,region_id,sales_channel_id,customer_id'
export const ORDER_LIST_EXPAND = 'customer,region,sales_channel'

export { ORDER_DETAIL_EXPAND } from './detailExpand'

/**
 * A picker row: '#1042 · email' with the total as hint, and the states a command's rules read once the
 * order is picked (status, payment, fulfillment). `customer` only keeps the default relations out.
 */
const ORDER_PICKER_FIELDS = 'id,display_id,email,total,currency_code,region_id,status,payment_status,fulfillment_status'

export const orderQueries = {
  all: ['orders'] as const,
  searches: () => [...orderQueries.all, 'search'] as const,
  lists: () => [...orderQueries.all, 'list'] as const,
  list: (query: AdminGetOrdersParams) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), query] as const,
      queryFn: async () => {
        await afterRecordFirst()
        return orders.list({ fields: ORDER_LIST_FIELDS, expand: ORDER_LIST_EXPAND, ...query })
      },
    }),
  details: () => [...orderQueries.all, 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.details(), id] as const,
      queryFn: () => orders.retrieve(id, { expand: ORDER_DETAIL_EXPAND }),
    }),
  /**
   * Notes of one order (GET /admin/notes?resource_id=): loaded only for the open order, and for an
   * order opened by link only once it has painted (its timeline follows it).
   */
  notes: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'notes', orderId] as const,
      queryFn: async () => {
        await afterRecordFirst()
        return notes.list({ resource_id: orderId, limit: 100 })
      },
    }),
  /** Notifications sent about one order, with their resends (after its first paint, like the notes). */
  notifications: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'notifications', orderId] as const,
      queryFn: async () => {
        await afterRecordFirst()
        return notifications.list({ resource_id: orderId, limit: 100 })
      },
    }),
  /** Picker search: Medusa matches q against display id, email and shipping first name. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...orderQueries.searches(), q] as const,
      queryFn: () => orders.list({ q: q || undefined, limit: 20, fields: ORDER_PICKER_FIELDS, expand: 'customer' }),
    }),
  /** The order with this display id ('#1042'), if any: `display_id` is an exact filter. */
  byDisplayId: (displayId: number) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'display-id', displayId] as const,
      queryFn: async () => {
        const { orders: found } = await orders.list({
          display_id: String(displayId),
          limit: 1,
          fields: ORDER_PICKER_FIELDS,
          expand: 'customer',
        })
        return found[0] ?? null
      },
    }),
}

export const orderListAtom = queryAtomFamily(orderQueries.list)
export const orderDetailAtom = queryAtomFamily(orderQueries.detail)
export const orderNotesAtom = queryAtomFamily(orderQueries.notes)
export const orderNotificationsAtom = queryAtomFamily(orderQueries.notifications)

const filterRegionsAtom = atomWithQuery(() => regionQueries.options())
const filterSalesChannelsAtom = atomWithQuery(() => salesChannelQueries.options())

/** Choices for the orders table's region and sales channel filters; read only while the filters are shown. */
export const orderFilterOptionsAtom = atom((get) => ({
  regions: (get(filterRegionsAtom).data?.regions ?? []).map((r) => ({ value: r.id, label: r.name })),
  salesChannels: (get(filterSalesChannelsAtom).data?.sales_channels ?? []).map((s) => ({ value: s.id, label: s.name })),
}))
