import { queryOptions } from '@tanstack/react-query'
import { inventoryItems, type InventoryItemRes, type InventoryItemsQuery } from '@/api/admin/inventory-items'
import { queryAtomFamily } from '@/atoms/core/query'

/**
 * An item with its levels and its variants: the retrieve answers levels (with what is available) but
 * no variants, the list by id answers both; the panel names the item by its product and variant.
 */
async function itemWithVariants(id: string): Promise<InventoryItemRes> {
  const [{ inventory_item }, listed] = await Promise.all([inventoryItems.retrieve(id), inventoryItems.list({ id, limit: 1 })])
  return { inventory_item: { ...inventory_item, variants: listed.inventory_items[0]?.variants ?? inventory_item.variants } }
}

export const inventoryQueries = {
  all: ['inventory'] as const,
  lists: () => [...inventoryQueries.all, 'list'] as const,
  searches: () => [...inventoryQueries.all, 'search'] as const,
  search: (q: string) =>
    queryOptions({ queryKey: [...inventoryQueries.searches(), q] as const, queryFn: () => inventoryItems.list({ q: q || undefined, limit: 20 }) }),
  list: (query: InventoryItemsQuery) =>
    queryOptions({ queryKey: [...inventoryQueries.lists(), query] as const, queryFn: () => inventoryItems.list(query) }),
  detail: (id: string) => queryOptions({ queryKey: [...inventoryQueries.all, 'detail', id] as const, queryFn: () => itemWithVariants(id) }),
  /** A variant's items and their levels (GET /admin/variants/{id}/inventory): the product panel's stock rows. */
  variant: (variantId: string) =>
    queryOptions({ queryKey: [...inventoryQueries.all, 'variant', variantId] as const, queryFn: () => inventoryItems.variantInventory(variantId) }),
}

export const inventoryListAtom = queryAtomFamily(inventoryQueries.list)
export const inventoryDetailAtom = queryAtomFamily(inventoryQueries.detail)
export const variantInventoryAtom = queryAtomFamily(inventoryQueries.variant)
