import type { DraftOrder, LineItem } from '@medusajs/client-types'
import { CommandButton } from '@/panels/CommandButton'
import { money } from '@/panels/orders/format'
import styles from '../record-panel.module.css'

function LinesTable({ draft, lines, caption, currency }: { draft: DraftOrder; lines: LineItem[]; caption: string; currency: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={styles.numeric}>Price</th>
          <th scope="col" className={styles.numeric}>Qty</th>
          <th scope="col" className={styles.numeric}>Total</th>
          <th scope="col">
            <span className={styles.srOnly}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((item) => {
          const name = item.variant_id && item.description ? `${item.title} · ${item.description}` : item.title
          const args = { draftOrderId: draft.id, itemId: item.id }
          return (
            <tr key={item.id}>
              <th scope="row">
                <span className={styles.itemCell}>
                  {item.thumbnail ? <img src={item.thumbnail} alt="" className={styles.thumb} loading="lazy" /> : null}
                  <span>{name}</span>
                </span>
              </th>
              <td className={styles.numeric}>{money(item.unit_price, currency)}</td>
              <td className={styles.numeric}>{item.quantity}</td>
              <td className={styles.numeric}>{money(item.unit_price * item.quantity, currency)}</td>
              <td className={styles.rowActions}>
                <CommandButton command="draft-orders.update-item" args={args} label="Quantity" subject={name} variant="ghost" />
                <CommandButton command="draft-orders.remove-item" args={args} label="Remove" subject={name} variant="ghost" />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** The draft's lines: the catalog's variants, then custom items (no variant, no discounts). */
export function DraftOrderLines({ draft, currency }: { draft: DraftOrder; currency: string }) {
  const items = draft.cart?.items ?? []
  const variants = items.filter((i) => i.variant_id)
  const custom = items.filter((i) => !i.variant_id)
  return (
    <>
      <section aria-labelledby="draft-items-heading" className={styles.section}>
        <h3 id="draft-items-heading" className={styles.subheading}>
          Items ({variants.length})
        </h3>
        {variants.length ? (
          <LinesTable draft={draft} lines={variants} caption={`Items of draft order #${draft.display_id}`} currency={currency} />
        ) : (
          <p className={styles.muted}>No items yet</p>
        )}
      </section>
      <section aria-labelledby="draft-custom-heading" className={styles.section}>
        <h3 id="draft-custom-heading" className={styles.subheading}>
          Custom items ({custom.length})
        </h3>
        {custom.length ? (
          <LinesTable draft={draft} lines={custom} caption={`Custom items of draft order #${draft.display_id}`} currency={currency} />
        ) : (
          <p className={styles.muted}>No custom items</p>
        )}
      </section>
    </>
  )
}
