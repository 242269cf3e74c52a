import { regionListAtom, regionQueries } from '@/atoms/regions/keys'
import { regionsSettings } from '@/models/regions/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords, pageQuery } from '@/panels/shared/table'
import { regionColumns } from './columns'

/** Settings, regions: the store's regions (Enter opens one), searched by name on the server. */
export const RegionsTable = defineListPanel({
  area: regionsSettings,
  ...medusaRecords('region', regionListAtom, regionQueries.detail),
  url: { defaults: { order: 'name' } },
  query: pageQuery,
  columns: regionColumns,
  selectable: false,
  rowLabel: (region) => region.name,
  searchLabel: 'Search regions by name',
  emptyText: { empty: 'No regions yet', filtered: 'No region matches this search' },
  actions: <CommandButton command="regions.create" variant="primary" />,
})
