import type { DraftOrder } from '@medusajs/client-types'
import { money, personName } from '@/panels/orders/format'
import { AddressBlock } from '@/panels/orders/OrderSummary'
import styles from '@/panels/shared/record-panel.module.css'

/** How the draft ships: each method with its option and price. */
export function DraftOrderShipping({ draft, currency }: { draft: DraftOrder; currency: string }) {
  const methods = draft.cart?.shipping_methods ?? []
  return (
    <section aria-labelledby="draft-shipping-heading" className={styles.section}>
      <h3 id="draft-shipping-heading" className={styles.subheading}>
        Shipping
      </h3>
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
    </section>
  )
}

/** The cart's totals as Medusa computed them, in the region's currency. */
export function DraftOrderTotals({ draft, currency }: { draft: DraftOrder; currency: string }) {
  const cart = draft.cart
  const rows: Array<[string, number | null | undefined]> = [['Subtotal', cart?.subtotal]]
  if (cart?.discount_total) rows.push(['Discount', -cart.discount_total])
  rows.push(['Shipping', cart?.shipping_total], ['Tax', cart?.tax_total])
  if (cart?.gift_card_total) rows.push(['Gift card', -cart.gift_card_total])
  return (
    <section aria-labelledby="draft-totals-heading" className={styles.section}>
      <h3 id="draft-totals-heading" className={styles.subheading}>
        Totals ({currency.toUpperCase()})
      </h3>
      <dl className={styles.totals}>
        {rows.map(([label, amount]) => (
          <div key={label} className={styles.totalRow}>
            <dt>{label}</dt>
            <dd>{money(amount, currency)}</dd>
          </div>
        ))}
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>Total</dt>
          <dd>{money(cart?.total, currency)}</dd>
        </div>
      </dl>
    </section>
  )
}

/** Who the draft is for, where it goes, and the region and codes it is priced with. */
export function DraftOrderCustomer({ draft }: { draft: DraftOrder }) {
  const cart = draft.cart
  const none = <span className={styles.muted}>None</span>
  return (
    <section aria-labelledby="draft-customer-heading" className={styles.section}>
      <h3 id="draft-customer-heading" className={styles.subheading}>
        Customer
      </h3>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{personName(cart?.customer) || none}</dd>
        <dt>Email</dt>
        <dd>{cart?.email || none}</dd>
        {cart?.customer?.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{cart.customer.phone}</dd>
          </>
        ) : null}
        <dt>Shipping address</dt>
        <dd>
          <AddressBlock address={cart?.shipping_address} />
        </dd>
        <dt>Billing address</dt>
        <dd>
          <AddressBlock address={cart?.billing_address} />
        </dd>
        <dt>Region</dt>
        <dd>{cart?.region?.name ?? none}</dd>
        <dt>Discounts</dt>
        <dd>{cart?.discounts?.length ? cart.discounts.map((d) => d.code).join(', ') : none}</dd>
      </dl>
    </section>
  )
}
