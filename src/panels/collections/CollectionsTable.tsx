import type { AdminGetCollectionsParams } from '@medusajs/client-types'
import { collectionListAtom, collectionQueries, type CountedCollection } from '@/atoms/collections/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { collectionColumns } from './columns'

/** The collections table: server-side paging, sorting and search (title or handle), all in the URL. */
export function CollectionsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'collection',
    basePath: '/a/collections',
    url: { defaults: { order: 'title', limit: 20 }, filterKeys: [] },
    query: ({ query: { limit, offset, order, q } }): AdminGetCollectionsParams => ({ limit, offset, order, q: q || undefined }),
    listAtom: collectionListAtom,
    rows: (res): readonly CountedCollection[] => res.collections,
    detail: collectionQueries.detail,
    entity: (res) => res.collection,
    detailOpen,
  })

  return (
    <ListPanel id="collections" title="Collections" actions={<CommandButton command="collections.create" variant="primary" />}>
      <DataTable<CountedCollection>
        id="collections"
        label="Collections"
        columns={collectionColumns}
        emptyText={url.query.q ? 'No collection has a title or handle like this' : 'No collections yet'}
        searchLabel="Search collections by title or handle"
        {...table}
      />
    </ListPanel>
  )
}
