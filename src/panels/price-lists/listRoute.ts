import type { AdminGetPriceListPaginationParams, PriceList } from '@medusajs/client-types'
import { priceListQueries } from '@/atoms/price-lists/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'
import { filterValue } from '@/panels/shared/table/urlState'

export const PRICE_LIST_FILTER_KEYS = ['status', 'type', 'group'] as const

const isStatus = (v: string | undefined): v is PriceList['status'] => v === 'active' || v === 'draft'
const isType = (v: string | undefined): v is PriceList['type'] => v === 'sale' || v === 'override'

/** The price lists table's URL and requests: newest first, by status, type and customer group. */
export const priceListsRoute = listRoute({
  url: { defaults: { order: '-created_at', limit: 20 }, filterKeys: PRICE_LIST_FILTER_KEYS },
  query: (url): AdminGetPriceListPaginationParams => {
    const status = filterValue(url.filters.status)
    const type = filterValue(url.filters.type)
    const group = filterValue(url.filters.group)
    return {
      ...pageQuery(url),
      status: isStatus(status) ? [status] : undefined,
      type: isType(type) ? [type] : undefined,
      customer_groups: group ? [group] : undefined,
    }
  },
  list: priceListQueries.list,
  detail: priceListQueries.detail,
})
