import type { DraftOrder, LineItem } from '@medusajs/client-types'
import { CommandButton } from '@/panels/shared/CommandButton'
import { LineItemsTable } from '@/panels/shared/LineItemsTable'
import styles from '@/panels/shared/record-panel.module.css'

/** A draft line's name: a variant's title and option values; a custom item's title alone. */
const draftLineName = (item: LineItem) => (item.variant_id && item.description ? `${item.title} · ${item.description}` : item.title)

function LinesTable({ draft, lines, caption, currency }: { draft: DraftOrder; lines: LineItem[]; caption: string; currency: string }) {
  return (
    <LineItemsTable
      lines={lines}
      caption={caption}
      currency={currency}
      nameOf={draftLineName}
      totalOf={(item) => item.unit_price * item.quantity}
      thumbnails
      actions={(item, name) => {
        const args = { draftOrderId: draft.id, itemId: item.id }
        return (
          <>
            <CommandButton command="draft-orders.update-item" args={args} label="Quantity" subject={name} variant="ghost" />
            <CommandButton command="draft-orders.remove-item" args={args} label="Remove" subject={name} variant="ghost" />
          </>
        )
      }}
    />
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
