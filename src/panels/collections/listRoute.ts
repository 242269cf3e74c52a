import { collectionQueries } from '@/atoms/collections/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'

/** The collections table's URL and requests: by title, searched on the server. */
export const collectionsRoute = listRoute({
  url: { defaults: { order: 'title', limit: 20 } },
  query: pageQuery,
  list: collectionQueries.list,
  detail: collectionQueries.detail,
})
