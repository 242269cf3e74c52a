import type { AdminGetRegionsParams, Region } from '@medusajs/client-types'
import { regionListAtom, regionQueries } from '@/atoms/regions/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { regionColumns } from './columns'

/** /a/settings/regions: the store's regions (Enter opens one), searched by name on the server. */
export function RegionsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'region',
    basePath: '/a/settings/regions',
    url: { defaults: { order: 'name' }, filterKeys: [] },
    query: ({ query: { limit, offset, order, q } }): AdminGetRegionsParams => ({ limit, offset, order, q: q || undefined }),
    listAtom: regionListAtom,
    rows: (res): readonly Region[] => res.regions,
    detail: regionQueries.detail,
    entity: (res) => res.region,
    detailOpen,
  })
  return (
    <ListPanel id="regions" title="Regions" actions={<CommandButton command="regions.create" variant="primary" />}>
      <DataTable<Region>
        id="regions"
        label="Regions"
        columns={regionColumns}
        selectable={false}
        emptyText={url.query.q ? 'No region matches this search' : 'No regions yet'}
        searchLabel="Search regions by name"
        rowLabel={(region) => region.name}
        {...table}
      />
    </ListPanel>
  )
}
