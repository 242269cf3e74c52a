import type { Order } from '@medusajs/client-types'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { dateTime, money } from '@/panels/shared/format'
import { Section } from '@/panels/shared/Section'
import styles from './orders.module.css'

/** Payments (authorised, captured, canceled) and the refunds made against them. */
export function OrderPayments({ order }: { order: Order }) {
  const currency = order.currency_code
  const payments = order.payments ?? []
  const refunds = order.refunds ?? []
  return (
    <Section title="Payments and refunds" actions={<StatusBadge status={order.payment_status} />}>
      {payments.length === 0 && refunds.length === 0 ? <p className={shared.muted}>No payments yet</p> : null}
      <ul className={shared.plainList}>
        {payments.map((p) => (
          <li key={p.id} className={styles.row}>
            <strong>{money(p.amount, p.currency_code)}</strong>
            <span className={shared.muted}>via {p.provider_id}</span>
            <span>
              {p.canceled_at ? `Canceled ${dateTime(p.canceled_at)}` : p.captured_at ? `Captured ${dateTime(p.captured_at)}` : 'Authorised, not captured'}
            </span>
            {p.amount_refunded ? <span className={shared.muted}>{money(p.amount_refunded, p.currency_code)} refunded</span> : null}
          </li>
        ))}
        {refunds.map((r) => (
          <li key={r.id} className={styles.row}>
            <strong>Refund {money(r.amount, currency)}</strong>
            <span className={shared.muted}>{r.reason}</span>
            <span>{dateTime(r.created_at)}</span>
            {r.note ? <span className={shared.muted}>“{r.note}”</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
