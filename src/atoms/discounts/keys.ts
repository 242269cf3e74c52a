import type {
  AdminGetDiscountsParams,
  AdminPostDiscountsDiscountConditions,
  AdminPostDiscountsDiscountReq,
  AdminPostDiscountsReq,
  DiscountCondition,
} from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { customerGroups } from '@/api/admin/customer-groups'
import { discounts } from '@/api/admin/discounts'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { mutation, queryAtomFamily } from '@/atoms/core/query'
import { regionQueries } from '@/atoms/regions/keys'

/** Discounts: the table, one discount with everything its panel shows, picker search, lookup by code. */
export const DISCOUNT_DETAIL_EXPAND = 'rule,rule.conditions,regions,parent_discount'
/** The table's columns and the picker's checks: the rule with its conditions, the regions (a fixed rule's currency). */
export const DISCOUNT_LIST_EXPAND = 'rule,rule.conditions,regions'

export const discountQueries = {
  all: ['discounts'] as const,
  searches: () => [...discountQueries.all, 'search'] as const,
  lists: () => [...discountQueries.all, 'list'] as const,
  list: (query: AdminGetDiscountsParams) =>
    queryOptions({
      queryKey: [...discountQueries.lists(), query] as const,
      queryFn: () => discounts.list({ expand: DISCOUNT_LIST_EXPAND, ...query }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...discountQueries.all, 'detail', id] as const,
      queryFn: () => discounts.retrieve(id, { expand: DISCOUNT_DETAIL_EXPAND }),
    }),
  /** One condition with the resources of its type (names for the panel and the remove picker). */
  condition: (id: string, conditionId: string, type: DiscountCondition['type']) =>
    queryOptions({
      queryKey: [...discountQueries.all, 'detail', id, 'condition', conditionId, type] as const,
      queryFn: () => discounts.retrieveCondition(id, conditionId, { expand: type }),
    }),
  /** Picker search: Medusa matches q against the code (ILIKE). */
  search: (q: string) =>
    queryOptions({
      queryKey: [...discountQueries.searches(), q] as const,
      queryFn: () => discounts.list({ q: q || undefined, limit: 20, expand: DISCOUNT_LIST_EXPAND }),
    }),
  /** GET /admin/discounts/code/{code}: an exact code, dynamic codes included. */
  byCode: (code: string) =>
    queryOptions({
      queryKey: [...discountQueries.searches(), 'code', code.toUpperCase()] as const,
      queryFn: () => discounts.retrieveByCode(code),
      retry: false,
    }),
}

/**
 * Customer groups for condition pickers. The key sits under 'customer-groups' so that the groups
 * area's own invalidations (which start with that word) refresh it too.
 */
export const conditionGroupQueries = {
  search: (q: string) =>
    queryOptions({
      queryKey: ['customer-groups', 'search', q] as const,
      queryFn: () => customerGroups.list({ q: q || undefined, limit: 20 }),
    }),
}

export const discountListAtom = queryAtomFamily(discountQueries.list)
export const discountDetailAtom = queryAtomFamily(discountQueries.detail)
export const discountConditionAtom = queryAtomFamily((c: { id: string; conditionId: string; type: DiscountCondition['type'] }) =>
  discountQueries.condition(c.id, c.conditionId, c.type),
)

const filterRegionsAtom = atomWithQuery(() => regionQueries.options())
/** Choices for the discounts table's region filter; read only while the filters are shown. */
export const discountFilterRegionsAtom = atom((get) =>
  (get(filterRegionsAtom).data?.regions ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.currency_code.toUpperCase()})` })),
)

// Every discount change can show in the lists, the picker, the detail and its conditions.
const everything = [discountQueries.all] as const
// A deleted discount's own detail must not be refetched (it would only answer 404).
const listsOnly = [discountQueries.lists(), discountQueries.searches()] as const

export const createDiscountMutation = mutation({
  mutationFn: (body: AdminPostDiscountsReq) => discounts.create(body),
  invalidates: listsOnly,
})

/** Medusa's validator takes null to clear an end, a limit or a duration; client-types leave null out. */
export type DiscountUpdate = Omit<AdminPostDiscountsDiscountReq, 'ends_at' | 'usage_limit' | 'valid_duration'> & {
  ends_at?: string | null
  usage_limit?: number | null
  valid_duration?: string | null
}

export const updateDiscountMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: DiscountUpdate }) => discounts.update(id, body as AdminPostDiscountsDiscountReq),
  invalidates: everything,
})

export const deleteDiscountMutation = mutation({
  mutationFn: (id: string) => discounts.delete(id),
  invalidates: listsOnly,
})

export const addDiscountRegionMutation = mutation({
  mutationFn: ({ id, regionId }: { id: string; regionId: string }) => discounts.addRegion(id, regionId),
  invalidates: everything,
})

export const removeDiscountRegionMutation = mutation({
  mutationFn: ({ id, regionId }: { id: string; regionId: string }) => discounts.removeRegion(id, regionId),
  invalidates: everything,
})

export const createConditionMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostDiscountsDiscountConditions }) => discounts.createCondition(id, body),
  invalidates: everything,
})

export const deleteConditionMutation = mutation({
  mutationFn: ({ id, conditionId }: { id: string; conditionId: string }) => discounts.deleteCondition(id, conditionId),
  invalidates: everything,
})

export const addConditionResourcesMutation = mutation({
  mutationFn: ({ id, conditionId, ids }: { id: string; conditionId: string; ids: string[] }) =>
    discounts.addConditionResources(id, conditionId, { resources: ids.map((resource) => ({ id: resource })) }),
  invalidates: everything,
})

export const removeConditionResourcesMutation = mutation({
  mutationFn: ({ id, conditionId, ids }: { id: string; conditionId: string; ids: string[] }) =>
    discounts.removeConditionResources(id, conditionId, { resources: ids.map((resource) => ({ id: resource })) }),
  invalidates: everything,
})
