import type { AdminGetCustomersParams, AdminPostCustomersCustomerReq, AdminPostCustomersReq } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import { notes } from '@/api/admin/notes'
import { orders } from '@/api/admin/orders'
import { queryAtomFamily, mutation } from '@/atoms/core/query'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import { markUnread, stagedQueryAtomFamily, withRelationsOf } from '@/atoms/core/stagedQuery'
import { orderQueries } from '@/atoms/orders/keys'

/**
 * The columns the customers table shows. Medusa 1.20's list-customers validates `fields` but does not
 * select by it (the controller builds its config from `expand` only): it is sent so the request says
 * what the table reads, and the groups come through `expand`.
 */
export const CUSTOMER_LIST_FIELDS = 'id,email,first_name,last_name,phone,has_account,created_at'
export const CUSTOMER_LIST_EXPAND = 'groups'
/** The detail panel and exports: an `expand` replaces the default relations (orders, shipping_addresses). */
export const CUSTOMER_DETAIL_EXPAND = 'groups,shipping_addresses,billing_address'
/** A customer's orders in the detail panel: the few columns of its compact table. */
export const CUSTOMER_ORDER_FIELDS = 'id,display_id,created_at,status,payment_status,fulfillment_status,total,currency_code'
export const CUSTOMER_ORDERS_PAGE = 10

/** The customer groups a filter offers: under the groups' own key root, so a group change refetches them. */
const customerGroupRoot = ['customer-groups'] as const

export const customerQueries = {
  all: ['customers'] as const,
  searches: () => [...customerQueries.all, 'search'] as const,
  lists: () => [...customerQueries.all, 'list'] as const,
  /** Picker search: Medusa matches q against email, first and last name (not phone). */
  search: (q: string) =>
    queryOptions({
      queryKey: [...customerQueries.searches(), q] as const,
      queryFn: () => customers.list({ q: q || undefined, limit: 20 }),
    }),
  /**
   * A page of the table with its groups. Medusa joins the groups before it pages and counts: on
   * 100,000 customers this answer takes about 300 ms, the page without them (listRows) about 20 ms.
   */
  list: (query: AdminGetCustomersParams) =>
    queryOptions({
      queryKey: [...customerQueries.lists(), query] as const,
      queryFn: () => customers.list({ fields: CUSTOMER_LIST_FIELDS, expand: CUSTOMER_LIST_EXPAND, ...query }),
    }),
  /** The same page without groups (`expand` empty): what the table paints first. */
  listRows: (query: AdminGetCustomersParams) =>
    queryOptions({
      queryKey: [...customerQueries.lists(), query, 'rows'] as const,
      queryFn: () => customers.list({ fields: CUSTOMER_LIST_FIELDS, expand: '', ...query }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...customerQueries.all, 'detail', id] as const,
      queryFn: () => customers.retrieve(id, { expand: CUSTOMER_DETAIL_EXPAND }),
    }),
  /** The customer's orders, newest first: under the orders' root, so an order change refetches them. */
  orders: (customerId: string, offset: number) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'by-customer', customerId, offset] as const,
      queryFn: () =>
        orders.list({
          customer_id: customerId,
          offset,
          limit: CUSTOMER_ORDERS_PAGE,
          order: '-created_at',
          fields: CUSTOMER_ORDER_FIELDS,
          // Without an expand the list loads every default relation of every order: ask for one small one.
          expand: 'customer',
        }),
    }),
  /**
   * One page of an export: everything the CSV holds (addresses and groups). Read once and dropped
   * (gcTime 0): an export of 100,000 customers keeps none of its pages in the cache.
   */
  exportPage: (query: AdminGetCustomersParams) =>
    queryOptions({
      queryKey: [...customerQueries.all, 'export', query] as const,
      queryFn: () => customers.list({ expand: CUSTOMER_DETAIL_EXPAND, ...query }),
      staleTime: 0,
      gcTime: 0,
    }),
  /** Customers with this email (a guest and a registered one may share it): q narrows, the caller matches exactly. */
  byEmail: (email: string) =>
    queryOptions({
      queryKey: [...customerQueries.all, 'by-email', email.toLowerCase()] as const,
      queryFn: () => customers.list({ q: email, limit: 50, expand: 'groups' }),
      staleTime: 0,
    }),
  /** Team notes on the customer: Medusa's notes take any resource_type, the console writes 'customer'. */
  notes: (customerId: string) =>
    queryOptions({
      queryKey: [...customerQueries.all, 'notes', customerId] as const,
      queryFn: () => notes.list({ resource_id: customerId, limit: 100 }),
    }),
  groupOptions: () =>
    queryOptions({
      queryKey: [...customerGroupRoot, 'filter-options'] as const,
      queryFn: () => customerGroups.list({ limit: 100, order: 'name' }),
    }),
}

/** The customers table: rows first, their groups laid on when Medusa's slower answer arrives. */
export const customerListAtom = stagedQueryAtomFamily({
  rows: customerQueries.listRows,
  // A groups filter makes Medusa join the groups anyway: the rows' answer holds them.
  full: (query: AdminGetCustomersParams) => ({ ...customerQueries.list(query), enabled: !query.groups?.length }),
  merge: (rows, full) => ({ ...rows, customers: withRelationsOf(rows.customers, full.customers, (row, { groups }) => ({ ...row, groups })) }),
  unread: (rows) => ({ ...rows, customers: markUnread(rows.customers) }),
})
export const customerDetailAtom = queryAtomFamily(customerQueries.detail)
export const customerOrdersAtom = queryAtomFamily(({ customerId, offset }: { customerId: string; offset: number }) =>
  customerQueries.orders(customerId, offset),
)
export const customerNotesAtom = queryAtomFamily(customerQueries.notes)
/** The groups a filter offers and the table's words name: asked once the page's table has painted. */
export const customerGroupOptionsAtom = atomWithQuery((get) => ({ ...customerQueries.groupOptions(), enabled: get(backgroundDataReadyAtom) }))

// A customer appears in orders (their email and name) and in group member lists: refetch those too.
const customersAndFriends = [customerQueries.all, orderQueries.all, customerGroupRoot] as const

export const createCustomerMutation = mutation({
  mutationFn: (body: AdminPostCustomersReq) => customers.create(body),
  invalidates: customersAndFriends,
})

export const updateCustomerMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostCustomersCustomerReq }) =>
    customers.update(id, body),
  invalidates: customersAndFriends,
})

export const addCustomerNoteMutation = mutation({
  mutationFn: ({ customerId, value }: { customerId: string; value: string }) =>
    notes.create({ resource_id: customerId, resource_type: 'customer', value }),
  invalidates: (_data, { customerId }) => [customerQueries.notes(customerId).queryKey],
})

/** The delete answer names only the note: the customer comes from the caller. */
export const deleteCustomerNoteMutation = mutation({
  mutationFn: ({ id }: { id: string; customerId: string }) => notes.delete(id),
  invalidates: (_data, { customerId }) => [customerQueries.notes(customerId).queryKey],
})
