import type { Discount, DiscountCondition } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { discountConditionAtom } from '@/atoms/discounts/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { resourceName } from '@/models/discounts/conditions'
import { conditionText } from '@/models/discounts/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './discounts.module.css'

/** One condition: its operator and its resources by name (the condition fetched with them expanded). */
function ConditionRow({ discount, condition }: { discount: Discount; condition: DiscountCondition }) {
  const query = useAtomValue(discountConditionAtom({ id: discount.id, conditionId: condition.id, type: condition.type }))
  const held = (query.data?.discount_condition[condition.type] ?? []) as { id: string }[]
  const title = conditionText(condition)
  const args = { discountId: discount.id, conditionId: condition.id }
  return (
    <li className={styles.condition}>
      <div className={shared.sectionHeader}>
        <strong>{title}</strong>
        <span className={shared.rowActions}>
          <CommandButton command="discounts.add-condition-resources" args={args} label="Add" subject={title} variant="ghost" />
          <CommandButton command="discounts.remove-condition-resources" args={args} label="Remove" subject={title} variant="ghost" />
          <CommandButton command="discounts.delete-condition" args={args} label="Delete" subject={title} variant="ghost" />
        </span>
      </div>
      {query.error ? (
        <p role="alert">{operatorMessage(query.error)}</p>
      ) : query.data ? (
        <p>{held.length ? held.map((r) => resourceName(condition.type, r)).join(', ') : <span className={shared.muted}>Nothing yet</span>}</p>
      ) : (
        <p className={shared.muted} role="status">
          Loading…
        </p>
      )}
    </li>
  )
}

export function DiscountConditions({ discount }: { discount: Discount }) {
  const conditions = discount.rule?.conditions ?? []
  return (
    <Section
      title={`Conditions (${conditions.length})`}
      className={styles.section}
      actions={<CommandButton command="discounts.add-condition" args={{ discountId: discount.id }} label="Add condition" variant="ghost" />}
    >
      {conditions.length ? (
        <ul className={shared.plainList}>
          {conditions.map((c) => (
            <ConditionRow key={c.id} discount={discount} condition={c} />
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>None: the discount applies to every product and customer.</p>
      )}
    </Section>
  )
}
