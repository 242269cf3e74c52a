import type { AdminGetOrdersParams } from '@medusajs/client-types'
import { filterValues, type FilterValue, type TableQuery, type TableUrlStateOptions } from '@/panels/shared/table/urlState'

/** URL keys of the orders table's filters; the date bounds keep Medusa's bracket names. */
export const ORDER_FILTER_KEYS = [
  'status',
  'payment_status',
  'fulfillment_status',
  'region_id',
  'sales_channel_id',
  'created_at[gt]',
  'created_at[lt]',
  'email',
] as const

/** The orders table's URL: newest first, these filters. */
export const ORDERS_URL = { defaults: { order: '-created_at' }, filterKeys: ORDER_FILTER_KEYS } satisfies TableUrlStateOptions

const asList = filterValues
const asOne = (value: FilterValue | undefined): string | undefined => asList(value)?.[0]

/** The table's URL filters as Medusa's list query (`created_at[gt]` and `[lt]` become one range). */
export function ordersQuery(query: TableQuery, filters: Record<string, FilterValue>): AdminGetOrdersParams {
  const after = asOne(filters['created_at[gt]'])
  const before = asOne(filters['created_at[lt]'])
  return {
    limit: query.limit,
    offset: query.offset,
    order: query.order,
    q: query.q || undefined,
    status: asList(filters.status) as AdminGetOrdersParams['status'],
    payment_status: asList(filters.payment_status) as AdminGetOrdersParams['payment_status'],
    fulfillment_status: asList(filters.fulfillment_status) as AdminGetOrdersParams['fulfillment_status'],
    region_id: asList(filters.region_id),
    sales_channel_id: asList(filters.sales_channel_id),
    email: asOne(filters.email),
    created_at: after || before ? { gt: after, lt: before } : undefined,
  }
}
