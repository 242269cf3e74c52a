import type { AdminGetPriceListPaginationParams, PriceList } from '@medusajs/client-types'
import { priceListQueries } from '@/atoms/price-lists/keys'
import { listRoute } from '@/panels/shared/table/listRoute'
import { filterValue } from '@/panels/shared/table/urlState'

export const PRICE_LIST_FILTER_KEYS = ['status', 'type', 'group'] as const

const isStatus = (v: string | undefined): v is PriceList['status'] => v === 'active' || v === 'draft'
const isType = (v: string | undefined): v is PriceList['type'] => v === 'sale' || v === 'override'

/** The price lists table's URL and requests: newest first, by status, type and customer group. */
export const priceListsRoute = listRoute({
  url: { defaults: { order: '-created_at', limit: 20 }, filterKeys: PRICE_LIST_FILTER_KEYS },
  query: ({ query: { limit, offset, order, q }, filters }): AdminGetPriceListPaginationParams => {
    const status = filterValue(filters.status)
    const type = filterValue(filters.type)
    const group = filterValue(filters.group)
    return {
      limit,
      offset,
      order,
      q: q || undefined,
      status: isStatus(status) ? [status] : undefined,
      type: isType(type) ? [type] : undefined,
      customer_groups: group ? [group] : undefined,
    }
  },
  list: priceListQueries.list,
  detail: priceListQueries.detail,
})
