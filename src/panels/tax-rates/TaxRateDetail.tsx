import type { TaxRate } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { taxRateDetailAtom } from '@/atoms/tax-rates/keys'
import type { CommandId } from '@/commands/index'
import { productsNav } from '@/models/products/area'
import { shippingOptionsSettings } from '@/models/shipping/area'
import { percent } from '@/models/tax-rates/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { ListSection, type ListSectionItem } from '@/panels/shared/ListSection'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'

interface AppliesToProps {
  title: string
  items: readonly ListSectionItem[]
  add: CommandId
  remove: CommandId
  empty: string
}

/** One list of what the rate applies to, with its add and remove commands. */
function AppliesTo({ title, items, add, remove, empty }: AppliesToProps) {
  const actions = (
    <>
      <CommandButton command={add} label="Add" variant="ghost" />
      {items.length ? <CommandButton command={remove} label="Remove" variant="ghost" /> : null}
    </>
  )
  return <ListSection title={title} items={items} empty={empty} actions={actions} />
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
        title="Products"
        items={(rate.products ?? []).map((p) => ({ id: p.id, name: <Link to={productsNav.routes.record(p.id)}>{p.title}</Link> }))}
        add="tax-rates.add-products"
        remove="tax-rates.remove-products"
        empty="No product: add some here or from a selection in the products table"
      />
      <AppliesTo
        title="Product types"
        items={(rate.product_types ?? []).map((t) => ({ id: t.id, name: t.value }))}
        add="tax-rates.add-product-types"
        remove="tax-rates.remove-product-types"
        empty="No product type"
      />
      <AppliesTo
        title="Shipping options"
        items={(rate.shipping_options ?? []).map((o) => ({ id: o.id, name: <Link to={shippingOptionsSettings.routes.record(o.id)}>{o.name}</Link> }))}
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
