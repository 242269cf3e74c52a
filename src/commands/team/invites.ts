import type { Invite, User } from '@medusajs/client-types'
import { createInviteMutation, deleteInviteMutation, inviteQueries, resendInviteMutation, userQueries } from '@/atoms/team/keys'
import { recordAction } from '@/commands/core/action'
import { defineSettingsArea } from '@/commands/core/area'
import { arg, copy, defineCommand, toast } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { teamSettings } from '@/models/team/area'
import { inviteEntity, inviteExpired, ROLES, type Role } from '@/models/team/entity'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** 'Go to settings: team'. */
export const teamArea = defineSettingsArea(teamSettings)

/**
 * Invites someone by email. Medusa refuses an email that already has an account, and silently
 * re-sends (with a new role) one that has a pending invite (medusajs/admin#770): both are said
 * before anything is sent.
 */
export const inviteUser = defineCommand({
  id: 'invites.create',
  title: 'Invite user',
  keywords: ['team', 'new user', 'add member', 'staff'],
  args: {
    email: arg.text({
      label: 'Email',
      placeholder: 'sam@example.com',
      pattern: EMAIL,
      patternMessage: 'Enter an email address such as sam@example.com',
    }),
    role: arg.choice<Role>()({ label: 'Role', options: ROLES }),
  },
  run: async (a, { mutate, fetch }) => {
    const email = a.email.trim().toLowerCase()
    const [{ users }, { invites }] = await Promise.all([fetch(userQueries.table()), fetch(inviteQueries.table())])
    if ((users as User[]).some((u) => u.email.toLowerCase() === email)) throw new Error(`${email} already has an account`)
    const pending = (invites as Invite[]).find((i) => i.user_email.toLowerCase() === email)
    if (pending) {
      throw new Error(
        inviteExpired(pending) ? `${email} has an expired invite: resend it or delete it first` : `${email} has a pending invite already: resend it instead`,
      )
    }
    await mutate(createInviteMutation, { user: email, role: a.role })
    return toast('Invite sent', `${email} as ${a.role}`)
  },
})

export const resendInvite = recordAction({
  id: 'invites.resend',
  title: 'Resend invite',
  keywords: ['again', 'renew', 'extend'],
  hotkey: 'r',
  entity: inviteEntity,
  arg: 'inviteId',
  bulk: true,
  mutation: resendInviteMutation,
  done: () => toast('Invite sent again', 'Valid for another week'),
})

/**
 * The link an invite email carries, for sending another way (chat, a ticket): the console's own
 * accept page on this origin, as the original admin's "Copy invite link" builds it.
 */
export function inviteLink(invite: Pick<Invite, 'token' | 'user_email'>, origin: string): string {
  return `${origin}/invite?${new URLSearchParams({ token: invite.token, user_email: invite.user_email }).toString()}`
}

export const copyInviteLink = defineCommand({
  id: 'invites.copy-link',
  reads: true,
  title: 'Copy invite link',
  keywords: ['share', 'url', 'token', 'clipboard'],
  args: { inviteId: entityArg(inviteEntity) },
  run: async (a, { fetch }) => {
    const invite = ((await fetch(inviteQueries.table())).invites as Invite[]).find((i) => i.id === a.inviteId)
    if (!invite) throw new Error('This invite is gone: it was accepted or deleted meanwhile')
    if (inviteExpired(invite)) throw new Error(`The invite to ${invite.user_email} has expired: resend it first, then copy the new link`)
    return copy(`Invite link for ${invite.user_email} copied`, inviteLink(invite, globalThis.location.origin))
  },
})

export const deleteInvite = recordAction({
  id: 'invites.delete',
  title: 'Delete invite',
  keywords: ['revoke', 'cancel', 'remove'],
  hotkey: 'shift+backspace',
  entity: inviteEntity,
  arg: 'inviteId',
  bulk: true,
  confirm: (invite) => (invite ? `Delete the invite to ${invite.user_email}? Its link stops working.` : 'Delete this invite? Its link stops working.'),
  mutation: deleteInviteMutation,
  done: () => toast('Invite deleted'),
})
