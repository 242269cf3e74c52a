import { copyInviteLink, deleteInvite, inviteUser, resendInvite, teamArea } from './invites'
import { deleteUser, editProfile, editUser, sendPasswordReset } from './users'
import { inGroup } from '@/commands/core/define'

/** The team: users (edit, delete, password reset, one's own profile) and invites. */
export const teamCommands = inGroup('Team', [teamArea.list, inviteUser, resendInvite, copyInviteLink, deleteInvite, editUser, editProfile, deleteUser, sendPasswordReset])
