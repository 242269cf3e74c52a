import type { User } from '@medusajs/client-types'
import { checkSessionAtom } from '@/atoms/core/session'
import { deleteUserMutation, sendPasswordTokenMutation, updateUserMutation, userQueries } from '@/atoms/team/keys'
import type { PartialArgs } from '@/commands/core/args'
import type { CommandContext } from '@/models/core/context'
import { arg, defineCommand, openPanel, toast } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { teamSettings } from '@/models/team/area'
import { ROLES, userEntity, userName, type Role } from '@/models/team/entity'

const userIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'user', 'userId', args)

/** Edits a user's name and role; editing oneself updates the signed-in name at once (SPEC §4). */
export const editUser = editRecord({
  id: 'users.edit',
  title: 'Edit user',
  keywords: ['name', 'role', 'profile', 'team member'],
  entity: userEntity,
  arg: 'userId',
  read: async (id, tools) => (await freshRecord(tools, userQueries.detail(id))).user,
  undoable: true,
  fields: (current) => ({
    firstName: arg.text({ label: 'First name', optional: true, initial: current((u) => u.first_name) }),
    lastName: arg.text({ label: 'Last name', optional: true, initial: current((u) => u.last_name) }),
    role: arg.choice<Role>()({ label: 'Role', options: ROLES, initial: current((u) => u.role) }),
  }),
  run: async (a, { mutate, ctx, store }) => {
    const { user } = await mutate(updateUserMutation, {
      id: a.userId,
      body: { first_name: a.firstName?.trim() ?? '', last_name: a.lastName?.trim() ?? '', role: a.role },
    })
    if (ctx.user?.id === user.id) await store.set(checkSessionAtom)
    return toast(`${userName(user as User)} saved`, `Role: ${user.role}`)
  },
})

/** Edits the signed-in operator's own profile: the same command with the user filled in. */
export const editProfile = defineCommand({
  id: 'users.edit-profile',
  title: 'Edit my profile',
  keywords: ['account', 'my name', 'me'],
  when: (ctx) => ctx.user !== null,
  args: {
    userId: arg.entity({ label: 'User', search: async () => [], default: (ctx) => ctx.user?.id }),
    firstName: arg.text({ label: 'First name', optional: true, initial: (ctx) => ctx.user?.first_name ?? undefined }),
    lastName: arg.text({ label: 'Last name', optional: true, initial: (ctx) => ctx.user?.last_name ?? undefined }),
  },
  run: async (a, tools) => {
    // Another session's save of the name since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged<Profile>(tools, a, {
      command: 'users.edit-profile',
      id: a.userId,
      seen: tools.ctx.user?.id === a.userId ? tools.ctx.user : undefined,
      read: async () => (await freshRecord(tools, userQueries.detail(a.userId))).user,
      fields: profileFields(),
      name: () => 'Your profile',
    })
    const { user } = await tools.mutate(updateUserMutation, { id: a.userId, body: { first_name: a.firstName?.trim() ?? '', last_name: a.lastName?.trim() ?? '' } })
    await tools.store.set(checkSessionAtom)
    return toast('Profile saved', userName(user as User))
  },
})

/** What 'Edit my profile' starts from and sets: the signed-in user's name. */
type Profile = Pick<User, 'first_name' | 'last_name'>
/** The fields 'Edit my profile' sets, read off the user (typed here: the command reads it in its own run). */
function profileFields(): WatchedField<Profile>[] {
  return watchFields<Profile>(editProfile.args, { firstName: (u) => u.first_name, lastName: (u) => u.last_name })
}

const notSelf = (id: unknown, ctx: CommandContext) => (id === ctx.user?.id ? 'You cannot delete yourself: ask another admin' : undefined)

export const deleteUser = defineCommand({
  id: 'users.delete',
  title: 'Delete user',
  keywords: ['remove', 'revoke', 'team member'],
  hotkey: 'shift+backspace',
  scope: 'user',
  // Never the signed-in user: hidden on their own panel, refused when picked.
  when: (ctx) => ctx.focus?.kind !== 'user' || ctx.focus.id !== ctx.user?.id,
  why: (ctx) => (ctx.focus?.kind === 'user' ? notSelf(ctx.focus.id, ctx) : undefined),
  args: { userId: { ...entityArg(userEntity), validate: (id: string, _args: PartialArgs, ctx: CommandContext) => notSelf(id, ctx) } },
  confirm: (a, ctx) => {
    const user = userIn(ctx, a)
    return user ? `Delete ${userName(user)} (${user.email})? They can no longer sign in.` : 'Delete this user? They can no longer sign in.'
  },
  run: async (a, { mutate }) => {
    await mutate(deleteUserMutation, a.userId)
    return openPanel(teamSettings.routes.list())
  },
})

/** POST /admin/users/password-token: Medusa mails the link through its notification provider. */
export const sendPasswordReset = defineCommand({
  id: 'users.send-password-reset',
  title: 'Send password reset',
  keywords: ['forgot', 'password', 'token', 'reset link'],
  scope: 'user',
  args: { userId: entityArg(userEntity) },
  confirm: (a, ctx) => `Send a password reset link to ${userIn(ctx, a)?.email ?? 'this user'}?`,
  run: async (a, { mutate, fetch, ctx }) => {
    const user = userIn(ctx, a) ?? ((await fetch(userQueries.detail(a.userId))).user as User)
    await mutate(sendPasswordTokenMutation, user.email)
    return toast('Password reset sent', `To ${user.email}, if the store sends email`)
  },
})
