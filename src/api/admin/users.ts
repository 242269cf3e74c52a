import type {
  AdminCreateUserRequest,
  AdminDeleteUserRes,
  AdminGetUsersParams,
  AdminResetPasswordRequest,
  AdminResetPasswordTokenRequest,
  AdminUpdateUserRequest,
  AdminUserRes,
  AdminUsersListRes,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/users'

export const users = {
  list: (query?: AdminGetUsersParams) => client.get<AdminUsersListRes>(base, query),
  create: (body: AdminCreateUserRequest) => client.post<AdminUserRes>(base, body),
  retrieve: (id: string) => client.get<AdminUserRes>(`${base}/${id}`),
  update: (id: string, body: AdminUpdateUserRequest) => client.post<AdminUserRes>(`${base}/${id}`, body),
  delete: (id: string) => client.delete<AdminDeleteUserRes>(`${base}/${id}`),
  /** Works without a session; the server answers 204 with no body. */
  sendResetPasswordToken: (body: AdminResetPasswordTokenRequest) => client.post<void>(`${base}/password-token`, body),
  /** Works without a session. */
  resetPassword: (body: AdminResetPasswordRequest) => client.post<AdminUserRes>(`${base}/reset-password`, body),
}
