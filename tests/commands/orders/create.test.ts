import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { emptyContext } from '@/models/core/context'
import { orderCommands } from '@/commands/orders'
import { NO_ITEMS } from '@/commands/orders/navigation'
import { executeCommand, makeTools } from '@/commands/core/run'
import { draftOrderHandlers, seedDraftOrders } from '../../mocks/draft-orders/draft-orders'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { orderHandlers } from '../../mocks/orders/orders'
import { server } from '../../mocks/server'
import { commandOf, pick, recordRequests, runCommand } from '../harness'

// Medusa 1.20 has no POST /admin/orders: 'Create order' builds a draft order from the same pages as
// 'Create draft order' and marks it paid at once; a failed payment takes the draft back.

const mock = withMockDb()
const seen = recordRequests()
beforeEach(() => {
  server.use(...draftOrderHandlers(mock.db), ...orderHandlers(mock.db))
})

const db = () => seedDraftOrders(mock.db)
const writes = () => seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)
const LIST = { limit: 50, offset: 0 }

/** Jane Doe's order in Europe: two variants, a custom line, standard shipping, a code. */
const answers = {
  regionId: pick('eur', 'Europe'),
  customerId: pick('jane', 'Jane Doe'),
  variantIds: pick('sweat', 'Medusa Sweatshirt · M', 'Medusa Sweatpants · S'),
  quantities: '2, 1',
  customItems: 'Gift wrap = 3,50 x 2',
  shippingOptionId: pick('', 'Standard Shipping'),
  shippingPrice: '',
  discountCodes: 'welcome10',
}
const kept = { regionId: 'reg_1', customerId: 'cus_1', email: 'jane.doe@example.com', quantities: '2, 1', customItems: 'Gift wrap = 3,50 x 2', shippingOptionId: 'so_1', discountCodes: 'welcome10' }

const payFails = (status: number, body: Record<string, string>) =>
  server.use(http.post(`${BASE}/admin/draft-orders/:id/pay`, () => HttpResponse.json(body, { status }), { once: true }))
const unknownError = { code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }

describe('orders.create', () => {
  it('is registered with the orders, asking what Create draft order asks', () => {
    expect(orderCommands.map((c) => c.id)).toContain('orders.create')
    const command = commandOf('orders.create')
    expect(command).toMatchObject({ title: 'Create order', group: 'Orders', keywords: expect.arrayContaining(['new order', 'manual order', 'phone order']) })
    expect(command.hotkey).toBeUndefined()
    expect(command.args).toBe(commandOf('draft-orders.create').args)
  })

  it('creates the draft, marks it paid, opens the new order and refetches the order lists', async () => {
    const queryClient = createQueryClient()
    await queryClient.fetchQuery(orderQueries.list(LIST))
    await queryClient.fetchQuery(draftOrderQueries.list(LIST))
    const run = await runCommand('orders.create', { answers, queryClient })
    // The customer's email came with the picker: no email page.
    expect(run.prompted).toEqual(['regionId', 'customerId', 'variantIds', 'quantities', 'customItems', 'shippingOptionId', 'shippingPrice', 'discountCodes', 'confirm'])
    expect(run.confirmations).toEqual([
      'Create a paid order for jane.doe@example.com? Medusa records its payment as captured (nothing is charged); refund or cancel it like any order.',
    ])

    const order = db().orders.find((o) => o.draft_order_id === 'dorder_5')
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/orders/${order?.id}` } })
    expect(order).toMatchObject({ display_id: 1051, email: 'jane.doe@example.com', customer_id: 'cus_1', region_id: 'reg_1', payment_status: 'captured' })
    expect(order?.items?.map((i) => [i.title, i.unit_price, i.quantity])).toEqual([
      ['Medusa Sweatshirt', 2950, 2],
      ['Medusa Sweatpants', 2950, 1],
      ['Gift wrap', 350, 2],
    ])
    expect(order?.shipping_methods?.map((m) => [m.shipping_option_id, m.price])).toEqual([['so_1', 800]])
    expect(order?.discounts?.map((d) => d.code)).toEqual(['WELCOME10'])
    expect(db().draftOrders.find((d) => d.id === 'dorder_5')).toMatchObject({ status: 'completed', order_id: order?.id })
    expect(writes()).toEqual(['POST /admin/draft-orders', 'POST /admin/draft-orders/dorder_5/pay'])
    expect(queryClient.getQueryState(orderQueries.list(LIST).queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(draftOrderQueries.list(LIST).queryKey)?.isInvalidated).toBe(true)
  })

  it('deletes the draft when paying fails, shows the error and keeps the arguments; a retry leaves no stray draft', async () => {
    payFails(500, unknownError)
    const queryClient = createQueryClient()
    const run = await runCommand('orders.create', { answers, queryClient })
    expect(run.outcome).toMatchObject({ status: 'failed', message: 'An unknown error occurred.' })
    const picked = ['Medusa Sweatshirt · M', 'Medusa Sweatpants · S'].map((label) => run.offered.variantIds?.find((o) => o.label === label)?.id)
    expect(run.args).toMatchObject({ ...kept, variantIds: picked })
    expect(writes()).toEqual(['POST /admin/draft-orders', 'POST /admin/draft-orders/dorder_5/pay', 'DELETE /admin/draft-orders/dorder_5'])
    expect(db().draftOrders.map((d) => d.id)).toEqual(['dorder_1', 'dorder_2', 'dorder_3', 'dorder_4'])
    expect(db().orders.filter((o) => o.draft_order_id)).toHaveLength(1)

    // Running again with the kept arguments, as the palette's retry does.
    const again = await executeCommand(commandOf('orders.create'), run.args, makeTools(queryClient, emptyContext, createAppStore(queryClient)))
    const order = db().orders.find((o) => o.draft_order_id === 'dorder_6')
    expect(again).toEqual({ status: 'done', result: { type: 'open-panel', path: `/a/orders/${order?.id}` } })
    expect(db().draftOrders.filter((d) => d.status === 'open').map((d) => d.id)).toEqual(['dorder_1', 'dorder_2', 'dorder_4'])
  })

  it("keeps the payment's error and names the draft left over when deleting it fails too", async () => {
    payFails(400, { type: 'not_allowed', message: 'Payment could not be registered' })
    server.use(http.delete(`${BASE}/admin/draft-orders/:id`, () => HttpResponse.json(unknownError, { status: 500 })))
    const run = await runCommand('orders.create', { answers })
    expect(run.outcome).toMatchObject({
      status: 'failed',
      message: 'Payment could not be registered (Draft order #5 was left over: pay or delete it under Draft orders.)',
      error: { kind: 'invalid_request', status: 400, type: 'not_allowed' },
    })
    expect(db().draftOrders.find((d) => d.id === 'dorder_5')).toMatchObject({ status: 'open' })
  })

  it('sends nothing for an order without items, and nothing either for an unknown discount code', async () => {
    const base = { regionId: 'reg_1', customerId: 'cus_2', email: 'john.smith@example.com', shippingOptionId: 'so_1', shippingPrice: '', discountCodes: '' }
    const empty = await runCommand('orders.create', { answers: { ...base, variantIds: undefined, customItems: '' } })
    expect(empty.outcome).toMatchObject({ status: 'failed', message: NO_ITEMS })
    expect(writes()).toEqual([])

    const code = await runCommand('orders.create', { answers: { ...base, variantIds: ['variant_1'], quantities: '', customItems: '', discountCodes: 'NOPE' } })
    expect(code.outcome).toMatchObject({ status: 'failed', message: 'Discounts with code [NOPE] was not found' })
    expect(writes()).toEqual(['POST /admin/draft-orders'])
    expect(db().draftOrders).toHaveLength(4)
    expect(db().orders.filter((o) => o.draft_order_id)).toHaveLength(1)
  })
})
