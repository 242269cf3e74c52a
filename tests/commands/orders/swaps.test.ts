import type { Swap } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '@/api/money'
import { pick, runCommand } from '../harness'
import { failedWith, newItemsOf, onOrder, orderNo, toastOf, twoVariants, withOrderStore } from './harness'

const mock = withOrderStore()

/** #1027's swap: confirmed by the customer, with a shipping method, its return still open. */
function seededSwap(): Swap {
  const swap = orderNo(mock.db, 1027).swaps?.[0]
  if (!swap) throw new Error('#1027 has a swap')
  return swap
}
const onSwapOrder = async () => onOrder(orderNo(mock.db, 1027).id)

async function fulfillSeededSwap() {
  const run = await runCommand('orders.fulfill-swap', { ctx: await onSwapOrder(), answers: { notify: false } })
  expect(run.outcome).toEqual(toastOf('Swap fulfilled', 'Order #1027'))
}

describe('orders.create-swap', () => {
  const mug = () => pick('mug', 'Medusa Coffee Mug · One Size')
  const returnOne = (displayId: number) => [{ item_id: orderNo(mock.db, displayId).items?.[0]?.id, quantity: 1, reason_id: 'rr_1' }]

  it('takes items back and sends a new variant out, with a return on the return shipping option', async () => {
    const order = orderNo(mock.db, 1030)
    const run = await runCommand('orders.create-swap', {
      ctx: await onOrder(order.id),
      answers: { returnItems: returnOne(1030), variantIds: mug(), quantities: '', shippingOptionId: pick('', 'Return Shipping') },
    })
    expect(run.prompted).toEqual(['returnItems', 'variantIds', 'quantities', 'shippingOptionId'])
    expect(run.outcome).toEqual(toastOf('Swap created', 'Order #1030'))
    const swap = order.swaps?.at(-1)
    expect(swap?.additional_items?.map((i) => [i.title, i.quantity, i.unit_price])).toEqual([['Medusa Coffee Mug', 1, 1400]])
    expect(swap?.return_order).toMatchObject({ status: 'requested', order_id: null, swap_id: swap?.id })
    expect(swap?.confirmed_at).toBeNull()
    expect(mock.db.notifications.some((n) => n.resource_id === order.id && n.event_name === 'swap.created')).toBe(true)
  })

  it('sends several new items, one quantity per variant in the order they were picked', async () => {
    const order = orderNo(mock.db, 1030)
    const answers = { returnItems: returnOne(1030), variantIds: twoVariants(), quantities: '2, 1', shippingOptionId: undefined }
    const run = await runCommand('orders.create-swap', { ctx: await onOrder(order.id), answers })
    expect(run.outcome).toEqual(toastOf('Swap created', 'Order #1030'))
    expect(newItemsOf(order.swaps?.at(-1))).toEqual([['Medusa Sweatshirt', 'M', 2], ['Medusa Sweatpants', 'S', 1]])
  })

  it('takes items back for credit alone: no new items, no quantities asked', async () => {
    const order = orderNo(mock.db, 1030)
    const run = await runCommand('orders.create-swap', {
      ctx: await onOrder(order.id),
      answers: { returnItems: returnOne(1030), variantIds: undefined, shippingOptionId: undefined },
    })
    expect(run.prompted).toEqual(['returnItems', 'variantIds', 'shippingOptionId'])
    expect(run.outcome).toEqual(toastOf('Swap created', 'Order #1030'))
    expect(order.swaps?.at(-1)?.additional_items).toEqual([])
    expect(order.swaps?.at(-1)?.return_order?.status).toBe('requested')
  })

  it('keeps a quantity count that does not match the new items on its page, with the items picked', async () => {
    const order = orderNo(mock.db, 1030)
    const run = await runCommand('orders.create-swap', { ctx: await onOrder(order.id), answers: { returnItems: returnOne(1030), variantIds: twoVariants(), quantities: '1, 2, 3' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'quantities', message: 'Give one quantity per variant (2), or one for all' })
    expect(run.args).toMatchObject({ orderId: order.id, returnItems: returnOne(1030), variantIds: [expect.any(String), expect.any(String)] })
    expect(order.swaps).toEqual([])
  })

  it("shows Medusa's refusal for an order whose payment is not captured", async () => {
    const order = orderNo(mock.db, 1030)
    order.payment_status = 'awaiting'
    const run = await runCommand('orders.create-swap', {
      ctx: await onOrder(order.id),
      answers: { returnItems: returnOne(1030), variantIds: mug(), quantities: '1', shippingOptionId: undefined },
    })
    expect(run.outcome).toEqual(failedWith('Cannot swap an order that has not been captured'))
    expect(order.swaps).toEqual([])
  })
})

describe('orders.cancel-swap', () => {
  it('cancels a swap once its return is canceled, without asking which', async () => {
    const swap = seededSwap()
    if (swap.return_order) swap.return_order.status = 'canceled'
    const run = await runCommand('orders.cancel-swap', { ctx: await onSwapOrder() })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.outcome).toEqual(toastOf('Swap canceled', 'Order #1027'))
    expect(swap.canceled_at).not.toBeNull()
  })

  it("shows Medusa's refusal while the swap's return is open", async () => {
    const run = await runCommand('orders.cancel-swap', { given: { orderId: orderNo(mock.db, 1027).id, swapId: seededSwap().id } })
    expect(run.outcome).toEqual(failedWith('Return must be canceled before the swap can be canceled'))
  })
})

describe('orders.fulfill-swap', () => {
  it('fulfills the new items of a confirmed swap', async () => {
    await fulfillSeededSwap()
    const swap = seededSwap()
    expect(swap.fulfillment_status).toBe('fulfilled')
    expect(swap.fulfillments?.[0]?.items?.map((i) => i.quantity)).toEqual([1])
    expect(swap.additional_items?.[0]?.fulfilled_quantity).toBe(1)
  })

  it("shows Medusa's refusal to fulfil it twice", async () => {
    await fulfillSeededSwap()
    const run = await runCommand('orders.fulfill-swap', { given: { orderId: orderNo(mock.db, 1027).id, swapId: seededSwap().id }, answers: { notify: true } })
    expect(run.outcome).toEqual(failedWith('The swap was already fulfilled'))
  })
})

describe('orders.cancel-swap-fulfillment and orders.ship-swap', () => {
  it('cancels the open swap fulfillment, finding swap and fulfillment by themselves', async () => {
    await fulfillSeededSwap()
    const run = await runCommand('orders.cancel-swap-fulfillment', { ctx: await onSwapOrder() })
    expect(run.prompted).toEqual(['confirm'])
    expect(run.outcome).toEqual(toastOf('Swap fulfillment canceled', 'Order #1027'))
    expect(seededSwap()).toMatchObject({ fulfillment_status: 'canceled' })
    expect(seededSwap().additional_items?.[0]?.fulfilled_quantity).toBe(0)
  })

  it('ships it with tracking numbers, after which it cannot be canceled', async () => {
    await fulfillSeededSwap()
    const ctx = await onSwapOrder()
    const run = await runCommand('orders.ship-swap', { ctx, answers: { tracking: 'SW1' } })
    expect(run.outcome).toEqual(toastOf('Swap shipped', 'Order #1027'))
    const swap = seededSwap()
    expect(swap.fulfillment_status).toBe('shipped')
    expect(swap.fulfillments?.[0]?.tracking_links?.map((t) => t.tracking_number)).toEqual(['SW1'])

    const cancel = await runCommand('orders.cancel-swap-fulfillment', {
      given: { orderId: orderNo(mock.db, 1027).id, swapId: swap.id, fulfillmentId: swap.fulfillments?.[0]?.id },
    })
    expect(cancel.outcome).toEqual(failedWith('The fulfillment has already been shipped. Shipped fulfillments cannot be canceled'))
  })

  it("shows Medusa's refusal to ship a canceled swap", async () => {
    await fulfillSeededSwap()
    const swap = seededSwap()
    swap.canceled_at = '2024-06-01T00:00:00.000Z'
    const run = await runCommand('orders.ship-swap', {
      given: { orderId: orderNo(mock.db, 1027).id, swapId: swap.id, fulfillmentId: swap.fulfillments?.[0]?.id },
      answers: { tracking: '' },
    })
    expect(run.outcome).toEqual(failedWith('Canceled swap cannot be fulfilled as shipped'))
  })
})

describe('orders.process-swap-payment', () => {
  it('refunds a negative difference to the customer after saying so', async () => {
    const swap = seededSwap()
    swap.difference_due = -500
    const order = orderNo(mock.db, 1027)
    const run = await runCommand('orders.process-swap-payment', { ctx: await onSwapOrder() })
    expect(run.confirmations).toEqual([`Refund ${formatMoney(500, 'eur')} to the customer?`])
    expect(run.outcome).toEqual(toastOf('Swap payment processed', 'Order #1027'))
    expect(swap.payment_status).toBe('difference_refunded')
    expect(order.refunds?.at(-1)).toMatchObject({ amount: 500, reason: 'swap' })
  })

  it("shows Medusa's refusal for a swap the customer has not confirmed", async () => {
    const order = orderNo(mock.db, 1027)
    const swap = seededSwap()
    swap.confirmed_at = null
    const run = await runCommand('orders.process-swap-payment', { given: { orderId: order.id, swapId: swap.id } })
    expect(run.outcome).toEqual(failedWith("Cannot process a swap that hasn't been confirmed by the customer"))
  })
})
