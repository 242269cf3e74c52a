import type { Order, OrderEdit } from '@medusajs/client-types'
import { money } from '@/panels/shared/format'
import styles from '@/panels/shared/record-panel.module.css'
import { TOTAL_PARTS, TotalsSection } from '@/panels/shared/Totals'

// Every part, even a zero one: a change may bring a discount or a gift card in or take it out.
const ROWS = [...TOTAL_PARTS, ['Total', 'total']] as const

const signed = (amount: number, currency: string) => (amount > 0 ? `+${money(amount, currency)}` : money(amount, currency))

/** The order's totals (before) beside the edit's (after), as Medusa computes both. */
export function OrderEditTotals({ edit, order, currency }: { edit: OrderEdit; order: Order | undefined; currency: string }) {
  return (
    <TotalsSection headingId="order-edit-totals-heading" currency={currency}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>Totals before and after the edit</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={styles.srOnly}>Total</span>
            </th>
            <th scope="col" className={styles.numeric}>Before</th>
            <th scope="col" className={styles.numeric}>After</th>
            <th scope="col" className={styles.numeric}>Difference</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, key]) => {
            const before = order?.[key]
            const after = edit[key]
            const both = typeof before === 'number' && typeof after === 'number'
            return (
              <tr key={key} className={key === 'total' ? styles.grandTotal : undefined}>
                <th scope="row">{label}</th>
                <td className={`${styles.numeric} ${styles.before}`}>{money(before, currency)}</td>
                <td className={styles.numeric}>{money(after, currency)}</td>
                <td className={styles.numeric}>{both ? signed(after - before, currency) : '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p>
        Difference due: <strong>{typeof edit.difference_due === 'number' ? signed(edit.difference_due, currency) : '—'}</strong>
      </p>
    </TotalsSection>
  )
}
