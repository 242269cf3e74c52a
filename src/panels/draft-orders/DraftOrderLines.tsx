import type { DraftOrder, LineItem } from '@medusajs/client-types'
import { draftLineName } from '@/models/draft-orders/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { LineItemsTable } from '@/panels/shared/LineItemsTable'
import styles from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'

interface LinesProps {
  draft: DraftOrder
  lines: LineItem[]
  currency: string
  /** 'Items', 'Custom items': the heading, and the table's caption with the draft's number. */
  title: string
  empty: string
}

/** One kind of the draft's lines under its heading: a table of them, or what stands for none. */
function LinesSection({ draft, lines, currency, title, empty }: LinesProps) {
  return (
    <Section title={`${title} (${lines.length})`}>
      {lines.length ? (
        <LineItemsTable
          lines={lines}
          caption={`${title} of draft order #${draft.display_id}`}
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
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </Section>
  )
}

/** The draft's lines: the catalog's variants, then custom items (no variant, no discounts). */
export function DraftOrderLines({ draft, currency }: { draft: DraftOrder; currency: string }) {
  const items = draft.cart?.items ?? []
  const variants = items.filter((i) => i.variant_id)
  const custom = items.filter((i) => !i.variant_id)
  return (
    <>
      <LinesSection draft={draft} lines={variants} currency={currency} title="Items" empty="No items yet" />
      <LinesSection draft={draft} lines={custom} currency={currency} title="Custom items" empty="No custom items" />
    </>
  )
}
