import type { Fulfillment, Order } from '@medusajs/client-types'
import { StatusBadge } from '@/panels/StatusBadge'
import { dateTime, money } from './format'
import styles from './orders.module.css'

export function trackingNumbers(fulfillment: Fulfillment): string[] {
  return [...(fulfillment.tracking_links ?? []).map((t) => t.tracking_number), ...(fulfillment.tracking_numbers ?? [])]
}

/** One fulfillment: what went out, whether it shipped, and its tracking numbers. */
export function FulfillmentRow({ fulfillment, order }: { fulfillment: Fulfillment; order: Order }) {
  const title = (itemId: string) =>
    [...(order.items ?? []), ...(order.swaps ?? []).flatMap((s) => s.additional_items ?? []), ...(order.claims ?? []).flatMap((c) => c.additional_items ?? [])].find(
      (i) => i.id === itemId,
    )?.title ?? 'Item'
  const tracking = trackingNumbers(fulfillment)
  const state = fulfillment.canceled_at
    ? `Canceled ${dateTime(fulfillment.canceled_at)}`
    : fulfillment.shipped_at
      ? `Shipped ${dateTime(fulfillment.shipped_at)}`
      : 'Not shipped'
  return (
    <li className={styles.block}>
      <div className={styles.row}>
        <strong>Fulfillment {dateTime(fulfillment.created_at)}</strong>
        <span className={styles.muted}>{fulfillment.provider_id}</span>
        <span>{state}</span>
      </div>
      <p className={styles.muted}>{(fulfillment.items ?? []).map((i) => `${title(i.item_id)} × ${i.quantity}`).join(', ') || 'No items'}</p>
      {tracking.length ? (
        <p>
          Tracking:{' '}
          {tracking.map((number) => (
            <code key={number} className={styles.tracking}>
              {number}
            </code>
          ))}
        </p>
      ) : null}
    </li>
  )
}

/** Shipping methods chosen, then every fulfillment of the order with its shipment. */
export function OrderFulfillments({ order }: { order: Order }) {
  const fulfillments = order.fulfillments ?? []
  return (
    <section aria-labelledby="order-fulfillments-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h3 id="order-fulfillments-heading" className={styles.subheading}>
          Fulfillments and shipments
        </h3>
        <StatusBadge status={order.fulfillment_status} />
      </div>
      <p>
        Shipping:{' '}
        {(order.shipping_methods ?? [])
          .map((m) => `${m.shipping_option?.name ?? m.shipping_option_id} (${money(m.price, order.currency_code)})`)
          .join(', ') || <span className={styles.muted}>none</span>}
      </p>
      {fulfillments.length ? (
        <ul className={styles.plainList}>
          {fulfillments.map((f) => (
            <FulfillmentRow key={f.id} fulfillment={f} order={order} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Nothing fulfilled yet</p>
      )}
    </section>
  )
}
