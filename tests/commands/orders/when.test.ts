import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/atoms/core/query'
import { emptyContext, type CommandContext } from '@/models/core/context'
import { registry } from '@/commands/index'
import { pick, runCommand } from '../harness'
import { onOrder, orderNo, shows, withOrderStore } from './harness'

// `when` hides what Medusa 1.20 would refuse for the order on screen (the orders model's rules), and shows
// everything when no order has loaded (the server then decides).

const mock = withOrderStore()

/** Which of these commands show on the panel of order #n. */
async function showing(displayId: number, ids: string[]): Promise<string[]> {
  const ctx = await onOrder(orderNo(mock.db, displayId).id)
  return ids.filter((id) => shows(id, ctx))
}

const ORDER_IDS = ['orders.capture', 'orders.refund', 'orders.cancel', 'orders.complete', 'orders.archive', 'orders.create-fulfillment', 'orders.create-shipment', 'orders.cancel-fulfillment', 'orders.request-return', 'orders.create-swap', 'orders.create-claim', 'orders.update', 'orders.add-shipping-method']

describe('when: payment', () => {
  it('hides capture once captured, and shows it again for the next authorised order', async () => {
    const order = orderNo(mock.db, 1044)
    const queryClient = createQueryClient()
    expect(shows('orders.capture', await onOrder(order.id, queryClient))).toBe(true)
    await runCommand('orders.capture', { ctx: await onOrder(order.id, queryClient), queryClient })
    // The capture refetched the order: the panel's context now has it captured.
    expect(shows('orders.capture', await onOrder(order.id, queryClient))).toBe(false)
    for (const n of [1046, 1024, 1025, 1039]) expect(await showing(n, ['orders.capture'])).toEqual([])
  })

  it('shows refund only while captured payments less refunds > 0 (paid_total also counts an uncaptured payment)', async () => {
    expect(await showing(1042, ['orders.refund'])).toEqual(['orders.refund'])
    expect(await showing(1024, ['orders.refund'])).toEqual([])
    const awaiting = (await onOrder(orderNo(mock.db, 1044).id)).focus?.entity
    expect(awaiting).toMatchObject({ payment_status: 'awaiting', paid_total: expect.any(Number) })
    expect((awaiting as { paid_total: number }).paid_total).toBeGreaterThan(0)
    expect(await showing(1044, ['orders.refund'])).toEqual([])
    expect(await showing(1025, ['orders.refund'])).toEqual([])
  })
})

describe('when: the order’s life', () => {
  it('hides cancel once anything is fulfilled or refunded, and on canceled or archived orders', async () => {
    expect(await showing(1044, ['orders.cancel'])).toEqual(['orders.cancel'])
    for (const n of [1035, 1034, 1026, 1042, 1025, 1021]) expect(await showing(n, ['orders.cancel'])).toEqual([])
  })

  it('shows cancel again once the only fulfillment is canceled', async () => {
    const order = orderNo(mock.db, 1035)
    const fulfillment = order.fulfillments?.[0]
    if (fulfillment) fulfillment.canceled_at = '2024-06-01T00:00:00.000Z'
    expect(await showing(1035, ['orders.cancel'])).toEqual(['orders.cancel'])
  })

  it('hides complete on canceled and done orders; archive only once completed', async () => {
    expect(await showing(1030, ['orders.complete', 'orders.archive'])).toEqual(['orders.complete'])
    expect(await showing(1020, ['orders.complete', 'orders.archive'])).toEqual(['orders.archive'])
    expect(await showing(1025, ['orders.complete', 'orders.archive'])).toEqual([])
    expect(await showing(1021, ['orders.complete', 'orders.archive'])).toEqual([])
  })

  it('leaves a canceled order only what cannot change it', async () => {
    expect(await showing(1025, ORDER_IDS)).toEqual([])
  })
})

describe('when: fulfillment and returns', () => {
  it('fulfils only what is left; ships and cancels only fulfillments not yet shipped', async () => {
    const ids = ['orders.create-fulfillment', 'orders.create-shipment', 'orders.cancel-fulfillment']
    expect(await showing(1046, ids)).toEqual(['orders.create-fulfillment'])
    expect(await showing(1034, ids)).toEqual(ids)
    expect(await showing(1035, ids)).toEqual(['orders.create-shipment', 'orders.cancel-fulfillment'])
    expect(await showing(1026, ids)).toEqual([])
  })

  it('offers returns, claims and swaps only for what went out and has not come back', async () => {
    const ids = ['orders.request-return', 'orders.create-claim', 'orders.create-swap']
    expect(await showing(1026, ids)).toEqual(ids)
    expect(await showing(1046, ids)).toEqual([])
    expect(await showing(1023, ids)).toEqual([])
    // #1031: the first item is in an open return, the second can still go back.
    expect(await showing(1031, ids)).toEqual(ids)
    const second = orderNo(mock.db, 1031).items?.[1]
    if (second) second.returned_quantity = second.quantity
    expect(await showing(1031, ids)).toEqual([])
  })

  it('receives and cancels only open returns', async () => {
    const ids = ['orders.receive-return', 'orders.cancel-return']
    expect(await showing(1031, ids)).toEqual(ids)
    expect(await showing(1023, ids)).toEqual([])
    expect(await showing(1044, ids)).toEqual([])
  })
})

describe('when: swaps and claims', () => {
  it('follows the swap: no cancel while its return is open; fulfil and settle a confirmed one', async () => {
    const ids = ['orders.cancel-swap', 'orders.fulfill-swap', 'orders.process-swap-payment', 'orders.ship-swap', 'orders.cancel-swap-fulfillment']
    expect(await showing(1027, ids)).toEqual(['orders.fulfill-swap', 'orders.process-swap-payment'])
    const swap = orderNo(mock.db, 1027).swaps?.[0]
    if (swap?.return_order) swap.return_order.status = 'canceled'
    expect(await showing(1027, ids)).toEqual(['orders.cancel-swap', 'orders.fulfill-swap', 'orders.process-swap-payment'])
    expect(await showing(1044, ids)).toEqual([])
  })

  it('follows the claim: a shipping method before fulfilling, the return canceled before canceling', async () => {
    const ids = ['orders.update-claim', 'orders.cancel-claim', 'orders.fulfill-claim', 'orders.ship-claim', 'orders.cancel-claim-fulfillment']
    expect(await showing(1028, ids)).toEqual(['orders.update-claim'])
    await runCommand('orders.update-claim', {
      ctx: await onOrder(orderNo(mock.db, 1028).id),
      answers: { optionId: pick('', 'Standard Shipping'), price: '7.00' },
    })
    const claim = orderNo(mock.db, 1028).claims?.[0]
    expect(claim?.shipping_methods?.length).toBe(1)
    // Medusa 1.20 cannot replace a claim's method (see canUpdateClaim): set once, then fulfil.
    expect(await showing(1028, ids)).toEqual(['orders.fulfill-claim'])
  })
})

describe('when: without a loaded order, or over a table selection', () => {
  it('shows every order action when no order has loaded: the server decides', () => {
    const ctx: CommandContext = { ...emptyContext, focus: { kind: 'order', id: 'order_1' } }
    for (const id of ORDER_IDS) expect(shows(id, ctx)).toBe(true)
    for (const id of ORDER_IDS) expect(shows(id, emptyContext)).toBe(true)
  })

  it('shows the bulk actions over a selection whatever the current row is', async () => {
    const ctx = { ...(await onOrder(orderNo(mock.db, 1025).id)), selection: { kind: 'order' as const, ids: ['order_1', 'order_2'] } }
    const bulk = registry.all.filter((c) => c.bulk?.kind === 'order').map((c) => c.id)
    expect(bulk).toEqual(['orders.complete', 'orders.archive', 'orders.capture'])
    for (const id of bulk) expect(shows(id, ctx)).toBe(true)
  })
})
