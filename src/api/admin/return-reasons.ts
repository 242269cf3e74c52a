import type {
  AdminPostReturnReasonsReasonReq,
  AdminPostReturnReasonsReq,
  AdminReturnReasonsDeleteRes,
  AdminReturnReasonsListRes,
  AdminReturnReasonsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/return-reasons'

export const returnReasons = {
  create: (body: AdminPostReturnReasonsReq) => client.post<AdminReturnReasonsRes>(base, body),
  /** All reasons, unpaged: `{ return_reasons }`. */
  list: () => client.get<AdminReturnReasonsListRes>(base),
  retrieve: (id: string) => client.get<AdminReturnReasonsRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostReturnReasonsReasonReq) =>
    client.post<AdminReturnReasonsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminReturnReasonsDeleteRes>(`${base}/${id}`),
}
