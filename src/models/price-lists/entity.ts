import type { PriceList } from '@medusajs/client-types'
import { priceListQueries } from '@/atoms/price-lists/keys'
import { defineEntity, sameText } from '@/models/core/entity'
import { counted } from '@/models/core/text'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'price-list': PriceList
  }
}

/** 'Sale · active · 12 prices · VIP': what an operator tells price lists apart by. */
export function priceListSummary(list: Pick<PriceList, 'type' | 'status' | 'prices' | 'customer_groups'>): string {
  const parts: string[] = [list.type === 'sale' ? 'Sale' : 'Override', list.status]
  if (list.prices) parts.push(counted(list.prices.length, 'price'))
  const groups = (list.customer_groups ?? []).map((g) => g.name)
  if (groups.length) parts.push(groups.join(', '))
  return parts.join(' · ')
}

/** Price lists by name, their type, status and groups as hint. */
export const priceListEntity = defineEntity<PriceList>({
  noun: 'price list',
  focus: 'price-list',
  label: (list) => list.name,
  hint: (list) => priceListSummary(list),
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(priceListQueries.search(q.trim()))).price_lists as PriceList[],
  exact: (list, q) => sameText(list.name, q),
})
