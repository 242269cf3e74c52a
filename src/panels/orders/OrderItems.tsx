import type { Order } from '@medusajs/client-types'
import { money } from './format'
import styles from './orders.module.css'

/** The order's line items: price, quantities fulfilled, shipped and returned, line total. */
export function OrderItems({ order }: { order: Order }) {
  const currency = order.currency_code
  const items = order.items ?? []
  return (
    <section aria-labelledby="order-items-heading" className={styles.section}>
      <h3 id="order-items-heading" className={styles.subheading}>
        Items ({items.length})
      </h3>
      <table className={styles.table}>
        <caption className={styles.srOnly}>Items of order #{order.display_id}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col" className={styles.numeric}>Price</th>
            <th scope="col" className={styles.numeric}>Qty</th>
            <th scope="col" className={styles.numeric}>
              <abbr title="Fulfilled / shipped / returned">F / S / R</abbr>
            </th>
            <th scope="col" className={styles.numeric}>Total</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <span className={styles.itemCell}>
                  {item.thumbnail ? <img src={item.thumbnail} alt="" className={styles.thumb} loading="lazy" /> : null}
                  <span>
                    {item.title}
                    {item.description ? <span className={styles.muted}> · {item.description}</span> : null}
                  </span>
                </span>
              </th>
              <td className={styles.muted}>{item.variant?.sku ?? '—'}</td>
              <td className={styles.numeric}>{money(item.unit_price, currency)}</td>
              <td className={styles.numeric}>{item.quantity}</td>
              <td className={styles.numeric}>
                {item.fulfilled_quantity ?? 0} / {item.shipped_quantity ?? 0} / {item.returned_quantity ?? 0}
              </td>
              <td className={styles.numeric}>{money(item.subtotal ?? item.unit_price * item.quantity, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
