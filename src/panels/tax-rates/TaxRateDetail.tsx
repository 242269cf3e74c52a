import type { TaxRate } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { taxRateDetailAtom } from '@/atoms/tax-rates/keys'
import { percent } from '@/commands/tax-rates/entity'
import type { CommandId } from '@/commands/index'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'

interface AppliesToProps {
  id: string
  title: string
  items: ReadonlyArray<{ id: string; name: ReactNode }>
  add: CommandId
  remove: CommandId
  empty: string
}

/** One list of what the rate applies to, with its add and remove commands. */
function AppliesTo({ id, title, items, add, remove, empty }: AppliesToProps) {
  return (
    <section className={shared.section} aria-labelledby={`${id}-heading`}>
      <div className={shared.sectionHeader}>
        <h3 id={`${id}-heading`} className={shared.subheading}>
          {title} ({items.length})
        </h3>
        <CommandButton command={add} label="Add" variant="ghost" />
        {items.length ? <CommandButton command={remove} label="Remove" variant="ghost" /> : null}
      </div>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      ) : (
        <p className={shared.muted}>{empty}</p>
      )}
    </section>
  )
}

function TaxRatePanel({ rate }: { rate: TaxRate }) {
  return (
    <RecordPanel
      title={rate.name}
      meta={`${rate.code ?? 'No code'} · ${percent(rate.rate)} · ${rate.region?.name ?? 'Region'}`}
      actions={
        <>
          <CommandButton command="tax-rates.edit" label="Edit" />
          <CommandButton command="tax-rates.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Rate</dt>
        <dd>{percent(rate.rate)}</dd>
        <dt>Code</dt>
        <dd>{rate.code ?? '—'}</dd>
        <dt>Region</dt>
        <dd>{rate.region?.name ?? '—'}</dd>
        <dt>Updated</dt>
        <dd>{dateTime(rate.updated_at)}</dd>
      </dl>
      <AppliesTo
        id="rate-products"
        title="Products"
        items={(rate.products ?? []).map((p) => ({ id: p.id, name: <Link to={`/a/products/${p.id}`}>{p.title}</Link> }))}
        add="tax-rates.add-products"
        remove="tax-rates.remove-products"
        empty="No product: add some here or from a selection in the products table"
      />
      <AppliesTo
        id="rate-types"
        title="Product types"
        items={(rate.product_types ?? []).map((t) => ({ id: t.id, name: t.value }))}
        add="tax-rates.add-product-types"
        remove="tax-rates.remove-product-types"
        empty="No product type"
      />
      <AppliesTo
        id="rate-options"
        title="Shipping options"
        items={(rate.shipping_options ?? []).map((o) => ({ id: o.id, name: <Link to={`/a/settings/shipping-options/${o.id}`}>{o.name}</Link> }))}
        add="tax-rates.add-shipping-options"
        remove="tax-rates.remove-shipping-options"
        empty="No shipping option"
      />
    </RecordPanel>
  )
}

/** One tax rate: its percentage and what it applies to instead of the region's default rate. */
export function TaxRateDetail({ id }: { id: string }) {
  const detail = useAtomValue(taxRateDetailAtom(id))
  return (
    <RecordDetail noun="tax rate" kind="tax-rate" id={id} query={detail} entity={detail.data?.tax_rate as TaxRate | undefined}>
      {(rate) => <TaxRatePanel rate={rate} />}
    </RecordDetail>
  )
}
