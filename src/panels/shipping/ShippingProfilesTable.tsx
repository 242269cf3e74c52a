import { shippingProfileQueries, shippingProfileTableAtom } from '@/atoms/shipping/keys'
import { shippingProfilesSettings } from '@/models/shipping/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { shippingProfileColumns } from './columns'

/** Settings, shipping profiles: the store's profiles (not paged by Medusa); Enter opens one. */
export const ShippingProfilesTable = defineListPanel({
  area: shippingProfilesSettings,
  ...medusaRecords('shipping-profile', () => shippingProfileTableAtom, shippingProfileQueries.detail),
  query: () => ({}),
  paged: false,
  columns: shippingProfileColumns,
  selectable: false,
  rowLabel: (profile) => profile.name,
  emptyText: 'No shipping profiles',
  actions: <CommandButton command="shipping-profiles.create" variant="primary" />,
})
