import type { Order } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { orderDetailAtom, orderExchangesAtom, withExchanges } from '@/atoms/orders/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime, money, personName } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { OrderFulfillments } from './OrderFulfillments'
import { OrderItems } from './OrderItems'
import { OrderPayments } from './OrderPayments'
import { OrderEdits, OrderReturns } from './OrderReturns'
import { OrderCustomer, OrderTotals } from './OrderSummary'
import { OrderTimeline } from './OrderTimeline'
import { OrderAllocation } from '@/panels/reservations/OrderAllocation'

/** The order actions: registered commands, each enabled as its `when` decides. */
const ACTIONS = [
  'orders.capture',
  'orders.refund',
  'orders.create-fulfillment',
  'orders.create-shipment',
  'orders.request-return',
  'orders.create-swap',
  'orders.create-claim',
  'order-edits.create',
  'orders.complete',
  'orders.archive',
  'orders.cancel',
] as const

function OrderPanel({ order }: { order: Order }) {
  return (
    <RecordPanel
      title={`Order #${order.display_id}`}
      meta={`${dateTime(order.created_at)} · ${personName(order.customer) || order.email} · ${money(order.total, order.currency_code)}`}
      badges={
        <>
          <StatusBadge status={order.status} />
          <StatusBadge status={order.payment_status} />
          <StatusBadge status={order.fulfillment_status} />
        </>
      }
      actions={ACTIONS.map((command) => (
        <CommandButton key={command} command={command} />
      ))}
    >
      <OrderTotals order={order} />
      <OrderItems order={order} />
      <OrderAllocation order={order} />
      <OrderCustomer order={order} />
      <OrderPayments order={order} />
      <OrderFulfillments order={order} />
      <OrderReturns order={order} />
      <OrderEdits order={order} />
      <OrderTimeline order={order} />
    </RecordPanel>
  )
}

/**
 * The order panel, each action a registered command: the order in one request, its returns, swaps,
 * claims and edits in a second one once it has painted.
 */
export function OrderDetail({ id }: { id: string }) {
  const detail = useAtomValue(orderDetailAtom(id))
  const exchangesQuery = useAtomValue(orderExchangesAtom(id))
  const exchanges = exchangesQuery.data?.order
  const core = detail.data?.order
  const order = useMemo(() => core && withExchanges(core, exchanges), [core, exchanges])
  // A command started before the exchanges answer waits for them: "Fulfill swap" takes the only swap.
  const partial = !exchanges && !exchangesQuery.error
  return (
    <RecordDetail noun="order" kind="order" id={id} query={detail} entity={order} partial={partial}>
      {(order) => <OrderPanel order={order} />}
    </RecordDetail>
  )
}
