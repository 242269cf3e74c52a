import type { Region, ShippingOption } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { storeDetailAtom } from '@/atoms/core/store'
import { regionDetailAtom, regionUsageAtom } from '@/atoms/regions/keys'
import { regionOutboundOptionsAtom, regionReturnOptionsAtom, regionSetupNotice, regionSetupReport, regionTaxRateCountAtom } from '@/atoms/regions/setup'
import { operatorMessage } from '@/atoms/core/errors'
import type { RegionWithUsage } from '@/models/regions/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { money } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'

const none = <span className={shared.muted}>None</span>

/** "Can this region sell?": one line from the same reads as the command, refetched when any of them changes. */
function SetupLine({ region }: { region: Region }) {
  const store = useAtomValue(storeDetailAtom)
  const outbound = useAtomValue(regionOutboundOptionsAtom(region.id))
  const returns = useAtomValue(regionReturnOptionsAtom(region.id))
  const taxRates = useAtomValue(regionTaxRateCountAtom(region.id))
  const failed = store.error ?? outbound.error ?? returns.error ?? taxRates.error
  if (failed) return <p role="alert">Could not check whether {region.name} can sell: {operatorMessage(failed)}</p>
  if (!store.data || !outbound.data || !returns.data || taxRates.data === undefined) return <p role="status">Checking whether {region.name} can sell…</p>
  const report = regionSetupReport({
    region,
    store: store.data.store,
    shippingOptions: [...outbound.data.shipping_options, ...returns.data.shipping_options],
    taxRateCount: taxRates.data,
  })
  return (
    <p role="status" aria-label="Can this region sell?">
      <StatusBadge status={report.canSell ? 'can sell' : 'cannot sell'} /> {regionSetupNotice(report)}
    </p>
  )
}

function optionLine(option: ShippingOption, currency: string) {
  const price = option.price_type === 'calculated' ? 'calculated' : typeof option.amount === 'number' ? money(option.amount, currency) : 'no price'
  return `${option.name} · ${price}${option.admin_only ? ' · admin only' : ''}`
}

function ShippingOptions({ region }: { region: Region }) {
  const outbound = useAtomValue(regionOutboundOptionsAtom(region.id)).data?.shipping_options ?? []
  const returns = useAtomValue(regionReturnOptionsAtom(region.id)).data?.shipping_options ?? []
  return (
    <Section title="Shipping options">
      <dl className={shared.facts}>
        <dt>To customers</dt>
        <dd>{outbound.length ? outbound.map((o) => optionLine(o, region.currency_code)).join('; ') : none}</dd>
        <dt>Returns</dt>
        <dd>{returns.length ? returns.map((o) => optionLine(o, region.currency_code)).join('; ') : none}</dd>
      </dl>
    </Section>
  )
}

function RegionPanel({ region }: { region: Region }) {
  const countries = region.countries ?? []
  return (
    <RecordPanel
      title={region.name}
      meta={`${region.currency_code.toUpperCase()} · ${region.tax_rate} % tax`}
      actions={
        <>
          <CommandButton command="regions.check-setup" label="Check region setup" />
          <CommandButton command="regions.edit" label="Edit" />
          <CommandButton command="regions.edit-tax-settings" label="Edit tax settings" />
          <CommandButton command="regions.add-country" label="Add country" />
          <CommandButton command="regions.remove-country" label="Remove country" disabled={countries.length === 0} />
          <CommandButton command="regions.add-payment-provider" label="Add payment provider" />
          <CommandButton command="regions.remove-payment-provider" label="Remove payment provider" disabled={!region.payment_providers?.length} />
          <CommandButton command="regions.add-fulfillment-provider" label="Add fulfillment provider" />
          <CommandButton command="regions.remove-fulfillment-provider" label="Remove fulfillment provider" disabled={!region.fulfillment_providers?.length} />
          <CommandButton command="regions.delete" label="Delete" />
        </>
      }
    >
      <SetupLine region={region} />
      <dl className={shared.facts}>
        <dt>Currency</dt>
        <dd>{region.currency_code.toUpperCase()}</dd>
        <dt>Tax rate</dt>
        <dd>{region.tax_rate} %</dd>
        <dt>Tax code</dt>
        <dd>{region.tax_code || none}</dd>
        <dt>Prices include tax</dt>
        <dd>{region.includes_tax ? 'Yes' : 'No'}</dd>
        <dt>Tax provider</dt>
        <dd>{region.tax_provider_id ?? 'System tax provider'}</dd>
        <dt>Automatic taxes</dt>
        <dd>{region.automatic_taxes ? 'Yes' : 'No: at checkout completion'}</dd>
        <dt>Gift cards taxable</dt>
        <dd>{region.gift_cards_taxable ? 'Yes' : 'No'}</dd>
        <dt>Countries</dt>
        <dd>{countries.length ? countries.map((c) => c.display_name).join(', ') : none}</dd>
        <dt>Payment providers</dt>
        <dd>{region.payment_providers?.length ? region.payment_providers.map((p) => p.id).join(', ') : none}</dd>
        <dt>Fulfillment providers</dt>
        <dd>{region.fulfillment_providers?.length ? region.fulfillment_providers.map((p) => p.id).join(', ') : none}</dd>
      </dl>
      <ShippingOptions region={region} />
    </RecordPanel>
  )
}

/** One region: its settings, whether a customer there can check out, and its shipping options. */
export function RegionDetail({ id }: { id: string }) {
  const detail = useAtomValue(regionDetailAtom(id))
  const usage = useAtomValue(regionUsageAtom(id)).data
  const region = detail.data?.region
  // The delete question warns about what uses the region: the focus carries what the API told.
  const entity = useMemo<RegionWithUsage | undefined>(() => (region ? { ...region, usage } : undefined), [region, usage])
  return (
    <RecordDetail noun="region" kind="region" id={id} query={detail} entity={entity}>
      {(r) => <RegionPanel region={r} />}
    </RecordDetail>
  )
}
