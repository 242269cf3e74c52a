import type { Fulfillment, Order } from '@medusajs/client-types'
import type { CommandId } from '@/commands/index'
import { trackingNumbersOf } from '@/models/orders/format'
import { allLines, isOpenFulfillment } from '@/models/orders/rules'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { dateTime, money } from '@/panels/shared/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import styles from './orders.module.css'

/** The ship and cancel commands of a fulfillment, by whose it is: the order's, a swap's or a claim's. */
function fulfillmentCommands(fulfillment: Fulfillment): { ship: CommandId; cancel: CommandId; cancelLabel: string; args: Record<string, string> } {
  const fulfillmentId = fulfillment.id
  if (fulfillment.swap_id) {
    const args = { swapId: fulfillment.swap_id, fulfillmentId }
    return { ship: 'orders.ship-swap', cancel: 'orders.cancel-swap-fulfillment', cancelLabel: 'Cancel', args }
  }
  if (fulfillment.claim_order_id) {
    const args = { claimId: fulfillment.claim_order_id, fulfillmentId }
    return { ship: 'orders.ship-claim', cancel: 'orders.cancel-claim-fulfillment', cancelLabel: 'Cancel', args }
  }
  return { ship: 'orders.create-shipment', cancel: 'orders.cancel-fulfillment', cancelLabel: 'Cancel fulfillment', args: { fulfillmentId } }
}

/** Ship and Cancel for a fulfillment that has neither shipped nor been canceled. */
function FulfillmentActions({ fulfillment }: { fulfillment: Fulfillment }) {
  if (!isOpenFulfillment(fulfillment)) return null
  const { ship, cancel, cancelLabel, args } = fulfillmentCommands(fulfillment)
  const subject = `fulfillment of ${dateTime(fulfillment.created_at)}`
  return (
    <span className={styles.rowActions}>
      <CommandButton command={ship} args={args} label="Ship" subject={subject} variant="ghost" />
      <CommandButton command={cancel} args={args} label={cancelLabel} subject={subject} variant="ghost" />
    </span>
  )
}

/** One fulfillment: what went out, whether it shipped, and its tracking numbers. */
export function FulfillmentRow({ fulfillment, order }: { fulfillment: Fulfillment; order: Order }) {
  const title = (itemId: string) => allLines(order).find((i) => i.id === itemId)?.title ?? 'Item'
  const tracking = trackingNumbersOf(fulfillment)
  const state = fulfillment.canceled_at
    ? `Canceled ${dateTime(fulfillment.canceled_at)}`
    : fulfillment.shipped_at
      ? `Shipped ${dateTime(fulfillment.shipped_at)}`
      : 'Not shipped'
  return (
    <li className={styles.block}>
      <div className={styles.row}>
        <strong>Fulfillment {dateTime(fulfillment.created_at)}</strong>
        <span className={shared.muted}>{fulfillment.provider_id}</span>
        <span>{state}</span>
        <FulfillmentActions fulfillment={fulfillment} />
      </div>
      <p className={shared.muted}>{(fulfillment.items ?? []).map((i) => `${title(i.item_id)} × ${i.quantity}`).join(', ') || 'No items'}</p>
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
    <Section title="Fulfillments and shipments" actions={<StatusBadge status={order.fulfillment_status} />}>
      <p className={styles.row}>
        <span>Shipping:</span>
        {(order.shipping_methods ?? [])
          .map((m) => `${m.shipping_option?.name ?? m.shipping_option_id} (${money(m.price, order.currency_code)})`)
          .join(', ') || <span className={shared.muted}>none</span>}
        <CommandButton command="orders.add-shipping-method" variant="ghost" />
      </p>
      {fulfillments.length ? (
        <ul className={shared.plainList}>
          {fulfillments.map((f) => (
            <FulfillmentRow key={f.id} fulfillment={f} order={order} />
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>Nothing fulfilled yet</p>
      )}
    </Section>
  )
}
