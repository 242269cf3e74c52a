import type {
  AdminGetNotesParams,
  AdminNotesDeleteRes,
  AdminNotesListRes,
  AdminNotesRes,
  AdminPostNotesNoteReq,
  AdminPostNotesReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/notes'

export const notes = {
  /** Notes of one resource (an order, a customer, ...) with `resource_id`. */
  list: (query?: AdminGetNotesParams) => client.get<AdminNotesListRes>(base, query),
  create: (body: AdminPostNotesReq) => client.post<AdminNotesRes>(base, body),
  update: (id: string, body: AdminPostNotesNoteReq) => client.post<AdminNotesRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminNotesDeleteRes>(`${base}/${id}`),
}
