import type { Address, Order } from '@medusajs/client-types'
import shared from '@/panels/shared/record-panel.module.css'
import { money, personName } from './format'
import { CommandButton } from '@/panels/shared/CommandButton'

/** An address as a block of lines; shared with the draft order panel. */
export function AddressBlock({ address }: { address: Address | null | undefined }) {
  if (!address) return <span className={shared.muted}>None</span>
  const lines = [
    [personName(address), address.company].filter(Boolean).join(', '),
    address.address_1,
    address.address_2,
    [address.postal_code, address.city, address.province].filter(Boolean).join(' '),
    address.country?.display_name ?? address.country_code?.toUpperCase(),
    address.phone,
  ].filter(Boolean)
  return (
    <address className={shared.address}>
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  )
}

/** Who ordered, where it goes and where it was sold. */
export function OrderCustomer({ order }: { order: Order }) {
  const none = <span className={shared.muted}>None</span>
  return (
    <section aria-labelledby="order-customer-heading" className={shared.section}>
      <div className={shared.sectionHeader}>
        <h3 id="order-customer-heading" className={shared.subheading}>
          Customer
        </h3>
        <CommandButton command="orders.update" label="Edit" variant="ghost" />
      </div>
      <dl className={shared.facts}>
        <dt>Name</dt>
        <dd>{personName(order.customer) || none}</dd>
        <dt>Email</dt>
        <dd>{order.email}</dd>
        {order.customer?.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{order.customer.phone}</dd>
          </>
        ) : null}
        <dt>Shipping address</dt>
        <dd>
          <AddressBlock address={order.shipping_address} />
        </dd>
        <dt>Billing address</dt>
        <dd>
          <AddressBlock address={order.billing_address} />
        </dd>
        <dt>Region</dt>
        <dd>{order.region?.name ?? none}</dd>
        <dt>Sales channel</dt>
        <dd>{order.sales_channel?.name ?? none}</dd>
        <dt>Discounts</dt>
        <dd>{order.discounts?.length ? order.discounts.map((d) => d.code).join(', ') : none}</dd>
        <dt>Gift cards</dt>
        <dd>{order.gift_cards?.length ? order.gift_cards.map((g) => g.code).join(', ') : none}</dd>
      </dl>
    </section>
  )
}

/** The order's totals as Medusa computed them, in the order's currency. */
export function OrderTotals({ order }: { order: Order }) {
  const currency = order.currency_code
  // Discounts and gift cards only when the order has them; they are shown as what they take off.
  const rows: Array<[string, number | null | undefined]> = [['Subtotal', order.subtotal]]
  if (order.discount_total) rows.push(['Discount', -order.discount_total])
  rows.push(['Shipping', order.shipping_total], ['Tax', order.tax_total])
  if (order.gift_card_total) rows.push(['Gift card', -order.gift_card_total])
  return (
    <section aria-labelledby="order-totals-heading" className={shared.section}>
      <h3 id="order-totals-heading" className={shared.subheading}>
        Totals ({currency.toUpperCase()})
      </h3>
      <dl className={shared.totals}>
        {rows.map(([label, amount]) => (
          <div key={label} className={shared.totalRow}>
            <dt>{label}</dt>
            <dd>{money(amount, currency)}</dd>
          </div>
        ))}
        <div className={`${shared.totalRow} ${shared.grandTotal}`}>
          <dt>Total</dt>
          <dd>{money(order.total, currency)}</dd>
        </div>
        <div className={shared.totalRow}>
          <dt>Paid</dt>
          <dd>{money(order.paid_total, currency)}</dd>
        </div>
        {order.refunded_total ? (
          <div className={shared.totalRow}>
            <dt>Refunded</dt>
            <dd>{money(-order.refunded_total, currency)}</dd>
          </div>
        ) : null}
        <div className={shared.totalRow}>
          <dt>Refundable</dt>
          <dd>{money(order.refundable_amount, currency)}</dd>
        </div>
      </dl>
    </section>
  )
}
