import type { Order, OrderEdit } from '@medusajs/client-types'
import { money } from '@/panels/shared/format'
import styles from '@/panels/shared/record-panel.module.css'
import { DetailTable, type DetailColumn } from '@/panels/shared/DetailTable'
import { TOTAL_PARTS, TotalsSection } from '@/panels/shared/Totals'

// Every part, even a zero one: a change may bring a discount or a gift card in or take it out.
const ROWS = [...TOTAL_PARTS, ['Total', 'total']] as const

const COLUMNS: readonly DetailColumn[] = [
  { label: <span className={styles.srOnly}>Total</span> },
  { label: 'Before', numeric: true },
  { label: 'After', numeric: true },
  { label: 'Difference', numeric: true },
]

const signed = (amount: number, currency: string) => (amount > 0 ? `+${money(amount, currency)}` : money(amount, currency))

/** The order's totals (before) beside the edit's (after), as Medusa computes both. */
export function OrderEditTotals({ edit, order, currency }: { edit: OrderEdit; order: Order | undefined; currency: string }) {
  return (
    <TotalsSection currency={currency}>
      <DetailTable caption="Totals before and after the edit" columns={COLUMNS}>
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
      </DetailTable>
      <p>
        Difference due: <strong>{typeof edit.difference_due === 'number' ? signed(edit.difference_due, currency) : '—'}</strong>
      </p>
    </TotalsSection>
  )
}
