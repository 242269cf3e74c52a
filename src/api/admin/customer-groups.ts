import type {
  AdminCustomerGroupsDeleteRes,
  AdminCustomerGroupsListRes,
  AdminCustomerGroupsRes,
  AdminCustomersListRes,
  AdminDeleteCustomerGroupsGroupCustomerBatchReq,
  AdminGetCustomerGroupsGroupParams,
  AdminGetCustomerGroupsParams,
  AdminGetGroupsGroupCustomersParams,
  AdminPostCustomerGroupsGroupCustomersBatchReq,
  AdminPostCustomerGroupsGroupReq,
  AdminPostCustomerGroupsReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/customer-groups'

export const customerGroups = {
  create: (body: AdminPostCustomerGroupsReq) => client.post<AdminCustomerGroupsRes>(base, body),
  list: (query?: AdminGetCustomerGroupsParams) => client.get<AdminCustomerGroupsListRes>(base, query),
  retrieve: (id: string, query?: AdminGetCustomerGroupsGroupParams) =>
    client.get<AdminCustomerGroupsRes>(`${base}/${id}`, query),
  update: (id: string, body: AdminPostCustomerGroupsGroupReq) => client.post<AdminCustomerGroupsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminCustomerGroupsDeleteRes>(`${base}/${id}`),
  listCustomers: (id: string, query?: AdminGetGroupsGroupCustomersParams) =>
    client.get<AdminCustomersListRes>(`${base}/${id}/customers`, query),
  addCustomers: (id: string, body: AdminPostCustomerGroupsGroupCustomersBatchReq) =>
    client.post<AdminCustomerGroupsRes>(`${base}/${id}/customers/batch`, body),
  removeCustomers: (id: string, body: AdminDeleteCustomerGroupsGroupCustomerBatchReq) =>
    client.delete<AdminCustomerGroupsRes>(`${base}/${id}/customers/batch`, body),
}
