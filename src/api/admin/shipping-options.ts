import type {
  AdminGetShippingOptionsParams,
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  AdminShippingOptionsDeleteRes,
  AdminShippingOptionsListRes,
  AdminShippingOptionsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/shipping-options'

export const shippingOptions = {
  create: (body: AdminPostShippingOptionsReq) => client.post<AdminShippingOptionsRes>(base, body),
  list: (query?: AdminGetShippingOptionsParams) => client.get<AdminShippingOptionsListRes>(base, query),
  retrieve: (id: string) => client.get<AdminShippingOptionsRes>(`${base}/${id}`),
  /**
   * SPEC §7 "options retrieve is by POST in one place": the v1 admin's services/api.js fetched an
   * option with POST /admin/shipping-options/{id} and no body. On a real server that POST is the
   * update route: an empty body would update nothing and return the option, except that Medusa
   * 1.20 validates it as AdminPostShippingOptionsOptionReq, whose `requirements` is required
   * (`@IsArray()` without `@IsOptional()`), so 1.20 answers 400 invalid_data "requirements must be
   * an array". Prefer `retrieve` against a real server.
   */
  retrieveByPost: (id: string) => client.post<AdminShippingOptionsRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostShippingOptionsOptionReq) =>
    client.post<AdminShippingOptionsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminShippingOptionsDeleteRes>(`${base}/${id}`),
}
