import type {
  AdminCollectionsDeleteRes,
  AdminCollectionsListRes,
  AdminCollectionsRes,
  AdminDeleteProductsFromCollectionReq,
  AdminDeleteProductsFromCollectionRes,
  AdminGetCollectionsParams,
  AdminPostCollectionsCollectionReq,
  AdminPostCollectionsReq,
  AdminPostProductsToCollectionReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/collections'

export const collections = {
  create: (body: AdminPostCollectionsReq) => client.post<AdminCollectionsRes>(base, body),
  list: (query?: AdminGetCollectionsParams) => client.get<AdminCollectionsListRes>(base, query),
  /** The server takes no query here: it always expands products. */
  retrieve: (id: string) => client.get<AdminCollectionsRes>(`${base}/${id}`),
  update: (id: string, body: AdminPostCollectionsCollectionReq) => client.post<AdminCollectionsRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminCollectionsDeleteRes>(`${base}/${id}`),
  addProducts: (id: string, body: AdminPostProductsToCollectionReq) =>
    client.post<AdminCollectionsRes>(`${base}/${id}/products/batch`, body),
  removeProducts: (id: string, body: AdminDeleteProductsFromCollectionReq) =>
    client.delete<AdminDeleteProductsFromCollectionRes>(`${base}/${id}/products/batch`, body),
}
