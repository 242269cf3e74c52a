import type {
  AdminGetReservationsParams,
  AdminPostReservationsReq,
  AdminPostReservationsReservationReq,
  AdminReservationsDeleteRes,
  AdminReservationsListRes,
  AdminReservationsRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/reservations'

/** Reservations of Medusa's inventory module (routes/admin/reservations: 500 on a store without it). */
export const reservations = {
  /** `expand: 'line_item,inventory_item'` joins each one's line item (with its order) and inventory item. */
  list: (query?: AdminGetReservationsParams) => client.get<AdminReservationsListRes>(base, query),
  /** The reservation alone: this route joins nothing. */
  retrieve: (id: string) => client.get<AdminReservationsRes>(`${base}/${id}`),
  create: (body: AdminPostReservationsReq) => client.post<AdminReservationsRes>(base, body),
  /** Medusa 1.20 answers `{}`: its handler sends the transaction's result, which is nothing. */
  update: (id: string, body: AdminPostReservationsReservationReq) => client.post<Partial<AdminReservationsRes>>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminReservationsDeleteRes>(`${base}/${id}`),
}
