import type {
  AdminDeleteProductCategoriesCategoryProductsBatchReq,
  AdminGetProductCategoriesParams,
  AdminGetProductCategoryParams,
  AdminPostProductCategoriesCategoryProductsBatchReq,
  AdminPostProductCategoriesCategoryReq,
  AdminPostProductCategoriesReq,
  AdminProductCategoriesCategoryDeleteRes,
  AdminProductCategoriesCategoryRes,
  AdminProductCategoriesListRes,
} from '@medusajs/client-types'
import { client } from '../client'

/** A category's changes; `parent_category_id: null` makes it a root (Medusa takes null, the generated type does not say so). */
export type ProductCategoryChanges = Omit<AdminPostProductCategoriesCategoryReq, 'parent_category_id'> & { parent_category_id?: string | null }

// Served only while the store's `product_categories` feature flag is on (404 otherwise).
const base = '/admin/product-categories'

export const productCategories = {
  create: (body: AdminPostProductCategoriesReq) => client.post<AdminProductCategoriesCategoryRes>(base, body),
  /** `parent_category_id: 'null'` lists the roots; `include_descendants_tree` nests every descendant. */
  list: (query?: AdminGetProductCategoriesParams) => client.get<AdminProductCategoriesListRes>(base, query),
  retrieve: (id: string, query?: AdminGetProductCategoryParams) => client.get<AdminProductCategoriesCategoryRes>(`${base}/${id}`, query),
  /** `rank` moves it among its siblings (0 first); `parent_category_id` moves it under another parent. */
  update: (id: string, body: ProductCategoryChanges) =>
    client.post<AdminProductCategoriesCategoryRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminProductCategoriesCategoryDeleteRes>(`${base}/${id}`),
  addProducts: (id: string, body: AdminPostProductCategoriesCategoryProductsBatchReq) =>
    client.post<AdminProductCategoriesCategoryRes>(`${base}/${id}/products/batch`, body),
  removeProducts: (id: string, body: AdminDeleteProductCategoriesCategoryProductsBatchReq) =>
    client.delete<AdminProductCategoriesCategoryRes>(`${base}/${id}/products/batch`, body),
}
