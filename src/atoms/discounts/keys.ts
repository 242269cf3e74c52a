import type { AdminGetDiscountsParams } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { discounts } from '@/api/admin/discounts'

/** Discounts: the table, one discount with everything its panel shows, picker search, lookup by code. */
export const DISCOUNT_DETAIL_EXPAND = 'rule,rule.conditions,regions'

export const discountQueries = {
  all: ['discounts'] as const,
  searches: () => [...discountQueries.all, 'search'] as const,
  lists: () => [...discountQueries.all, 'list'] as const,
  list: (query: AdminGetDiscountsParams) =>
    queryOptions({ queryKey: [...discountQueries.lists(), query] as const, queryFn: () => discounts.list(query) }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...discountQueries.all, 'detail', id] as const,
      queryFn: () => discounts.retrieve(id, { expand: DISCOUNT_DETAIL_EXPAND }),
    }),
  /** Picker search: Medusa matches q against the code (and the rule's description). */
  search: (q: string) =>
    queryOptions({
      queryKey: [...discountQueries.searches(), q] as const,
      queryFn: () => discounts.list({ q: q || undefined, limit: 20 }),
    }),
  /** GET /admin/discounts/code/{code}: an exact code, dynamic codes included. */
  byCode: (code: string) =>
    queryOptions({
      queryKey: [...discountQueries.searches(), 'code', code.toUpperCase()] as const,
      queryFn: () => discounts.retrieveByCode(code),
      retry: false,
    }),
}
