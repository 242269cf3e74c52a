import type {
  AdminDeletePriceListPricesPricesReq,
  AdminGetPriceListPaginationParams,
  AdminGetPriceListsPriceListProductsParams,
  AdminPostPriceListPricesPricesReq,
  AdminPostPriceListsPriceListPriceListReq,
  AdminPostPriceListsPriceListReq,
  AdminPriceListDeleteBatchRes,
  AdminPriceListDeleteProductPricesRes,
  AdminPriceListDeleteRes,
  AdminPriceListDeleteVariantPricesRes,
  AdminPriceListRes,
  AdminPriceListsListRes,
  AdminPriceListsProductsListRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/price-lists'

export const priceLists = {
  create: (body: AdminPostPriceListsPriceListReq) => client.post<AdminPriceListRes>(base, body),
  list: (query?: AdminGetPriceListPaginationParams) => client.get<AdminPriceListsListRes>(base, query),
  /** The server reads no query here: it always answers with its default fields and relations. */
  retrieve: (id: string) => client.get<AdminPriceListRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostPriceListsPriceListPriceListReq) =>
    client.post<AdminPriceListRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminPriceListDeleteRes>(`${base}/${id}`),
  listProducts: (id: string, query?: AdminGetPriceListsPriceListProductsParams) =>
    client.get<AdminPriceListsProductsListRes>(`${base}/${id}/products`, query),
  addPrices: (id: string, body: AdminPostPriceListPricesPricesReq) =>
    client.post<AdminPriceListRes>(`${base}/${id}/prices/batch`, body),
  deletePrices: (id: string, body: AdminDeletePriceListPricesPricesReq) =>
    client.delete<AdminPriceListDeleteBatchRes>(`${base}/${id}/prices/batch`, body),
  deleteProductPrices: (id: string, productId: string) =>
    client.delete<AdminPriceListDeleteProductPricesRes>(`${base}/${id}/products/${productId}/prices`),
  deleteVariantPrices: (id: string, variantId: string) =>
    client.delete<AdminPriceListDeleteVariantPricesRes>(`${base}/${id}/variants/${variantId}/prices`),
}
