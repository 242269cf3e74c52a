import type { ShippingProfile } from '@medusajs/client-types'
import { shippingProfileQueries, shippingProfileTableAtom } from '@/atoms/shipping/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { shippingProfileColumns } from './columns'

/** /a/settings/shipping-profiles: the store's profiles (not paged by Medusa); Enter opens one. */
export function ShippingProfilesTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { table } = useListPanel({
    kind: 'shipping-profile',
    basePath: '/a/settings/shipping-profiles',
    url: { filterKeys: [] },
    query: () => ({}),
    listAtom: () => shippingProfileTableAtom,
    rows: (res): readonly ShippingProfile[] => res.shipping_profiles,
    detail: shippingProfileQueries.detail,
    entity: (res) => res.shipping_profile as ShippingProfile,
    detailOpen,
  })
  return (
    <ListPanel id="shipping-profiles" title="Shipping profiles" actions={<CommandButton command="shipping-profiles.create" variant="primary" />}>
      <DataTable<ShippingProfile>
        id="shipping-profiles"
        label="Shipping profiles"
        columns={shippingProfileColumns}
        selectable={false}
        emptyText="No shipping profiles"
        rowLabel={(profile) => profile.name}
        {...table}
        onSearchChange={undefined}
        onPaginationChange={undefined}
        limit={Math.max(table.rows.length, 1)}
        pageSizes={[Math.max(table.rows.length, 1)]}
      />
    </ListPanel>
  )
}
