import type { ShippingProfile } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { shippingProfileDetailAtom } from '@/atoms/shipping/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'

function ShippingProfilePanel({ profile }: { profile: ShippingProfile }) {
  const products = profile.products ?? []
  const options = (profile.shipping_options ?? []).filter((o) => !o.deleted_at)
  return (
    <RecordPanel
      title={profile.name}
      meta={`${products.length} product${products.length === 1 ? '' : 's'} · ${options.length} shipping option${options.length === 1 ? '' : 's'}`}
      badges={<StatusBadge status={profile.type} />}
      actions={
        <>
          <CommandButton command="shipping-profiles.edit" label="Edit" />
          <CommandButton command="shipping-profiles.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Type</dt>
        <dd>{profile.type.replace('_', ' ')}</dd>
        <dt>Updated</dt>
        <dd>{dateTime(profile.updated_at)}</dd>
      </dl>
      <section className={shared.section} aria-labelledby="profile-options-heading">
        <h3 id="profile-options-heading" className={shared.subheading}>
          Shipping options ({options.length})
        </h3>
        {options.length ? (
          <ul>
            {options.map((o) => (
              <li key={o.id}>
                <Link to={`/a/settings/shipping-options/${o.id}`}>{o.name}</Link>
                {o.is_return ? <span className={shared.muted}> · return</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={shared.muted}>No shipping option uses this profile</p>
        )}
      </section>
      <section className={shared.section} aria-labelledby="profile-products-heading">
        <h3 id="profile-products-heading" className={shared.subheading}>
          Products ({products.length})
        </h3>
        {products.length ? (
          <ul>
            {products.map((p) => (
              <li key={p.id}>
                <Link to={`/a/products/${p.id}`}>{p.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={shared.muted}>No product ships with this profile</p>
        )}
      </section>
    </RecordPanel>
  )
}

/** One shipping profile: the products that ship with it and its shipping options. */
export function ShippingProfileDetail({ id }: { id: string }) {
  const detail = useAtomValue(shippingProfileDetailAtom(id))
  return (
    <RecordDetail noun="shipping profile" kind="shipping-profile" id={id} query={detail} entity={detail.data?.shipping_profile as ShippingProfile | undefined}>
      {(profile) => <ShippingProfilePanel profile={profile} />}
    </RecordDetail>
  )
}
