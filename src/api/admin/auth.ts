import type { AdminAuthRes, AdminBearerAuthRes, AdminPostAuthReq } from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/auth'

export const auth = {
  /** The signed-in user (GET /admin/auth); 401 without a session. */
  session: () => client.get<AdminAuthRes>(base),
  /** Starts a cookie session; sent without the bearer header (see client.ts). */
  login: (body: AdminPostAuthReq) => client.post<AdminAuthRes>(base, body),
  /** Ends the session; the server answers the text 'OK'. */
  logout: () => client.delete<string>(base),
  /** A 24 h JWT for `Authorization: Bearer` (not in SPEC §7; the seed script and tests use it). */
  token: (body: AdminPostAuthReq) => client.post<AdminBearerAuthRes>(`${base}/token`, body),
}
