import type {
  AdminDeleteShippingProfileRes,
  AdminPostShippingProfilesProfileReq,
  AdminPostShippingProfilesReq,
  AdminShippingProfilesListRes,
  AdminShippingProfilesRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/shipping-profiles'

export const shippingProfiles = {
  create: (body: AdminPostShippingProfilesReq) => client.post<AdminShippingProfilesRes>(base, body),
  /** All profiles, unpaged: `{ shipping_profiles }`. */
  list: () => client.get<AdminShippingProfilesListRes>(base),
  retrieve: (id: string) => client.get<AdminShippingProfilesRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostShippingProfilesProfileReq) =>
    client.post<AdminShippingProfilesRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminDeleteShippingProfileRes>(`${base}/${id}`),
}
