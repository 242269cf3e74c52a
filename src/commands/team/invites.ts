import type { Invite, User } from '@medusajs/client-types'
import { createInviteMutation, deleteInviteMutation, inviteQueries, resendInviteMutation, userQueries } from '@/atoms/team/keys'
import { recordAction } from '@/commands/core/action'
import { defineSettingsArea } from '@/commands/core/area'
import { arg, defineCommand, toast } from '@/commands/core/define'
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
