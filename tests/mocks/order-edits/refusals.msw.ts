import { draftOrders } from '@/api/admin/draft-orders'
import { notes } from '@/api/admin/notes'
import { orderClaims, orderSwaps } from '@/api/admin/order-claims-swaps'
import { orderEdits } from '@/api/admin/order-edits'
import { orders } from '@/api/admin/orders'
import { returns } from '@/api/admin/returns'
import { draftOrderHandlers } from '../draft-orders/draft-orders'
import { orderMutationHandlers } from '../orders/mutations'
import { mutationDb } from '../orders/mutations-shared'
import { orderMakers } from '../orders/refusals-context'
import type { MswRefusalSide } from '../refusals.test'
import { orderEditHandlers } from './order-edits'
import { seedOrderEdits } from './seed'
import type { EditRefusalContext } from './refusals'

/**
 * The order edits mock's side of its table: orders paid through the draft orders mock in the seeded
 * EUR region; declining sets what the storefront's decline route sets.
 */
export const msw: MswRefusalSide<EditRefusalContext> = {
  handlers: (db) => [...orderEditHandlers(db), ...draftOrderHandlers(db), ...orderMutationHandlers(db)],
  context(base) {
    const db = mutationDb(base)
    const region = db.regions.find((r) => r.currency_code === 'eur')
    const option = db.shippingOptions.find((o) => o.region_id === region?.id && !o.is_return)
    const variants = base.products[0]?.variants ?? []
    const { paid } = orderMakers({
      api: { orders, returns, notes, orderSwaps, orderClaims, draftOrders },
      regionId: region?.id ?? '',
      shippingOptionId: option?.id ?? '',
      address: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Mock Street', city: 'Berlin', country_code: 'de', postal_code: '10115' },
      variants: [variants[0]?.id ?? '', variants[1]?.id ?? ''],
      pending: () => Promise.reject(new Error('not used by order edits')),
      confirmSwap: () => Promise.reject(new Error('not used by order edits')),
      dropShipping: () => undefined,
    })
    return {
      api: { orderEdits },
      paid: () => paid(),
      variantId: variants[1]?.id ?? '',
      async decline(editId) {
        const edit = seedOrderEdits(base).orderEdits.find((e) => e.id === editId)
        if (!edit) throw new Error(`no edit ${editId}`)
        Object.assign(edit, { declined_at: base.now(), declined_reason: 'no thanks' })
      },
    }
  },
}
