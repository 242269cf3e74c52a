import type { AdminGetDiscountsParams } from '@medusajs/client-types'
import { discountQueries } from '@/atoms/discounts/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'
import { filterValue } from '@/panels/shared/table/urlState'

export const DISCOUNT_FILTER_KEYS = ['status', 'is_dynamic', 'type', 'region'] as const

const RULE_TYPES = ['percentage', 'fixed', 'free_shipping'] as const
type RuleType = (typeof RULE_TYPES)[number]
const isRuleType = (value: string | undefined): value is RuleType => RULE_TYPES.some((t) => t === value)

/**
 * The discounts table's URL and requests. Medusa's list filters by code (q), dynamic, disabled and rule
 * type on the server; it has no date or region filter (the table narrows its page by those).
 */
export const discountsRoute = listRoute({
  url: { defaults: { order: '-created_at' }, filterKeys: DISCOUNT_FILTER_KEYS },
  query: (url): AdminGetDiscountsParams => {
    const status = filterValue(url.filters.status)
    const dynamic = filterValue(url.filters.is_dynamic)
    const type = filterValue(url.filters.type)
    return {
      ...pageQuery(url),
      is_disabled: status === undefined ? undefined : status === 'disabled',
      is_dynamic: dynamic === undefined ? undefined : dynamic === 'true',
      rule: isRuleType(type) ? { type } : undefined,
    }
  },
  list: discountQueries.list,
  detail: discountQueries.detail,
})
