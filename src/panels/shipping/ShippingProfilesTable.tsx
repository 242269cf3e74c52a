import type { ShippingProfile } from '@medusajs/client-types'
import { shippingProfileQueries, shippingProfileTableAtom } from '@/atoms/shipping/keys'
import { shippingProfilesSettings } from '@/models/shipping/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel } from '@/panels/shared/table'
import { shippingProfileColumns } from './columns'

/** Settings, shipping profiles: the store's profiles (not paged by Medusa); Enter opens one. */
export const ShippingProfilesTable = defineListPanel({
  area: shippingProfilesSettings,
  kind: 'shipping-profile',
  query: () => ({}),
  listAtom: () => shippingProfileTableAtom,
  rows: (res): readonly ShippingProfile[] => res.shipping_profiles,
  detail: shippingProfileQueries.detail,
  entity: (res) => res.shipping_profile as ShippingProfile,
  paged: false,
  columns: shippingProfileColumns,
  selectable: false,
  rowLabel: (profile) => profile.name,
  emptyText: 'No shipping profiles',
  actions: <CommandButton command="shipping-profiles.create" variant="primary" />,
})
