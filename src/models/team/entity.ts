import type { Invite, User } from '@medusajs/client-types'
import { inviteQueries, userQueries } from '@/atoms/team/keys'
import { defineEntity, matchesText, sameText } from '@/models/core/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    user: User
    invite: Invite
  }
}

/** 'Ada Lovelace', else the email. */
export const userName = (user: Pick<User, 'first_name' | 'last_name' | 'email'>) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email

export const ROLES = [
  { value: 'admin', label: 'Admin', hint: 'Medusa 1.20 gives every role the same rights' },
  { value: 'member', label: 'Member' },
  { value: 'developer', label: 'Developer' },
] as const
export type Role = (typeof ROLES)[number]['value']

/** Users by name or email (the list is small and not paged: filtered here). */
export const userEntity = defineEntity<User>({
  noun: 'user',
  focus: 'user',
  label: userName,
  hint: (u) => `${u.email} · ${u.role ?? 'member'}`,
  search: async (q, { queryClient }) =>
    ((await queryClient.fetchQuery(userQueries.table())).users as User[]).filter((u) => matchesText(q, u.email, u.first_name, u.last_name)),
  exact: (u, q) => sameText(u.email, q),
})

export const inviteExpired = (invite: Pick<Invite, 'expires_at'>, now = Date.now()) => new Date(invite.expires_at).getTime() < now

/** Invites by the email they were sent to. */
export const inviteEntity = defineEntity<Invite>({
  noun: 'invite',
  focus: 'invite',
  label: (i) => i.user_email,
  hint: (i) => `${i.role ?? 'member'} · ${inviteExpired(i) ? 'expired' : 'pending'}`,
  search: async (q, { queryClient }) =>
    ((await queryClient.fetchQuery(inviteQueries.table())).invites as Invite[]).filter((i) => matchesText(q, i.user_email)),
  exact: (i, q) => sameText(i.user_email, q),
})
