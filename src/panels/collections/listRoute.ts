import { collectionQueries, NEWEST_FIRST } from '@/atoms/collections/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'

/**
 * The collections table's URL and requests: newest first (the order Medusa's store list answers in
 * without joining every product), sorted and searched on the server.
 */
export const collectionsRoute = listRoute({
  url: { defaults: { order: NEWEST_FIRST, limit: 20 } },
  query: pageQuery,
  list: collectionQueries.page,
  detail: collectionQueries.detail,
})
