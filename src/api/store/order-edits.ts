import type { StoreOrderEditsRes, StorePostOrderEditsOrderEditDecline } from '@medusajs/client-types'
import { client, type RetrieveQuery } from '../client'

const base = '/store/order-edits'

export const storeOrderEdits = {
  retrieve: (id: string, query?: RetrieveQuery) => client.get<StoreOrderEditsRes>(`${base}/${id}`, query),
  decline: (id: string, body: StorePostOrderEditsOrderEditDecline) =>
    client.post<StoreOrderEditsRes>(`${base}/${id}/decline`, body),
  /** Accepts a requested edit (its payment, if any, must be authorized first). */
  complete: (id: string) => client.post<StoreOrderEditsRes>(`${base}/${id}/complete`),
}
