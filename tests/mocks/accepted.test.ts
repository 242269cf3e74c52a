// The mock side of tests/contract/admin-accepted.test.ts: what Medusa 1.20 accepts where a mock once
// refused, accepted by the mocks the same way.
import type { Order } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { analyticsConfigs } from '@/api/admin/analytics-configs'
import { orders } from '@/api/admin/orders'
import { withMockDb } from './handlers'
import { orderMutationHandlers } from './orders/mutations'
import { mutationDb } from './orders/mutations-shared'
import { server } from './server'
import { mockAnalytics } from './settings/analytics'

const mock = withMockDb()
beforeEach(() => {
  server.use(...orderMutationHandlers(mock.db))
})

function shipped(): Order {
  const order = mutationDb(mock.db).orders.find((o) => o.fulfillment_status === 'shipped' && o.payment_status === 'captured' && !o.swaps?.length && !o.claims?.length)
  if (!order) throw new Error('no seeded shipped order')
  return order
}

describe('accepted by the mocks as by Medusa 1.20', () => {
  it('an order without a billing address takes the one sent', async () => {
    const order = shipped()
    order.billing_address = null
    order.billing_address_id = null
    const address = { first_name: 'Billing', last_name: 'Only', address_1: '1 Bill St', city: 'Town', country_code: order.shipping_address?.country_code ?? '', postal_code: '1000' }
    const { order: updated } = await orders.update(order.id, { billing_address: address })
    expect(updated.billing_address).toEqual(expect.objectContaining({ first_name: 'Billing', country_code: address.country_code }))
    expect(updated.billing_address_id).toBe(updated.billing_address?.id)
  })

  it('a return with a refund above the order total', async () => {
    const order = shipped()
    const total = (await orders.retrieve(order.id)).order.total
    const { order: returned } = await orders.requestReturn(order.id, { items: [{ item_id: order.items?.[0]?.id ?? '', quantity: 1 }], refund: total + 1 })
    expect(returned.returns.at(-1)?.refund_amount).toBe(total + 1)
  })

  it('a second analytics config is answered, and GET keeps the first', async () => {
    const state = mockAnalytics(mock)
    const { analytics_config: first } = await analyticsConfigs.create({ opt_out: false })
    const { analytics_config: second } = await analyticsConfigs.create({ opt_out: true, anonymize: true })
    expect(second.id).not.toBe(first.id)
    expect((await analyticsConfigs.retrieve()).analytics_config).toEqual(expect.objectContaining({ id: first.id, opt_out: false }))
    expect(state.config?.id).toBe(first.id)
  })
})
