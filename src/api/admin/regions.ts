import type {
  AdminGetRegionsParams,
  AdminGetRegionsRegionFulfillmentOptionsRes,
  AdminPostRegionsRegionCountriesReq,
  AdminPostRegionsRegionFulfillmentProvidersReq,
  AdminPostRegionsRegionPaymentProvidersReq,
  AdminPostRegionsRegionReq,
  AdminPostRegionsReq,
  AdminRegionsDeleteRes,
  AdminRegionsListRes,
  AdminRegionsRes,
} from '@medusajs/client-types'
import { client, type RetrieveQuery } from '../client'

const base = '/admin/regions'

export const regions = {
  create: (body: AdminPostRegionsReq) => client.post<AdminRegionsRes>(base, body),
  list: (query?: AdminGetRegionsParams) => client.get<AdminRegionsListRes>(base, query),
  // client-types has no AdminGetRegionsRegionParams (the server's expand/fields class).
  retrieve: (id: string, query?: RetrieveQuery) => client.get<AdminRegionsRes>(`${base}/${id}`, query),
  update: (id: string, body: AdminPostRegionsRegionReq) => client.post<AdminRegionsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminRegionsDeleteRes>(`${base}/${id}`),
  addCountry: (id: string, body: AdminPostRegionsRegionCountriesReq) =>
    client.post<AdminRegionsRes>(`${base}/${id}/countries`, body),
  deleteCountry: (id: string, countryCode: string) =>
    client.delete<AdminRegionsRes>(`${base}/${id}/countries/${countryCode}`),
  addFulfillmentProvider: (id: string, body: AdminPostRegionsRegionFulfillmentProvidersReq) =>
    client.post<AdminRegionsRes>(`${base}/${id}/fulfillment-providers`, body),
  deleteFulfillmentProvider: (id: string, providerId: string) =>
    client.delete<AdminRegionsRes>(`${base}/${id}/fulfillment-providers/${providerId}`),
  listFulfillmentOptions: (id: string) =>
    client.get<AdminGetRegionsRegionFulfillmentOptionsRes>(`${base}/${id}/fulfillment-options`),
  addPaymentProvider: (id: string, body: AdminPostRegionsRegionPaymentProvidersReq) =>
    client.post<AdminRegionsRes>(`${base}/${id}/payment-providers`, body),
  deletePaymentProvider: (id: string, providerId: string) =>
    client.delete<AdminRegionsRes>(`${base}/${id}/payment-providers/${providerId}`),
}
