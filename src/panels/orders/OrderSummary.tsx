import type { Order } from '@medusajs/client-types'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Codes, CustomerFacts } from '@/panels/shared/CustomerFacts'
import shared from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'
import { TotalsList, TotalsSection, type TotalRow } from '@/panels/shared/Totals'

/** Who ordered, where it goes and where it was sold. */
export function OrderCustomer({ order }: { order: Order }) {
  return (
    <Section
      title="Customer"
      actions={
        <>
          <CommandButton command="orders.update" label="Edit" variant="ghost" />
          {order.customer_id ? <CommandButton command="orders.open-customer" label="Open customer" variant="ghost" /> : null}
        </>
      }
    >
      <CustomerFacts
        customer={order.customer}
        email={order.email}
        shippingAddress={order.shipping_address}
        billingAddress={order.billing_address}
        region={order.region}
      >
        <dt>Sales channel</dt>
        <dd>{order.sales_channel?.name ?? <span className={shared.muted}>None</span>}</dd>
        <dt>Discounts</dt>
        <dd>
          <Codes of={order.discounts} />
        </dd>
        <dt>Gift cards</dt>
        <dd>
          <Codes of={order.gift_cards} />
        </dd>
      </CustomerFacts>
    </Section>
  )
}

/** The order's totals as Medusa computed them, in the order's currency, then what was paid and refunded. */
export function OrderTotals({ order }: { order: Order }) {
  const payments: TotalRow[] = [['Paid', order.paid_total]]
  if (order.refunded_total) payments.push(['Refunded', -order.refunded_total])
  payments.push(['Refundable', order.refundable_amount])
  return (
    <TotalsSection headingId="order-totals-heading" currency={order.currency_code}>
      <TotalsList totals={order} currency={order.currency_code} after={payments} />
    </TotalsSection>
  )
}
