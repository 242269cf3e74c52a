import type { CustomerGroup, Discount, DiscountCondition, ProductTag, ProductType } from '@medusajs/client-types'
import { conditionGroupQueries, discountQueries } from '@/atoms/discounts/keys'
import { productQueries } from '@/atoms/products/keys'
import { defineEntity, matchesText, sameText, type EntityDescriptor, type SearchTools } from '@/models/core/entity'
import type { PartialArgs } from '@/models/core/values'
import { collectionEntity } from '@/models/collections/entity'
import { productEntity } from '@/models/products/entity'
import { conditionText } from '@/models/discounts/format'

/**
 * A discount's conditions: which products, types, collections, tags or customer groups it applies to
 * (operator in) or excludes (not in). Resources are picked and shown by name; Medusa takes their ids.
 */

export type ConditionType = DiscountCondition['type']
export type ConditionResource = { id: string }

/** Product types for condition pickers (GET /admin/product-types?q=). */
const productTypeEntity = defineEntity<ProductType>({
  noun: 'product type',
  label: (t) => t.value,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(productQueries.types({ q: q.trim() || undefined, limit: 20 }))).product_types as ProductType[],
  exact: (t, q) => sameText(t.value, q),
})

/** Product tags for condition pickers (GET /admin/product-tags?q=). */
const productTagEntity = defineEntity<ProductTag>({
  noun: 'product tag',
  label: (t) => t.value,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(productQueries.tags({ q: q.trim() || undefined, limit: 20 }))).product_tags as ProductTag[],
  exact: (t, q) => sameText(t.value, q),
})

/** Customer groups for condition pickers (GET /admin/customer-groups?q=). */
const conditionGroupEntity = defineEntity<CustomerGroup>({
  noun: 'customer group',
  label: (g) => g.name,
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(conditionGroupQueries.search(q.trim()))).customer_groups as CustomerGroup[],
  exact: (g, q) => sameText(g.name, q),
})

// One table of pickers over several record types: each one only ever names records its own search
// (or its condition's resources of the same type) gave, so widening the record type is safe.
const widen = <R extends ConditionResource>(entity: EntityDescriptor<R>) => entity as unknown as EntityDescriptor<ConditionResource>

/** The picker of each condition type's resources: entities of the products and collections areas, and ours. */
export const RESOURCE_ENTITIES: Record<ConditionType, EntityDescriptor<ConditionResource>> = {
  products: widen(productEntity),
  product_types: widen(productTypeEntity),
  product_collections: widen(collectionEntity),
  product_tags: widen(productTagEntity),
  customer_groups: widen(conditionGroupEntity),
}

/** A resource's name whatever its type (product title, collection title, type or tag value, group name). */
export function resourceName(type: ConditionType, resource: ConditionResource): string {
  return RESOURCE_ENTITIES[type].label(resource)
}

/** The discount in the `discountId` argument, read through its detail query. */
export async function discountOf(args: PartialArgs, tools: SearchTools): Promise<Discount | undefined> {
  if (typeof args.discountId !== 'string') return undefined
  return (await tools.queryClient.fetchQuery(discountQueries.detail(args.discountId))).discount as Discount
}

/** The conditions of the discount in the `discountId` argument. */
export const conditionEntity = defineEntity<DiscountCondition>({
  noun: 'condition',
  label: (c) => conditionText(c),
  search: async (q, tools) => ((await discountOf(tools.args, tools))?.rule?.conditions ?? []).filter((c) => matchesText(q, conditionText(c))),
})
