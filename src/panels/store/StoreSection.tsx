import type { AdminExtendedStoresRes, FulfillmentProvider, Store } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { focusAtom } from '@/atoms/core/context'
import { featureFlagsFrom, storeDetailAtom } from '@/atoms/core/store'
import { paymentProvidersAtom, taxProvidersAtom } from '@/atoms/store/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { CommandButton } from '@/panels/shared/CommandButton'
import shared from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'
import { SettingsPage } from '@/panels/settings/SettingsPage'
import { CurrenciesTable } from './CurrenciesTable'

const none = <span className={shared.muted}>None</span>

function StoreDetails({ store }: { store: Store }) {
  return (
    <Section title="Store details" level={2} actions={<CommandButton command="store.edit" label="Edit store details" />}>
      <dl className={shared.facts}>
        <dt>Name</dt>
        <dd>{store.name}</dd>
        <dt>Default currency</dt>
        <dd>{store.default_currency_code.toUpperCase()}</dd>
        <dt>Swap link template</dt>
        <dd>{store.swap_link_template || none}</dd>
        <dt>Payment link template</dt>
        <dd>{store.payment_link_template || none}</dd>
        <dt>Invite link template</dt>
        <dd>{store.invite_link_template || none}</dd>
      </dl>
    </Section>
  )
}

const names = (list: Array<{ id: string; is_installed?: boolean }> | undefined) =>
  list?.length ? list.map((p) => (p.is_installed === false ? `${p.id} (not installed)` : p.id)).join(', ') : none

type ExtendedStore = AdminExtendedStoresRes['store']

function Providers({ store }: { store: ExtendedStore }) {
  const payment = useAtomValue(paymentProvidersAtom)
  const tax = useAtomValue(taxProvidersAtom)
  // client-types types this list as one provider; the server answers an array.
  const fulfillment = store.fulfillment_providers as unknown as FulfillmentProvider[] | undefined
  return (
    <Section title="Providers" level={2}>
      <dl className={shared.facts}>
        <dt>Payment</dt>
        <dd>{payment.error ? operatorMessage(payment.error) : payment.data ? names(payment.data.payment_providers) : 'Loading…'}</dd>
        <dt>Fulfillment</dt>
        <dd>{names(fulfillment)}</dd>
        <dt>Tax</dt>
        <dd>{tax.error ? operatorMessage(tax.error) : tax.data ? (tax.data.tax_providers.length ? names(tax.data.tax_providers) : 'Medusa’s built-in tax calculation') : 'Loading…'}</dd>
      </dl>
    </Section>
  )
}

/** Feature flags gate features (SPEC §6); they are switched on the server (MEDUSA_FF_<KEY>), not here. */
function FeatureFlags({ store }: { store: ExtendedStore }) {
  const flags = Object.entries(featureFlagsFrom(store.feature_flags)).sort(([a], [b]) => a.localeCompare(b))
  return (
    <Section title="Feature flags" level={2}>
      <p className={shared.muted}>Read only: the server’s MEDUSA_FF_&lt;KEY&gt; settings switch them.</p>
      <dl className={shared.facts}>
        {flags.map(([key, on]) => (
          <div key={key} className={shared.factRow}>
            <dt>{key}</dt>
            <dd>{on ? 'On' : 'Off'}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/** The store's settings section: its details, its currencies, the providers installed and its feature flags. */
export default function StoreSection() {
  const query = useAtomValue(storeDetailAtom)
  const setFocus = useSetAtom(focusAtom)
  const store = query.data?.store
  useEffect(() => {
    if (store) setFocus((f) => (f?.kind === 'currency' ? f : { kind: 'store', id: store.id, entity: store }))
  }, [store, setFocus])
  useEffect(() => () => setFocus((f) => (f?.kind === 'store' || f?.kind === 'currency' ? null : f)), [setFocus])
  return (
    <SettingsPage title="Store" className={shared.panel}>
      {query.error ? <p role="alert">{operatorMessage(query.error)}</p> : null}
      {store ? (
        <>
          <StoreDetails store={store} />
          <CurrenciesTable />
          <Providers store={store} />
          <FeatureFlags store={store} />
        </>
      ) : query.isPending ? (
        <p role="status">Loading the store…</p>
      ) : null}
    </SettingsPage>
  )
}
