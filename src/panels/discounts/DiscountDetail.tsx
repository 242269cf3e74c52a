import type { Discount } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { discountDetailAtom } from '@/atoms/discounts/keys'
import { allocationText, discountStatus, durationText, ruleText, usageText } from '@/models/discounts/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { DiscountConditions } from './DiscountConditions'
import { DynamicCodes } from './DynamicCodes'
import styles from './discounts.module.css'

const none = <span className={shared.muted}>None</span>

function DiscountPanel({ discount }: { discount: Discount }) {
  const regions = discount.regions ?? []
  return (
    <RecordPanel
      title={discount.code}
      meta={
        <>
          {ruleText(discount)} · {allocationText(discount)} · <StatusBadge status={discountStatus(discount)} />
        </>
      }
      actions={
        <>
          <CommandButton command="discounts.update" label="Edit" />
          {discount.is_disabled ? <CommandButton command="discounts.enable" label="Enable" /> : <CommandButton command="discounts.disable" label="Disable" />}
          <CommandButton command="discounts.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Description</dt>
        <dd>{discount.rule?.description || none}</dd>
        <dt>Starts</dt>
        <dd>{dateTime(discount.starts_at)}</dd>
        <dt>Ends</dt>
        <dd>{discount.ends_at ? dateTime(discount.ends_at) : <span className={shared.muted}>Never</span>}</dd>
        <dt>Used</dt>
        <dd>{discount.usage_limit === null ? `${usageText(discount)} (no limit)` : usageText(discount)}</dd>
        {discount.is_dynamic && (
          <>
            <dt>Each code valid for</dt>
            <dd>{discount.valid_duration ? durationText(discount.valid_duration) : 'Until the discount ends'}</dd>
          </>
        )}
        {discount.parent_discount_id && (
          <>
            <dt>Generated from</dt>
            <dd>{discount.parent_discount?.code ?? 'a dynamic discount'}</dd>
          </>
        )}
      </dl>

      <Section
        title={`Regions (${regions.length})`}
        className={styles.section}
        actions={<CommandButton command="discounts.add-region" args={{ discountId: discount.id }} label="Add region" variant="ghost" />}
      >
        {regions.length ? (
          <ul className={shared.plainList}>
            {regions.map((region) => (
              <li key={region.id} className={styles.regionRow}>
                <span>
                  {region.name} <span className={shared.muted}>{region.currency_code.toUpperCase()}</span>
                </span>
                <CommandButton command="discounts.remove-region" args={{ discountId: discount.id, regionId: region.id }} label="Remove" subject={region.name} variant="ghost" />
              </li>
            ))}
          </ul>
        ) : (
          <p className={shared.muted}>No region: the discount cannot apply anywhere.</p>
        )}
      </Section>

      <DiscountConditions discount={discount} />

      {discount.is_dynamic && !discount.parent_discount_id && <DynamicCodes discount={discount} />}
    </RecordPanel>
  )
}

/** The discount panel: rule, validity, usage, regions, conditions and, for a dynamic one, its codes. */
export function DiscountDetail({ id }: { id: string }) {
  const detail = useAtomValue(discountDetailAtom(id))
  return (
    <RecordDetail noun="discount" kind="discount" id={id} query={detail} entity={detail.data?.discount as Discount | undefined}>
      {(discount) => <DiscountPanel discount={discount} />}
    </RecordDetail>
  )
}
