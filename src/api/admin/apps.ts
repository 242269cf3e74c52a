import type { AdminAppsListRes, AdminAppsRes, AdminPostAppsReq } from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/apps'

export const apps = {
  list: () => client.get<AdminAppsListRes>(base),
  /** Completes an OAuth app installation with the code and state the app handed back. */
  authorize: (body: AdminPostAppsReq) => client.post<AdminAppsRes>(`${base}/authorizations`, body),
}
