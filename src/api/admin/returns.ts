import type {
  AdminGetReturnsParams,
  AdminPostReturnsReturnReceiveReq,
  AdminReturnsCancelRes,
  AdminReturnsListRes,
  AdminReturnsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/returns'

export const returns = {
  list: (query?: AdminGetReturnsParams) => client.get<AdminReturnsListRes>(base, query),
  /** Answers `{return}`: the order to refetch is `return.order_id` or `return.swap.order_id`. */
  receive: (id: string, body: AdminPostReturnsReturnReceiveReq) => client.post<AdminReturnsRes>(`${base}/${id}/receive`, body),
  /** Answers the order (`{order}`) the return belonged to. */
  cancel: (id: string) => client.post<AdminReturnsCancelRes>(`${base}/${id}/cancel`),
}
