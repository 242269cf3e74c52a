import { customerGroupQueries } from '@/atoms/customer-groups/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'

/** The customer groups table's URL and requests: by name, searched on the server. */
export const customerGroupsRoute = listRoute({
  url: { defaults: { order: 'name', limit: 20 } },
  query: pageQuery,
  list: customerGroupQueries.list,
  detail: customerGroupQueries.detail,
})
