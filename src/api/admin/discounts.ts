import type {
  AdminDeleteDiscountsDiscountConditionsConditionBatchReq,
  AdminDiscountConditionsDeleteRes,
  AdminDiscountConditionsRes,
  AdminDiscountsDeleteRes,
  AdminDiscountsListRes,
  AdminDiscountsRes,
  AdminGetDiscountParams,
  AdminGetDiscountsDiscountCodeParams,
  AdminGetDiscountsDiscountConditionsConditionParams,
  AdminGetDiscountsParams,
  AdminPostDiscountsDiscountConditions,
  AdminPostDiscountsDiscountConditionsCondition,
  AdminPostDiscountsDiscountConditionsConditionBatchParams,
  AdminPostDiscountsDiscountConditionsConditionBatchReq,
  AdminPostDiscountsDiscountConditionsConditionParams,
  AdminPostDiscountsDiscountConditionsParams,
  AdminPostDiscountsDiscountDynamicCodesReq,
  AdminPostDiscountsDiscountParams,
  AdminPostDiscountsDiscountReq,
  AdminPostDiscountsParams,
  AdminPostDiscountsReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/discounts'
const condition = (id: string, conditionId: string) => `${base}/${id}/conditions/${conditionId}`

/**
 * The list's query as Medusa 1.20 takes it: client-types leaves out `fields`, which its
 * extendedFindParamsMixin accepts (a select; with `expand=` no relation either).
 */
export type DiscountListQuery = AdminGetDiscountsParams & { fields?: string }

// Queries go out in qs's nested bracket form (rule[type]=fixed), which the client does for every call.
export const discounts = {
  create: (body: AdminPostDiscountsReq, query?: AdminPostDiscountsParams) => client.post<AdminDiscountsRes>(base, body, query),
  list: (query?: DiscountListQuery) => client.get<AdminDiscountsListRes>(base, query),
  retrieve: (id: string, query?: AdminGetDiscountParams) => client.get<AdminDiscountsRes>(`${base}/${id}`, query),
  /** Codes are operator-typed text, so they are escaped for the path. */
  retrieveByCode: (code: string, query?: AdminGetDiscountsDiscountCodeParams) =>
    client.get<AdminDiscountsRes>(`${base}/code/${encodeURIComponent(code)}`, query),
  update: (id: string, body: AdminPostDiscountsDiscountReq, query?: AdminPostDiscountsDiscountParams) =>
    client.post<AdminDiscountsRes>(`${base}/${id}`, body, query),
  delete: (id: string) => client.delete<AdminDiscountsDeleteRes>(`${base}/${id}`),

  addRegion: (id: string, regionId: string) => client.post<AdminDiscountsRes>(`${base}/${id}/regions/${regionId}`),
  removeRegion: (id: string, regionId: string) => client.delete<AdminDiscountsRes>(`${base}/${id}/regions/${regionId}`),

  createDynamicCode: (id: string, body: AdminPostDiscountsDiscountDynamicCodesReq) =>
    client.post<AdminDiscountsRes>(`${base}/${id}/dynamic-codes`, body),
  deleteDynamicCode: (id: string, code: string) =>
    client.delete<AdminDiscountsRes>(`${base}/${id}/dynamic-codes/${encodeURIComponent(code)}`),

  createCondition: (id: string, body: AdminPostDiscountsDiscountConditions, query?: AdminPostDiscountsDiscountConditionsParams) =>
    client.post<AdminDiscountsRes>(`${base}/${id}/conditions`, body, query),
  retrieveCondition: (id: string, conditionId: string, query?: AdminGetDiscountsDiscountConditionsConditionParams) =>
    client.get<AdminDiscountConditionsRes>(condition(id, conditionId), query),
  updateCondition: (
    id: string,
    conditionId: string,
    body: AdminPostDiscountsDiscountConditionsCondition,
    query?: AdminPostDiscountsDiscountConditionsConditionParams,
  ) => client.post<AdminDiscountsRes>(condition(id, conditionId), body, query),
  deleteCondition: (id: string, conditionId: string) =>
    client.delete<AdminDiscountConditionsDeleteRes>(condition(id, conditionId)),
  addConditionResources: (
    id: string,
    conditionId: string,
    body: AdminPostDiscountsDiscountConditionsConditionBatchReq,
    query?: AdminPostDiscountsDiscountConditionsConditionBatchParams,
  ) => client.post<AdminDiscountsRes>(`${condition(id, conditionId)}/batch`, body, query),
  removeConditionResources: (id: string, conditionId: string, body: AdminDeleteDiscountsDiscountConditionsConditionBatchReq) =>
    client.delete<AdminDiscountsRes>(`${condition(id, conditionId)}/batch`, body),
}
