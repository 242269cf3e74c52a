import type {
  AdminDeleteTaxRatesTaxRateProductTypesReq,
  AdminDeleteTaxRatesTaxRateProductsReq,
  AdminDeleteTaxRatesTaxRateShippingOptionsReq,
  AdminGetTaxRatesParams,
  AdminGetTaxRatesTaxRateParams,
  AdminPostTaxRatesParams,
  AdminPostTaxRatesReq,
  AdminPostTaxRatesTaxRateParams,
  AdminPostTaxRatesTaxRateProductTypesParams,
  AdminPostTaxRatesTaxRateProductTypesReq,
  AdminPostTaxRatesTaxRateProductsParams,
  AdminPostTaxRatesTaxRateProductsReq,
  AdminPostTaxRatesTaxRateReq,
  AdminPostTaxRatesTaxRateShippingOptionsParams,
  AdminPostTaxRatesTaxRateShippingOptionsReq,
  AdminTaxRatesDeleteRes,
  AdminTaxRatesListRes,
  AdminTaxRatesRes,
} from '@medusajs/client-types'
import { client } from '../client'

// The tax-rate routes take `expand`/`fields` as arrays (expand[0]=products), not comma-separated.
const base = '/admin/tax-rates'

export const taxRates = {
  create: (body: AdminPostTaxRatesReq, query?: AdminPostTaxRatesParams) =>
    client.post<AdminTaxRatesRes>(base, body, query),
  list: (query?: AdminGetTaxRatesParams) => client.get<AdminTaxRatesListRes>(base, query),
  retrieve: (id: string, query?: AdminGetTaxRatesTaxRateParams) =>
    client.get<AdminTaxRatesRes>(`${base}/${id}`, query),
  update: (id: string, body: AdminPostTaxRatesTaxRateReq, query?: AdminPostTaxRatesTaxRateParams) =>
    client.post<AdminTaxRatesRes>(`${base}/${id}`, body, query),
  delete: (id: string) => client.delete<AdminTaxRatesDeleteRes>(`${base}/${id}`),

  addProducts: (id: string, body: AdminPostTaxRatesTaxRateProductsReq, query?: AdminPostTaxRatesTaxRateProductsParams) =>
    client.post<AdminTaxRatesRes>(`${base}/${id}/products/batch`, body, query),
  // The batch DELETE routes also accept expand/fields, but client.delete takes no query.
  removeProducts: (id: string, body: AdminDeleteTaxRatesTaxRateProductsReq) =>
    client.delete<AdminTaxRatesRes>(`${base}/${id}/products/batch`, body),
  addProductTypes: (
    id: string,
    body: AdminPostTaxRatesTaxRateProductTypesReq,
    query?: AdminPostTaxRatesTaxRateProductTypesParams,
  ) => client.post<AdminTaxRatesRes>(`${base}/${id}/product-types/batch`, body, query),
  removeProductTypes: (id: string, body: AdminDeleteTaxRatesTaxRateProductTypesReq) =>
    client.delete<AdminTaxRatesRes>(`${base}/${id}/product-types/batch`, body),
  addShippingOptions: (
    id: string,
    body: AdminPostTaxRatesTaxRateShippingOptionsReq,
    query?: AdminPostTaxRatesTaxRateShippingOptionsParams,
  ) => client.post<AdminTaxRatesRes>(`${base}/${id}/shipping-options/batch`, body, query),
  removeShippingOptions: (id: string, body: AdminDeleteTaxRatesTaxRateShippingOptionsReq) =>
    client.delete<AdminTaxRatesRes>(`${base}/${id}/shipping-options/batch`, body),
}
