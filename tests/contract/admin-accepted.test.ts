// What Medusa 1.20 accepts where a mock once refused (REFUSALS.md's rows that turned out not to be
// refusals): the mocks now accept them too (their side: tests/mocks/accepted.test.ts).
import { beforeAll, describe, expect, it } from 'vitest'
import { configureClient } from '@/api/client'
import { analyticsConfigs, auth, orders, users } from './api'
import { createProduct, euroMarket, firstItemId, paidOrder, shippedOrder, type Market } from './fixtures'
import { signInAdmin, signInBeforeAll, unique } from './helpers'

signInBeforeAll()

let market: Market
let variantId: string
beforeAll(async () => {
  market = await euroMarket()
  variantId = (await createProduct()).variants[0]?.id ?? ''
})

describe('accepted by Medusa 1.20, not refused', () => {
  it('an order without a billing address takes one on update', async () => {
    const order = await paidOrder({ market, variantId })
    expect(order.billing_address).toBeNull()
    const { order: updated } = await orders.update(order.id, { billing_address: { ...market.address, first_name: 'Billing' } })
    expect(updated.billing_address).toEqual(expect.objectContaining({ first_name: 'Billing', country_code: market.address.country_code }))
  })

  it('a return with a refund above the order total (ReturnService.create compares with an unset refundable_amount)', async () => {
    // The console checks the refund before sending (orders.request-return); the mock takes it too.
    const order = await shippedOrder({ market, variantId, quantity: 2 })
    const { order: returned } = await orders.requestReturn(order.id, { items: [{ item_id: firstItemId(order), quantity: 1 }], refund: order.total + 1 })
    expect(returned.returns.at(-1)?.refund_amount).toBe(order.total + 1)
  })

  it('a second analytics config: 200, and GET keeps answering the first (no unique index on user_id)', async () => {
    // Another user's configs, so the admin's own "404 until created" is not disturbed.
    const email = `${unique('analyst')}@contract.test`
    await users.create({ email, password: 'analyst-password' })
    const { access_token } = await auth.token({ email, password: 'analyst-password' })
    configureClient({ apiKey: access_token })
    try {
      const { analytics_config: first } = await analyticsConfigs.create({ opt_out: false })
      const { analytics_config: second } = await analyticsConfigs.create({ opt_out: true, anonymize: true })
      expect(second.id).not.toBe(first.id)
      expect((await analyticsConfigs.retrieve()).analytics_config).toEqual(expect.objectContaining({ id: first.id, opt_out: false }))
    } finally {
      await signInAdmin()
    }
  })
})
