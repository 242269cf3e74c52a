import type { StoreAuthRes, StoreGetAuthEmailRes, StorePostAuthReq } from '@medusajs/client-types'
import { client } from '../client'

const base = '/store/auth'

export const storeAuth = {
  /** The logged-in customer (GET /store/auth; 401 without a customer session). */
  getSession: () => client.get<StoreAuthRes>(base),
  /** Log a customer in: the server answers with the customer and sets the session cookie. */
  authenticate: (body: StorePostAuthReq) => client.post<StoreAuthRes>(base, body),
  /** Log out. The server answers 200 with the text `OK`, no JSON, so there is nothing to type. */
  deleteSession: () => client.delete<void>(base),
  /** Whether a customer with this email has an account (GET /store/auth/{email}). */
  exists: (email: string) => client.get<StoreGetAuthEmailRes>(`${base}/${encodeURIComponent(email)}`),
}
