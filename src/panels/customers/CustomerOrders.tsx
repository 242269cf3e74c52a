import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { customerOrdersAtom, CUSTOMER_ORDERS_PAGE } from '@/atoms/customers/keys'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dateOnly, money } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'

/** The customer's latest orders, a link each; the whole list opens in the orders table filtered by email. */
export function CustomerOrders({ customerId, email }: { customerId: string; email: string }) {
  const result = useAtomValue(customerOrdersAtom({ customerId, offset: 0 }))
  const orders = result.data?.orders ?? []
  const count = result.data?.count ?? 0
  return (
    <section aria-labelledby="customer-orders-heading" className={shared.section}>
      <div className={shared.sectionHeader}>
        <h3 id="customer-orders-heading" className={shared.subheading}>
          Orders{result.data ? ` (${count})` : ''}
        </h3>
        {count > CUSTOMER_ORDERS_PAGE ? (
          <Link className={shared.link} to={`/a/orders?email=${encodeURIComponent(email)}`}>
            All {count} orders
          </Link>
        ) : null}
      </div>
      {result.error ? (
        <p role="alert">{result.error.message}</p>
      ) : result.isPending ? (
        <p className={shared.muted}>Loading orders…</p>
      ) : orders.length === 0 ? (
        <p className={shared.muted}>No orders yet</p>
      ) : (
        <table className={shared.table}>
          <caption className={shared.srOnly}>Latest orders of {email}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Payment</th>
              <th scope="col">Fulfillment</th>
              <th scope="col" className={shared.numeric}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link className={shared.link} to={`/a/orders/${order.id}`}>
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
          </tbody>
        </table>
      )}
    </section>
  )
}
