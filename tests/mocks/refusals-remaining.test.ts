// The mock side of tests/contract/admin-refusals-remaining.test.ts: the same requests against msw,
// expecting what Medusa 1.20 answered there (the mocks were corrected to it; REFUSALS.md lists the rows).
import type { Order } from '@medusajs/client-types'
import { beforeEach, describe, expect, it } from 'vitest'
import { analyticsConfigs } from '@/api/admin/analytics-configs'
import { auth } from '@/api/admin/auth'
import { customers } from '@/api/admin/customers'
import { orderClaims, orderSwaps } from '@/api/admin/order-claims-swaps'
import { orders } from '@/api/admin/orders'
import { priceLists } from '@/api/admin/price-lists'
import { isMedusaApiError } from '@/api/client'
import { withMockDb } from './handlers'
import { orderMutationHandlers } from './orders/mutations'
import { mutationDb } from './orders/mutations-shared'
import { server } from './server'
import { mockAnalytics } from './settings/analytics'

const mock = withMockDb()
beforeEach(() => {
  server.use(...orderMutationHandlers(mock.db))
})

async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  )
  if (!isMedusaApiError(error)) throw error
  return { status: error.status, type: error.type, message: error.message }
}
const invalid = (message: string) => ({ status: 400, type: 'invalid_data', message })

function seeded(predicate: (order: Order) => boolean): Order {
  const order = mutationDb(mock.db).orders.find(predicate)
  if (!order) throw new Error('no seeded order fits')
  return order
}
const shipped = () => seeded((o) => o.fulfillment_status === 'shipped' && o.payment_status === 'captured' && !o.swaps?.length && !o.claims?.length)
const firstItem = (order: Order) => order.items?.[0]?.id ?? ''

describe('the mocks answer as Medusa 1.20 did in admin-refusals-remaining', () => {
  it('swaps and claims: an additional item of an unknown variant is a 400 (row 42)', async () => {
    const order = shipped()
    const message = 'Unable to generate the line items, some variant has not been found: variant_missing'
    const extra = [{ variant_id: 'variant_missing', quantity: 1 }]
    expect(await refusal(orderSwaps.create(order.id, { return_items: [{ item_id: firstItem(order), quantity: 1 }], additional_items: extra }))).toEqual(invalid(message))
    const claimItems = [{ item_id: firstItem(order), quantity: 1, reason: 'wrong_item' as const }]
    expect(await refusal(orderClaims.create(order.id, { type: 'replace', claim_items: claimItems, additional_items: extra }))).toEqual(invalid(message))
  })

  it('a swap returning a line of a canceled order (row 46)', async () => {
    const order = shipped()
    const canceled = seeded((o) => o.status === 'canceled')
    const body = { return_items: [{ item_id: firstItem(canceled), quantity: 1 }] }
    expect(await refusal(orderSwaps.create(order.id, body))).toEqual(invalid('Cannot create a swap on a canceled item.'))
  })

  it('an order without a billing address takes the one sent (row 50)', async () => {
    const order = shipped()
    order.billing_address = null
    order.billing_address_id = null
    const address = { first_name: 'Billing', last_name: 'Only', address_1: '1 Bill St', city: 'Town', country_code: order.shipping_address?.country_code ?? '', postal_code: '1000' }
    const { order: updated } = await orders.update(order.id, { billing_address: address })
    expect(updated.billing_address).toEqual(expect.objectContaining({ first_name: 'Billing', country_code: address.country_code }))
    expect(updated.billing_address_id).toBe(updated.billing_address?.id)
  })

  it('a customer update with an unknown group names the foreign key (row 96)', async () => {
    const { customers: [customer] = [] } = await customers.list({ limit: 1 })
    const message = 'Customer_group with customer_group_id cgrp_missing does not exist.'
    expect(await refusal(customers.update(customer?.id ?? '', { groups: [{ id: 'cgrp_missing' }] }))).toEqual({ status: 404, type: 'not_found', message })
  })

  it('POST /admin/auth: every validator message, unknown properties first (rows 167, 196)', async () => {
    const login = (body: Record<string, unknown>) => refusal(auth.login(body as unknown as Parameters<typeof auth.login>[0]))
    expect(await login({})).toEqual(invalid('email should not be empty, email must be an email, password should not be empty, password must be a string'))
    expect(await login({ extra: 1 })).toEqual(
      invalid('property extra should not exist, email should not be empty, email must be an email, password should not be empty, password must be a string'),
    )
    expect(await login({ email: '', password: 'x' })).toEqual(invalid('email should not be empty, email must be an email'))
    expect(await login({ email: 'a@b.co', password: '' })).toEqual(invalid('password should not be empty'))
    expect(await login({ email: 'a@b.co', password: 5 })).toEqual(invalid('password must be a string'))
  })

  it('a second analytics config is answered, and GET keeps the first (row 183)', async () => {
    const state = mockAnalytics(mock)
    const { analytics_config: first } = await analyticsConfigs.create({ opt_out: false })
    const { analytics_config: second } = await analyticsConfigs.create({ opt_out: true, anonymize: true })
    expect(second.id).not.toBe(first.id)
    expect((await analyticsConfigs.retrieve()).analytics_config).toEqual(expect.objectContaining({ id: first.id, opt_out: false }))
    expect(state.config?.id).toBe(first.id)
  })

  it('DELETE prices/batch: each value a string, then not empty (row 194)', async () => {
    const { price_lists: [list] = [] } = await priceLists.list({ limit: 1 })
    const remove = (body: Record<string, unknown>) => refusal(priceLists.deletePrices(list?.id ?? '', body as unknown as Parameters<typeof priceLists.deletePrices>[1]))
    expect(await remove({ price_ids: [1] })).toEqual(invalid('each value in price_ids must be a string'))
    expect(await remove({})).toEqual(invalid('each value in price_ids must be a string, price_ids should not be empty'))
    expect(await remove({ price_ids: 'ma_x' })).toEqual(invalid('price_ids should not be empty'))
    expect(await remove({ price_ids: [1], extra: 1 })).toEqual(invalid('property extra should not exist, each value in price_ids must be a string'))
  })
})
