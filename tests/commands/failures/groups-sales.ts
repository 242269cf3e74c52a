import type { Customer, Discount, DraftOrder, Notification } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import { customerQueries } from '@/atoms/customers/keys'
import { discountQueries } from '@/atoms/discounts/keys'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { fetchWholeOrder } from '@/atoms/orders/keys'
import { emptyContext, type CommandContext } from '@/models/core/context'
import type { MockDb } from '../../mocks/db'
import { draftOrderHandlers } from '../../mocks/draft-orders/draft-orders'
import { BASE } from '../../mocks/http'
import { orderEditHandlers } from '../../mocks/order-edits/order-edits'
import { orderMutationHandlers } from '../../mocks/orders/mutations'
import { mutationDb } from '../../mocks/orders/mutations-shared'
import { orderHandlers, seedOrders } from '../../mocks/orders/orders'
import { discountByCode } from '../discounts/context'
import { keep, pick } from '../harness'
import type { FailureGroup } from './groups'

// The failure cases of the groups that sell: orders and their exchanges, drafts and edits, the catalog, customers.

const orderRoutes = (db: MockDb) => [...orderHandlers(db), ...orderMutationHandlers(db)]

function orderNo(db: MockDb, displayId: number) {
  const order = mutationDb(db).orders.find((o) => o.display_id === displayId)
  if (!order) throw new Error(`no seeded order #${displayId}`)
  return order
}

/** The order's panel, its exchanges loaded as the panel loads them. */
async function onOrder(db: MockDb, displayId: number, queryClient: QueryClient): Promise<CommandContext> {
  const { id } = orderNo(db, displayId)
  return { ...emptyContext, focus: { kind: 'order', id, entity: await fetchWholeOrder(queryClient, id) } }
}

function byEmail(db: MockDb, email: string): Customer {
  const found = seedOrders(db).customers.find((c) => c.email === email)
  if (!found) throw new Error(`no customer ${email}`)
  return found as Customer
}

export const SALES_GROUPS: readonly FailureGroup[] = [
  {
    group: 'Orders',
    command: 'orders.create',
    request: { method: 'post', path: '/admin/draft-orders' },
    noun: 'Region',
    routes: (db) => [...draftOrderHandlers(db), ...orderHandlers(db)],
    prepare: () => ({
      answers: {
        regionId: pick('eur', 'Europe'),
        customerId: pick('jane', 'Jane Doe'),
        variantIds: pick('sweat', 'Medusa Sweatshirt · M'),
        quantities: '2',
        customItems: '',
        shippingOptionId: pick('', 'Standard Shipping'),
        shippingPrice: '',
        discountCodes: '',
      },
    }),
  },
  {
    group: 'Order actions',
    command: 'orders.update',
    request: { method: 'post', path: '/admin/orders/:id' },
    noun: 'Order',
    routes: orderRoutes,
    prepare: async (db, queryClient) => ({
      ctx: await onOrder(db, 1044, queryClient),
      answers: { email: 'jane.new@example.com', shippingAddress: 'city: Seattle\npostal_code: 98101', billingAddress: '' },
    }),
  },
  {
    group: 'Order fulfillment',
    command: 'orders.create-fulfillment',
    request: { method: 'post', path: '/admin/orders/:id/fulfillment' },
    noun: 'Order',
    routes: orderRoutes,
    prepare: async (db, queryClient) => ({
      ctx: await onOrder(db, 1034, queryClient),
      answers: { items: [{ item_id: orderNo(db, 1034).items?.[1]?.id, quantity: 2 }], notify: false },
    }),
  },
  {
    group: 'Order returns',
    command: 'orders.receive-return',
    request: { method: 'post', path: '/admin/returns/:id/receive' },
    noun: 'Return',
    routes: orderRoutes,
    prepare: async (db, queryClient) => ({
      ctx: await onOrder(db, 1031, queryClient),
      answers: { items: [{ item_id: orderNo(db, 1031).items?.[0]?.id, quantity: 1 }], refund: '5.00' },
    }),
  },
  {
    group: 'Order swaps',
    command: 'orders.fulfill-swap',
    request: { method: 'post', path: '/admin/orders/:id/swaps/:swapId/fulfillments' },
    noun: 'Order',
    routes: orderRoutes,
    prepare: async (db, queryClient) => ({ ctx: await onOrder(db, 1027, queryClient), answers: { notify: false } }),
  },
  {
    group: 'Order claims',
    command: 'orders.update-claim',
    request: { method: 'post', path: '/admin/orders/:id/claims/:claimId' },
    noun: 'Order',
    routes: orderRoutes,
    prepare: async (db, queryClient) => ({ ctx: await onOrder(db, 1028, queryClient), answers: { optionId: pick('', 'Standard Shipping'), price: keep } }),
  },
  {
    group: 'Order notes',
    command: 'orders.add-note',
    request: { method: 'post', path: '/admin/notes' },
    noun: 'Order',
    routes: orderRoutes,
    prepare: async (db, queryClient) => ({ ctx: await onOrder(db, 1042, queryClient), answers: { value: 'Called the customer\nwill pick up' } }),
  },
  {
    group: 'Products',
    command: 'products.set-tags',
    request: { method: 'post', path: '/admin/products/:id' },
    noun: 'Product',
    prepare: () => ({ answers: { productId: pick('longsleeve', 'Medusa Longsleeve'), tags: 'winter, wool' } }),
  },
  {
    group: 'Products',
    case: 'bulk edit over the filter',
    command: 'products.bulk-add-tags',
    request: { method: 'post', path: '/admin/products/:id' },
    noun: 'Product',
    pausesOnOutage: true,
    prepare: (db) => ({
      ctx: { ...emptyContext, list: { kind: 'product', query: { status: ['draft'], order: '-created_at' }, count: db.products.filter((p) => p.status === 'draft').length, description: 'with status draft' } },
      answers: { products: pick('', `All ${db.products.filter((p) => p.status === 'draft').length} products with status draft`), tags: 'winter' },
    }),
  },
  {
    group: 'Product variants',
    command: 'products.set-variant-price',
    request: { method: 'post', path: '/admin/products/:id/variants/:variantId' },
    noun: 'Product',
    prepare: () => ({ answers: { productId: pick('t-shirt', 'Medusa T-Shirt'), variantId: pick('white', 'S / White'), currency: pick('', 'EUR'), amount: '21.00' } }),
  },
  {
    group: 'Product images',
    command: 'products.set-thumbnail',
    request: { method: 'post', path: '/admin/products/:id' },
    noun: 'Product',
    prepare: (db) => {
      // The T-shirt with two pictures, as if uploaded earlier: the thumbnail moves to the second.
      const product = db.products.find((p) => p.id === 'prod_1')
      if (!product) throw new Error('no seeded T-shirt')
      const url = (name: string) => `${BASE}/uploads/1717000000000-${name}`
      product.images = ['front.png', 'back.png'].map((name, i) => ({ id: `img_seed_${i}`, url: url(name), created_at: db.now(), updated_at: db.now(), deleted_at: null, metadata: null }))
      product.thumbnail = url('front.png')
      return { answers: { productId: pick('t-shirt', 'Medusa T-Shirt'), imageUrl: pick('back', 'Image 2 of 2 · back.png') } }
    },
  },
  {
    group: 'Draft orders',
    command: 'draft-orders.add-custom-item',
    request: { method: 'post', path: '/admin/draft-orders/:id/line-items' },
    noun: 'DraftOrder',
    routes: (db) => [...draftOrderHandlers(db), ...orderHandlers(db)],
    prepare: async (_db, queryClient) => {
      const { draft_order } = await queryClient.fetchQuery(draftOrderQueries.detail('dorder_1'))
      return { ctx: { ...emptyContext, focus: { kind: 'draft-order', id: 'dorder_1', entity: draft_order as DraftOrder } }, answers: { title: 'Rush fee', unitPrice: '12', quantity: '2' } }
    },
  },
  {
    group: 'Order edits',
    command: 'order-edits.create',
    request: { method: 'post', path: '/admin/order-edits' },
    noun: 'Order',
    routes: (db) => [...orderEditHandlers(db), ...draftOrderHandlers(db), ...orderHandlers(db)],
    prepare: async (db, queryClient) => ({ ctx: await onOrder(db, 1045, queryClient), answers: { internalNote: 'Swap the size' } }),
  },
  {
    group: 'Gift cards',
    command: 'gift-cards.create',
    request: { method: 'post', path: '/admin/gift-cards' },
    noun: 'Region',
    prepare: () => ({ answers: { regionId: pick('Europe', 'Europe'), value: '50', endsAt: '2099-12-31', recipientEmail: 'ada@example.com', message: 'Happy birthday' } }),
  },
  {
    group: 'Customers',
    command: 'customers.create',
    request: { method: 'post', path: '/admin/customers' },
    noun: 'Customer',
    prepare: () => ({ answers: { email: 'Anna.Berg@Example.com', firstName: 'Anna', lastName: 'Berg', phone: '+49 30 1234567', password: '' } }),
  },
  {
    group: 'Customer notes',
    command: 'customers.add-note',
    request: { method: 'post', path: '/admin/notes' },
    noun: 'Customer',
    routes: (db) => orderMutationHandlers(db),
    prepare: async (db, queryClient) => {
      const { id } = byEmail(db, 'jane.doe@example.com')
      const { customer } = await queryClient.fetchQuery(customerQueries.detail(id))
      return { ctx: { ...emptyContext, focus: { kind: 'customer', id, entity: customer as Customer } }, answers: { value: 'Prefers phone calls' } }
    },
  },
  {
    group: 'Customer groups',
    command: 'customer-groups.create',
    request: { method: 'post', path: '/admin/customer-groups' },
    noun: 'CustomerGroup',
    prepare: () => ({ answers: { name: 'Gold', metadata: 'tier: 1\nsource: fair' } }),
  },
  {
    group: 'Discounts',
    command: 'discounts.create-code',
    request: { method: 'post', path: '/admin/discounts/:id/dynamic-codes' },
    noun: 'Discount',
    prepare: async (db, queryClient) => {
      const { discount } = await queryClient.fetchQuery(discountQueries.detail(discountByCode(db, 'VIP').id))
      return { ctx: { ...emptyContext, focus: { kind: 'discount', id: discount.id, entity: discount as Discount } }, answers: { code: 'vip-zoe', usageLimit: '3' } }
    },
  },
  {
    group: 'Notifications',
    command: 'notifications.resend',
    request: { method: 'post', path: '/admin/notifications/:id/resend' },
    noun: 'Notification',
    prepare: (db) => {
      const original = seedOrders(db).notifications.find((n) => n.parent_id === null) as Notification
      return { ctx: { ...emptyContext, focus: { kind: 'notification', id: original.id, entity: original } }, answers: { to: 'ops@example.com' } }
    },
  },
]
