import type { ShippingOption } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { featureFlagsAtom } from '@/atoms/core/store'
import { shippingOptionDetailAtom } from '@/atoms/shipping/keys'
import { fulfillmentName, requirementOf } from '@/models/shipping/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime, money } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { optionPrice } from './columns'

function ShippingOptionPanel({ option }: { option: ShippingOption }) {
  const currency = option.region?.currency_code ?? 'eur'
  // includes_tax is a field of Medusa's shipping options only with the tax_inclusive_pricing flag.
  const taxInclusive = useAtomValue(featureFlagsAtom).tax_inclusive_pricing === true
  const min = requirementOf(option, 'min_subtotal')
  const max = requirementOf(option, 'max_subtotal')
  const none = <span className={shared.muted}>None</span>
  return (
    <RecordPanel
      title={option.name}
      meta={`${option.region?.name ?? 'Region'} · ${optionPrice(option)}`}
      badges={
        <>
          <StatusBadge status={option.is_return ? 'return' : 'outbound'} />
          {option.admin_only ? <StatusBadge status="admin only" /> : null}
        </>
      }
      actions={
        <>
          <CommandButton command="shipping-options.edit" label="Edit" />
          <CommandButton command="shipping-options.toggle-admin-only" label="Toggle admin only" />
          {taxInclusive ? <CommandButton command="shipping-options.set-includes-tax" label="Price includes tax" /> : null}
          <CommandButton command="shipping-options.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Region</dt>
        <dd>{option.region?.name ?? '—'}</dd>
        <dt>Provider</dt>
        <dd>{[option.provider_id, fulfillmentName({ data: option.data })].filter(Boolean).join(' · ')}</dd>
        <dt>Price type</dt>
        <dd>{option.price_type === 'flat_rate' ? 'Flat rate' : 'Calculated'}</dd>
        <dt>Price</dt>
        <dd>{optionPrice(option)}</dd>
        <dt>Minimum cart subtotal</dt>
        <dd>{min ? money(min.amount, currency) : none}</dd>
        <dt>Maximum cart subtotal</dt>
        <dd>{max ? money(max.amount, currency) : none}</dd>
        <dt>Admin only</dt>
        <dd>{option.admin_only ? 'Yes: hidden from the storefront' : 'No'}</dd>
        <dt>Return option</dt>
        <dd>{option.is_return ? 'Yes' : 'No'}</dd>
        {taxInclusive ? (
          <>
            <dt>Price includes tax</dt>
            <dd>{option.includes_tax ? 'Yes' : 'No'}</dd>
          </>
        ) : null}
        <dt>Shipping profile</dt>
        <dd>{option.profile?.name ?? '—'}</dd>
        <dt>Updated</dt>
        <dd>{dateTime(option.updated_at)}</dd>
      </dl>
    </RecordPanel>
  )
}

/** One shipping option: its price, requirements and where it shows. */
export function ShippingOptionDetail({ id }: { id: string }) {
  const detail = useAtomValue(shippingOptionDetailAtom(id))
  return (
    <RecordDetail noun="shipping option" kind="shipping-option" id={id} query={detail} entity={detail.data?.shipping_option as ShippingOption | undefined}>
      {(option) => <ShippingOptionPanel option={option} />}
    </RecordDetail>
  )
}
