import type { DraftOrder } from '@medusajs/client-types'
import { Codes, CustomerFacts } from '@/panels/shared/CustomerFacts'
import { money } from '@/panels/shared/format'
import styles from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'
import { TotalsList, TotalsSection } from '@/panels/shared/Totals'

/** How the draft ships: each method with its option and price. */
export function DraftOrderShipping({ draft, currency }: { draft: DraftOrder; currency: string }) {
  const methods = draft.cart?.shipping_methods ?? []
  return (
    <Section title="Shipping">
      {methods.length ? (
        <dl className={styles.facts}>
          {methods.map((m) => (
            <div key={m.id} className={styles.factRow}>
              <dt>{m.shipping_option?.name ?? m.shipping_option_id}</dt>
              <dd>{money(m.price, currency)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.muted}>No shipping method</p>
      )}
    </Section>
  )
}

/** The cart's totals as Medusa computed them, in the region's currency. */
export function DraftOrderTotals({ draft, currency }: { draft: DraftOrder; currency: string }) {
  return (
    <TotalsSection currency={currency}>
      <TotalsList totals={draft.cart} currency={currency} />
    </TotalsSection>
  )
}

/** Who the draft is for, where it goes, and the region and codes it is priced with. */
export function DraftOrderCustomer({ draft }: { draft: DraftOrder }) {
  const cart = draft.cart
  return (
    <Section title="Customer">
      <CustomerFacts
        customer={cart?.customer}
        email={cart?.email}
        shippingAddress={cart?.shipping_address}
        billingAddress={cart?.billing_address}
        region={cart?.region}
      >
        <dt>Discounts</dt>
        <dd>
          <Codes of={cart?.discounts} />
        </dd>
      </CustomerFacts>
    </Section>
  )
}
