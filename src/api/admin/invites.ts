import type {
  AdminInviteDeleteRes,
  AdminListInvitesRes,
  AdminPostInvitesInviteAcceptReq,
  AdminPostInvitesReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/invites'

// create, accept and resend answer with the plain text 'OK' (express's sendStatus(200)), not JSON.
export const invites = {
  list: () => client.get<AdminListInvitesRes>(base),
  create: (body: AdminPostInvitesReq) => client.post<string>(base, body),
  /** Needs no session: the client sends it without credentials headers. */
  accept: (body: AdminPostInvitesInviteAcceptReq) => client.post<string>(`${base}/accept`, body),
  delete: (id: string) => client.delete<AdminInviteDeleteRes>(`${base}/${id}`),
  /**
   * POST /admin/invites/{id}, as SPEC §7 lists it first (the old admin's path).
   * Medusa 1.20's router (routes/admin/invites/index.ts) has no such route: this answers 404 there.
   */
  resend: (id: string) => client.post<string>(`${base}/${id}`),
  /** POST /admin/invites/{id}/resend: the one Medusa 1.20's router actually serves (and medusa-js calls). */
  resendViaResendPath: (id: string) => client.post<string>(`${base}/${id}/resend`),
}
