import type { LineItem, OrderEdit, OrderItemChange } from '@medusajs/client-types'
import { lineLabel } from '@/models/order-edits/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DetailTable, type DetailColumn } from '@/panels/shared/DetailTable'
import { LineItemsTable } from '@/panels/shared/LineItemsTable'
import { money } from '@/panels/shared/format'
import styles from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'

const KIND: Record<OrderItemChange['type'], string> = {
  item_add: 'Added',
  item_remove: 'Removed',
  item_update: 'Quantity changed',
}

const CHANGE_COLUMNS: readonly DetailColumn[] = ['Item', 'Change', { label: 'Before', numeric: true }, { label: 'After', numeric: true }]

/** '2 × €19.50 = €39.00', or what stands for no line. */
function Line({ line, currency, absent }: { line: LineItem | null | undefined; currency: string; absent: string }) {
  if (!line) return <span className={styles.muted}>{absent}</span>
  return (
    <span>
      {line.quantity} × {money(line.unit_price, currency)} = {money(line.unit_price * line.quantity, currency)}
    </span>
  )
}

/** Each change as the order had it (before) and as the edit makes it (after). */
export function OrderEditChanges({ edit, currency }: { edit: OrderEdit; currency: string }) {
  const changes = edit.changes ?? []
  return (
    <Section title={`Changes (${changes.length})`}>
      {changes.length ? (
        <DetailTable caption="Changes of the order, before and after the edit" columns={CHANGE_COLUMNS} actions>
          {changes.map((change) => {
            const line = change.line_item ?? change.original_line_item
            const name = line ? lineLabel(line) : change.id
            return (
              <tr key={change.id} data-change={change.type}>
                <th scope="row">{name}</th>
                <td>{KIND[change.type]}</td>
                <td className={`${styles.numeric} ${styles.before}`}>
                  <Line line={change.original_line_item} currency={currency} absent="Not on the order" />
                </td>
                <td className={styles.numeric}>
                  <Line line={change.type === 'item_remove' ? null : change.line_item} currency={currency} absent="Removed" />
                </td>
                <td className={styles.rowActions}>
                  {change.line_item_id ? (
                    <CommandButton
                      command="order-edits.update-item"
                      args={{ orderEditId: edit.id, itemId: change.line_item_id }}
                      label="Quantity"
                      subject={name}
                      variant="ghost"
                    />
                  ) : null}
                  {/* Only an added item is truly undone (Medusa deletes the change with the line it points at). */}
                  {change.type === 'item_add' ? (
                    <CommandButton
                      command="order-edits.delete-change"
                      args={{ orderEditId: edit.id, changeId: change.id }}
                      label="Undo"
                      subject={`${KIND[change.type]} ${name}`}
                      variant="ghost"
                    />
                  ) : null}
                </td>
              </tr>
            )
          })}
        </DetailTable>
      ) : (
        <p className={styles.muted}>No changes yet: add an item, or change or remove one of the order's.</p>
      )}
    </Section>
  )
}

/** The order's lines as the edit leaves them; lines copied from the order can be removed. */
export function OrderEditItems({ edit, currency }: { edit: OrderEdit; currency: string }) {
  const items = edit.items ?? []
  return (
    <Section title={`Items after the edit (${items.length})`}>
      <LineItemsTable
        lines={items}
        caption="Items of the order after the edit"
        currency={currency}
        nameOf={lineLabel}
        totalOf={(item) => item.total ?? item.unit_price * item.quantity}
        actions={(item, name) => {
          const args = { orderEditId: edit.id, itemId: item.id }
          return (
            <>
              <CommandButton command="order-edits.update-item" args={args} label="Quantity" subject={name} variant="ghost" />
              {item.original_item_id ? (
                <>
                  <CommandButton command="order-edits.replace-item" args={args} label="Replace" subject={name} variant="ghost" />
                  <CommandButton command="order-edits.remove-item" args={args} label="Remove" subject={name} variant="ghost" />
                </>
              ) : null}
            </>
          )
        }}
      />
    </Section>
  )
}
