import type { AdminUpdateUserRequest, Invite, User } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { invites } from '@/api/admin/invites'
import { users } from '@/api/admin/users'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/** The team: users and pending invites. Neither list is paged in Medusa 1.20 (all come at once). */
export const userQueries = {
  all: ['users'] as const,
  /** The store's users (GET /admin/users is not paged). */
  list: () => queryOptions({ queryKey: [...userQueries.all, 'list'] as const, queryFn: () => users.list() }),
  /** The same list shaped as a table page: rows and their count. */
  table: () =>
    queryOptions({
      queryKey: [...userQueries.all, 'table'] as const,
      queryFn: async () => {
        const { users: found } = await users.list()
        return { users: found as User[], count: found.length }
      },
    }),
  detail: (id: string) => queryOptions({ queryKey: [...userQueries.all, 'detail', id] as const, queryFn: () => users.retrieve(id) }),
}

export const inviteQueries = {
  all: ['invites'] as const,
  /** Pending and expired invites (an accepted one is deleted by Medusa), newest first. */
  table: () =>
    queryOptions({
      queryKey: [...inviteQueries.all, 'table'] as const,
      queryFn: async () => {
        const { invites: found } = await invites.list()
        const rows = [...(found as Invite[])].sort((a, b) => b.created_at.localeCompare(a.created_at))
        return { invites: rows, count: rows.length }
      },
    }),
}

export const userTableAtom = atomWithQuery(() => userQueries.table())
export const userDetailAtom = queryAtomFamily(userQueries.detail)
export const inviteTableAtom = atomWithQuery(() => inviteQueries.table())

export const updateUserMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminUpdateUserRequest }) => users.update(id, body),
  invalidates: [userQueries.all],
})

export const deleteUserMutation = mutation({
  mutationFn: (id: string) => users.delete(id),
  invalidates: [userQueries.all],
})

/** Medusa mails the token through its notification provider; nothing on screen changes. */
export const sendPasswordTokenMutation = mutation({
  mutationFn: (email: string) => users.sendResetPasswordToken({ email }),
  invalidates: [],
})

export const createInviteMutation = mutation({
  mutationFn: (body: { user: string; role: NonNullable<Invite['role']> }) => invites.create(body),
  invalidates: [inviteQueries.all],
})

export const resendInviteMutation = mutation({
  mutationFn: (id: string) => invites.resendViaResendPath(id),
  invalidates: [inviteQueries.all],
})

export const deleteInviteMutation = mutation({
  mutationFn: (id: string) => invites.delete(id),
  invalidates: [inviteQueries.all],
})
