import type { ReactNode } from 'react'
import { money } from './format'
import styles from './record-panel.module.css'
import { Section } from './Section'

type Amount = number | null | undefined

/** The totals Medusa computes on a cart, an order and an order edit. */
export type Totals = Partial<Record<'subtotal' | 'discount_total' | 'shipping_total' | 'tax_total' | 'gift_card_total' | 'total', Amount>>

/** What makes up a total, in Medusa's order: its label and its field. */
export const TOTAL_PARTS = [
  ['Subtotal', 'subtotal'],
  ['Discount', 'discount_total'],
  ['Shipping', 'shipping_total'],
  ['Tax', 'tax_total'],
  ['Gift card', 'gift_card_total'],
] as const satisfies ReadonlyArray<readonly [string, keyof Totals]>

export type TotalRow = readonly [label: string, amount: Amount]

/** A record's totals section, headed with the currency its amounts are in. */
export function TotalsSection({ headingId, currency, children }: { headingId?: string; currency: string; children: ReactNode }) {
  return (
    <Section title={`Totals (${currency.toUpperCase()})`} headingId={headingId}>
      {children}
    </Section>
  )
}

interface TotalsListProps {
  totals: Totals | null | undefined
  currency: string
  /** Rows after the total (an order's paid and refunded amounts). */
  after?: readonly TotalRow[]
}

/** The totals as Medusa computed them; discounts and gift cards only when there are some, as what they take off. */
export function TotalsList({ totals, currency, after = [] }: TotalsListProps) {
  const parts = TOTAL_PARTS.flatMap(([label, key]): TotalRow[] => {
    const amount = totals?.[key]
    if (key !== 'discount_total' && key !== 'gift_card_total') return [[label, amount]]
    return amount ? [[label, -amount]] : []
  })
  const row = ([label, amount]: TotalRow, className = styles.totalRow) => (
    <div key={label} className={className}>
      <dt>{label}</dt>
      <dd>{money(amount, currency)}</dd>
    </div>
  )
  return (
    <dl className={styles.totals}>
      {parts.map((part) => row(part))}
      {row(['Total', totals?.total], `${styles.totalRow} ${styles.grandTotal}`)}
      {after.map((extra) => row(extra))}
    </dl>
  )
}
