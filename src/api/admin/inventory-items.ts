import type {
  AdminGetInventoryItemsParams,
  AdminPostInventoryItemsItemLocationLevelsLevelReq,
  AdminPostInventoryItemsItemLocationLevelsReq,
  InventoryItemDTO,
  InventoryLevelDTO,
  Product,
  ProductVariant,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/inventory-items'

/** A level as the routes answer it (defaultAdminLocationLevelFields, joinLevels adds `available_quantity`). */
export type InventoryLevel = InventoryLevelDTO & {
  id: string
  inventory_item_id: string
  available_quantity?: number
}

/** The variant an item stocks, with its product (list-inventory-items joins them: utils/join-variants.ts). */
export type InventoryVariant = ProductVariant & { product?: Product | null }

/**
 * An inventory item as the list answers it (DecoratedInventoryItemDTO): its levels (at the filtered
 * locations only, when `location_id` is given), their sums and its variants. A retrieve has no variants;
 * a level change answers the item without levels.
 */
export type InventoryItem = InventoryItemDTO & {
  id: string
  location_levels?: InventoryLevel[]
  variants?: InventoryVariant[]
  stocked_quantity?: number
  reserved_quantity?: number
}

export interface InventoryItemsQuery extends Omit<AdminGetInventoryItemsParams, 'location_id' | 'id'> {
  id?: string | string[]
  location_id?: string | string[]
}

export interface InventoryItemsListRes {
  inventory_items: InventoryItem[]
  count: number
  offset: number
  limit: number
}

export interface InventoryItemRes {
  inventory_item: InventoryItem
}

/** GET /admin/variants/{id}/inventory (variants/get-inventory.ts): the variant's items with their levels. */
export interface VariantInventoryRes {
  variant: {
    id: string
    inventory: InventoryItem[]
    sales_channel_availability: Array<{ channel_name: string; channel_id: string; available_quantity: number }>
  }
}

export const inventoryItems = {
  list: (query: InventoryItemsQuery = {}) => client.get<InventoryItemsListRes>(base, query),
  retrieve: (id: string) => client.get<InventoryItemRes>(`${base}/${id}`),
  /** A level at a location the item has none at yet (refused when it has one: the level is unique per location). */
  createLevel: (id: string, body: AdminPostInventoryItemsItemLocationLevelsReq) => client.post<InventoryItemRes>(`${base}/${id}/location-levels`, body),
  updateLevel: (id: string, locationId: string, body: AdminPostInventoryItemsItemLocationLevelsLevelReq) =>
    client.post<InventoryItemRes>(`${base}/${id}/location-levels/${locationId}`, body),
  /** Refused while items are reserved at the location. */
  deleteLevel: (id: string, locationId: string) => client.delete<InventoryItemRes>(`${base}/${id}/location-levels/${locationId}`),
  variantInventory: (variantId: string) => client.get<VariantInventoryRes>(`/admin/variants/${variantId}/inventory`),
}
