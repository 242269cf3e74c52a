import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { customerOrdersAtom, CUSTOMER_ORDERS_PAGE } from '@/atoms/customers/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { ordersNav } from '@/models/orders/area'
import { grouped } from '@/models/core/text'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dateOnly, money } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { DetailTable, type DetailColumn } from '@/panels/shared/DetailTable'
import { Section } from '@/panels/shared/Section'

const COLUMNS: readonly DetailColumn[] = ['Order', 'Date', 'Payment', 'Fulfillment', { label: 'Total', numeric: true }]

/** The customer's latest orders, a link each; the whole list opens in the orders table filtered by email. */
export function CustomerOrders({ customerId, email }: { customerId: string; email: string }) {
  const result = useAtomValue(customerOrdersAtom({ customerId, offset: 0 }))
  const orders = result.data?.orders ?? []
  const count = result.data?.count ?? 0
  return (
    <Section
      title={`Orders${result.data ? ` (${grouped(count)})` : ''}`}
      actions={
        count > CUSTOMER_ORDERS_PAGE ? (
          <Link className={shared.link} to={ordersNav.routes.list({ email })}>
            All {grouped(count)} orders
          </Link>
        ) : null
      }
    >
      {result.error ? (
        <p role="alert">{operatorMessage(result.error)}</p>
      ) : result.isPending ? (
        <p className={shared.muted}>Loading orders…</p>
      ) : orders.length === 0 ? (
        <p className={shared.muted}>No orders yet</p>
      ) : (
        <DetailTable caption={`Latest orders of ${email}`} columns={COLUMNS}>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link className={shared.link} to={ordersNav.routes.record(order.id)}>
                  #{order.display_id}
                </Link>
              </th>
              <td>{dateOnly(order.created_at)}</td>
              <td>
                <StatusBadge status={order.payment_status} />
              </td>
              <td>
                <StatusBadge status={order.fulfillment_status} />
              </td>
              <td className={shared.numeric}>{money(order.total, order.currency_code)}</td>
            </tr>
          ))}
        </DetailTable>
      )}
    </Section>
  )
}
