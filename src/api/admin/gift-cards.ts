import type {
  AdminGetGiftCardsParams,
  AdminGiftCardsDeleteRes,
  AdminGiftCardsListRes,
  AdminGiftCardsRes,
  AdminPostGiftCardsGiftCardReq,
  AdminPostGiftCardsReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/gift-cards'

export const giftCards = {
  create: (body: AdminPostGiftCardsReq) => client.post<AdminGiftCardsRes>(base, body),
  list: (query?: AdminGetGiftCardsParams) => client.get<AdminGiftCardsListRes>(base, query),
  /** Medusa 1.20's GET /admin/gift-cards/{id} reads no query (no expand/fields). */
  retrieve: (id: string) => client.get<AdminGiftCardsRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostGiftCardsGiftCardReq) => client.post<AdminGiftCardsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminGiftCardsDeleteRes>(`${base}/${id}`),
}
