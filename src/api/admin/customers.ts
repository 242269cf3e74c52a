import type {
  AdminCustomersListRes,
  AdminCustomersRes,
  AdminGetCustomersParams,
  AdminPostCustomersCustomerReq,
  AdminPostCustomersReq,
} from '@medusajs/client-types'
import { client, type RetrieveQuery } from '../client'

const base = '/admin/customers'

export const customers = {
  create: (body: AdminPostCustomersReq) => client.post<AdminCustomersRes>(base, body),
  list: (query?: AdminGetCustomersParams) => client.get<AdminCustomersListRes>(base, query),
  retrieve: (id: string, query?: RetrieveQuery) => client.get<AdminCustomersRes>(`${base}/${id}`, query),
  /** The server refuses a new email once the customer has an account. */
  update: (id: string, body: AdminPostCustomersCustomerReq) => client.post<AdminCustomersRes>(`${base}/${id}`, body),
}
