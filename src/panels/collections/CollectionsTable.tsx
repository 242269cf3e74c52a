import { collectionListAtom } from '@/atoms/collections/keys'
import { collectionsNav } from '@/models/collections/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords } from '@/panels/shared/table'
import { collectionColumns } from './columns'
import { collectionsRoute } from './listRoute'

/** The collections table: server-side paging, sorting and search (title or handle), all in the URL. */
export const CollectionsTable = defineListPanel({
  area: collectionsNav,
  ...medusaRecords('collection', collectionListAtom, collectionsRoute.detail),
  url: collectionsRoute.url,
  query: collectionsRoute.query,
  columns: collectionColumns,
  searchLabel: 'Search collections by title or handle',
  emptyText: { empty: 'No collections yet', filtered: 'No collection has a title or handle like this' },
  actions: <CommandButton command="collections.create" variant="primary" />,
})
