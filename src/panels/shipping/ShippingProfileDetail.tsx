import type { ShippingProfile } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { shippingProfileDetailAtom } from '@/atoms/shipping/keys'
import { counted } from '@/models/core/text'
import { productsNav } from '@/models/products/area'
import { shippingOptionsSettings } from '@/models/shipping/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { ListSection } from '@/panels/shared/ListSection'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'

function ShippingProfilePanel({ profile }: { profile: ShippingProfile }) {
  const products = profile.products ?? []
  const options = (profile.shipping_options ?? []).filter((o) => !o.deleted_at)
  return (
    <RecordPanel
      title={profile.name}
      meta={`${counted(products.length, 'product')} · ${counted(options.length, 'shipping option')}`}
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
      <ListSection
        title="Shipping options"
        items={options.map((o) => ({
          id: o.id,
          name: (
            <>
              <Link to={shippingOptionsSettings.routes.record(o.id)}>{o.name}</Link>
              {o.is_return ? <span className={shared.muted}> · return</span> : null}
            </>
          ),
        }))}
        empty="No shipping option uses this profile"
      />
      <ListSection
        title="Products"
        items={products.map((p) => ({ id: p.id, name: <Link to={productsNav.routes.record(p.id)}>{p.title}</Link> }))}
        empty="No product ships with this profile"
      />
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
