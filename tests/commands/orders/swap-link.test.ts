import type { Swap } from '@medusajs/client-types'
import { describe, expect, it } from 'vitest'
import { isAvailable } from '@/commands/core/define'
import { NO_SWAP_LINK_TEMPLATE } from '@/commands/orders/swap-link'
import { commandOf, runCommand } from '../harness'
import { failedWith, onOrder, orderNo, withOrderStore } from './harness'

const mock = withOrderStore()

/** #1027's swap, made to owe a difference the customer has not paid (its cart is where they pay). */
function owingSwap(): Swap {
  const swap = orderNo(mock.db, 1027).swaps?.[0]
  if (!swap) throw new Error('#1027 has a swap')
  return Object.assign(swap, { difference_due: 1500, payment_status: 'not_paid', cart_id: 'cart_swap_1027', canceled_at: null })
}

describe('orders.copy-swap-payment-link', () => {
  it('is offered on an order whose swap owes a difference, not on one without', async () => {
    owingSwap()
    expect(commandOf('orders.copy-swap-payment-link')).toMatchObject({ title: 'Copy difference payment link', group: 'Order swaps' })
    expect(isAvailable(commandOf('orders.copy-swap-payment-link'), await onOrder(orderNo(mock.db, 1027).id))).toBe(true)
    expect(isAvailable(commandOf('orders.copy-swap-payment-link'), await onOrder(orderNo(mock.db, 1042).id))).toBe(false)
  })

  it('copies the store’s swap link template with the swap’s cart, naming the amount due', async () => {
    owingSwap()
    mock.db.store.swap_link_template = 'https://shop.example.com/swap?cart={cart_id}'
    const run = await runCommand('orders.copy-swap-payment-link', { ctx: await onOrder(orderNo(mock.db, 1027).id) })
    expect(run.prompted).toEqual([])
    expect(run.outcome).toMatchObject({ status: 'done', result: { type: 'copy', text: 'https://shop.example.com/swap?cart=cart_swap_1027' } })
    expect(run.outcome).toMatchObject({ result: { title: expect.stringMatching(/^Difference payment link \(.+\) of order #1027$/) } })
  })

  it('refuses with where to set it when the store has no swap link template', async () => {
    owingSwap()
    mock.db.store.swap_link_template = null
    const run = await runCommand('orders.copy-swap-payment-link', { ctx: await onOrder(orderNo(mock.db, 1027).id) })
    expect(run.outcome).toEqual(failedWith(NO_SWAP_LINK_TEMPLATE))
  })
})
