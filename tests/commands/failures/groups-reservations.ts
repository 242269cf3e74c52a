import { fetchWholeOrder } from '@/atoms/orders/keys'
import { emptyContext } from '@/models/core/context'
import type { MockDb } from '../../mocks/db'
import { withInventoryModules } from '../../mocks/inventory/db'
import { orderMutationHandlers } from '../../mocks/orders/mutations'
import { orderHandlers, seedOrders } from '../../mocks/orders/orders'
import { pick } from '../harness'
import type { FailureGroup } from './groups'

// The failure cases of reservations and an order's allocation, on a store with the inventory modules.

const modules = { inventoryService: true, stockLocationService: true }

function order1048(db: MockDb) {
  const order = seedOrders(db).orders.find((o) => o.display_id === 1048)
  if (!order) throw new Error('no seeded order #1048')
  return order
}

export const RESERVATION_GROUPS: readonly FailureGroup[] = [
  {
    group: 'Reservations',
    command: 'reservations.create',
    request: { method: 'post', path: '/admin/reservations' },
    noun: 'ReservationItem',
    prepare: (db) => {
      withInventoryModules(db)
      return {
        ctx: { ...emptyContext, modules },
        answers: { inventoryItemId: pick('sweatshirt-m', 'Medusa Sweatshirt · M'), locationId: pick('', 'Amsterdam warehouse'), quantity: '2', description: 'Window display' },
      }
    },
  },
  {
    group: 'Order allocation',
    command: 'reservations.allocate',
    request: { method: 'post', path: '/admin/reservations' },
    noun: 'LineItem',
    routes: (db) => [...orderHandlers(db), ...orderMutationHandlers(db)],
    prepare: async (db, queryClient) => {
      withInventoryModules(db)
      const order = order1048(db)
      return {
        ctx: { ...emptyContext, modules, focus: { kind: 'order', id: order.id, entity: await fetchWholeOrder(queryClient, order.id) } },
        answers: { locationId: pick('', 'Amsterdam warehouse'), items: [{ item_id: order.items?.[0]?.id, quantity: 1 }] },
      }
    },
  },
]
