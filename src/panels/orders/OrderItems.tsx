import type { Order } from '@medusajs/client-types'
import shared from '@/panels/shared/record-panel.module.css'
import { money } from '@/panels/shared/format'
import { DetailTable, type DetailColumn } from '@/panels/shared/DetailTable'
import { Section } from '@/panels/shared/Section'

const COLUMNS: readonly DetailColumn[] = [
  'Item',
  'SKU',
  { label: 'Price', numeric: true },
  { label: 'Qty', numeric: true },
  { label: <abbr title="Fulfilled / shipped / returned">F / S / R</abbr>, numeric: true },
  { label: 'Total', numeric: true },
]

/** The order's line items: price, quantities fulfilled, shipped and returned, line total. */
export function OrderItems({ order }: { order: Order }) {
  const currency = order.currency_code
  const items = order.items ?? []
  return (
    <Section title={`Items (${items.length})`}>
      <DetailTable caption={`Items of order #${order.display_id}`} columns={COLUMNS}>
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
      </DetailTable>
    </Section>
  )
}
