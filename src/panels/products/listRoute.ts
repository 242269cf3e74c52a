import type { AdminGetProductsParams } from '@medusajs/client-types'
import { productQueries } from '@/atoms/products/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'
import { filterValues } from '@/panels/shared/table/urlState'

export const PRODUCT_FILTER_KEYS = ['status', 'collection_id', 'category_id', 'tags', 'type_id', 'sales_channel_id'] as const

/** The products table's URL and requests: newest first, by status, collection, category, tag, type and channel. */
export const productsRoute = listRoute({
  url: { defaults: { order: '-created_at' }, filterKeys: PRODUCT_FILTER_KEYS },
  query: (url): AdminGetProductsParams => ({
    ...pageQuery(url),
    status: filterValues(url.filters.status) as AdminGetProductsParams['status'],
    collection_id: filterValues(url.filters.collection_id),
    category_id: filterValues(url.filters.category_id),
    tags: filterValues(url.filters.tags),
    type_id: filterValues(url.filters.type_id),
    sales_channel_id: filterValues(url.filters.sales_channel_id),
  }),
  list: productQueries.list,
  detail: productQueries.detail,
})
