import type { Order } from '@medusajs/client-types'
import shared from '@/panels/shared/record-panel.module.css'
import { money } from '@/panels/shared/format'

/** The order's line items: price, quantities fulfilled, shipped and returned, line total. */
export function OrderItems({ order }: { order: Order }) {
  const currency = order.currency_code
  const items = order.items ?? []
  return (
    <section aria-labelledby="order-items-heading" className={shared.section}>
      <h3 id="order-items-heading" className={shared.subheading}>
        Items ({items.length})
      </h3>
      <table className={shared.table}>
        <caption className={shared.srOnly}>Items of order #{order.display_id}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">SKU</th>
            <th scope="col" className={shared.numeric}>Price</th>
            <th scope="col" className={shared.numeric}>Qty</th>
            <th scope="col" className={shared.numeric}>
              <abbr title="Fulfilled / shipped / returned">F / S / R</abbr>
            </th>
            <th scope="col" className={shared.numeric}>Total</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <span className={shared.itemCell}>
                  {item.thumbnail ? <img src={item.thumbnail} alt="" className={shared.thumb} loading="lazy" /> : null}
                  <span>
                    {item.title}
                    {item.description ? <span className={shared.muted}> · {item.description}</span> : null}
                  </span>
                </span>
              </th>
              <td className={shared.muted}>{item.variant?.sku ?? '—'}</td>
              <td className={shared.numeric}>{money(item.unit_price, currency)}</td>
              <td className={shared.numeric}>{item.quantity}</td>
              <td className={shared.numeric}>
                {item.fulfilled_quantity ?? 0} / {item.shipped_quantity ?? 0} / {item.returned_quantity ?? 0}
              </td>
              <td className={shared.numeric}>{money(item.subtotal ?? item.unit_price * item.quantity, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
