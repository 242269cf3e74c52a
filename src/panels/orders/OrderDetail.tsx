import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { isMedusaApiError } from '@/api/client'
import { focusAtom } from '@/atoms/core/context'
import { orderDetailAtom } from '@/atoms/orders/keys'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { dateTime, money, personName } from './format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { OrderFulfillments } from './OrderFulfillments'
import { OrderItems } from './OrderItems'
import { OrderPayments } from './OrderPayments'
import { OrderEdits, OrderReturns } from './OrderReturns'
import styles from './orders.module.css'
import { OrderCustomer, OrderTotals } from './OrderSummary'
import { OrderTimeline } from './OrderTimeline'

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

/** The order panel: everything about one order in one request, each action a registered command. */
export function OrderDetail({ id }: { id: string }) {
  const detail = useAtomValue(orderDetailAtom(id))
  const setFocus = useSetAtom(focusAtom)
  const order = detail.data?.order

  useEffect(() => {
    setFocus({ kind: 'order', id, entity: order })
    return () => setFocus(null)
  }, [id, order, setFocus])

  if (detail.error) {
    // A server failure loading page data is the 500 page's job; a missing order is not.
    if (!isMedusaApiError(detail.error) || (detail.error.status ?? 500) >= 500) throw detail.error
    return (
      <div className={shared.detail} role="alert">
        <h2 className={shared.heading}>{detail.error.status === 404 ? 'Order not found' : 'Order could not be loaded'}</h2>
        <p>{detail.error.message}</p>
      </div>
    )
  }
  if (!order) {
    return (
      <div className={shared.detail} role="status">
        Loading order…
      </div>
    )
  }

  return (
    <article className={shared.detail} aria-labelledby="order-title">
      <header>
        <h2 id="order-title" className={shared.heading}>
          Order #{order.display_id}
        </h2>
        <p className={shared.muted}>
          {dateTime(order.created_at)} · {personName(order.customer) || order.email} · {money(order.total, order.currency_code)}
        </p>
        <p className={shared.badges}>
          <StatusBadge status={order.status} />
          <StatusBadge status={order.payment_status} />
          <StatusBadge status={order.fulfillment_status} />
        </p>
      </header>
      <div className={styles.actions} role="toolbar" aria-label="Order actions">
        {ACTIONS.map((command) => (
          <CommandButton key={command} command={command} />
        ))}
      </div>
      <OrderTotals order={order} />
      <OrderItems order={order} />
      <OrderCustomer order={order} />
      <OrderPayments order={order} />
      <OrderFulfillments order={order} />
      <OrderReturns order={order} />
      <OrderEdits order={order} />
      <OrderTimeline order={order} />
    </article>
  )
}
