import type {
  AdminGetProductsParams,
  AdminGetProductTagsParams,
  AdminGetProductTypesParams,
  AdminGetProductsVariantsParams,
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductOptionsOption,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
  AdminProductsDeleteOptionRes,
  AdminProductsDeleteRes,
  AdminProductsDeleteVariantRes,
  AdminProductsListRes,
  AdminProductsListTagsRes,
  AdminProductsListTypesRes,
  AdminProductsListVariantsRes,
  AdminProductsRes,
  AdminProductTagsListRes,
  AdminProductTypesListRes,
} from '@medusajs/client-types'
import { client, type RetrieveQuery } from '../client'

const base = '/admin/products'

export const products = {
  create: (body: AdminPostProductsReq) => client.post<AdminProductsRes>(base, body),
  list: (query?: AdminGetProductsParams) => client.get<AdminProductsListRes>(base, query),
  retrieve: (id: string, query?: RetrieveQuery) => client.get<AdminProductsRes>(`${base}/${id}`, query),
  update: (id: string, body: AdminPostProductsProductReq) => client.post<AdminProductsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminProductsDeleteRes>(`${base}/${id}`),
  setMetadata: (id: string, body: AdminPostProductsProductMetadataReq) =>
    client.post<AdminProductsRes>(`${base}/${id}/metadata`, body),
  /** Distinct product types in use (GET /admin/products/types). */
  listTypes: () => client.get<AdminProductsListTypesRes>(`${base}/types`),
  /** Tags with how many products use each (GET /admin/products/tag-usage). */
  listTagUsage: () => client.get<AdminProductsListTagsRes>(`${base}/tag-usage`),

  createVariant: (id: string, body: AdminPostProductsProductVariantsReq) =>
    client.post<AdminProductsRes>(`${base}/${id}/variants`, body),
  listVariants: (id: string, query?: AdminGetProductsVariantsParams) =>
    client.get<AdminProductsListVariantsRes>(`${base}/${id}/variants`, query),
  updateVariant: (id: string, variantId: string, body: AdminPostProductsProductVariantsVariantReq) =>
    client.post<AdminProductsRes>(`${base}/${id}/variants/${variantId}`, body),
  deleteVariant: (id: string, variantId: string) =>
    client.delete<AdminProductsDeleteVariantRes>(`${base}/${id}/variants/${variantId}`),

  createOption: (id: string, body: AdminPostProductsProductOptionsReq) =>
    client.post<AdminProductsRes>(`${base}/${id}/options`, body),
  updateOption: (id: string, optionId: string, body: AdminPostProductsProductOptionsOption) =>
    client.post<AdminProductsRes>(`${base}/${id}/options/${optionId}`, body),
  deleteOption: (id: string, optionId: string) =>
    client.delete<AdminProductsDeleteOptionRes>(`${base}/${id}/options/${optionId}`),
}

export const productTags = {
  list: (query?: AdminGetProductTagsParams) => client.get<AdminProductTagsListRes>('/admin/product-tags', query),
}

export const productTypes = {
  list: (query?: AdminGetProductTypesParams) => client.get<AdminProductTypesListRes>('/admin/product-types', query),
}
