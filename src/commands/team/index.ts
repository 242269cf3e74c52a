import { deleteInvite, inviteUser, resendInvite, teamArea } from './invites'
import { deleteUser, editProfile, editUser, sendPasswordReset } from './users'

/** The team: users (edit, delete, password reset, one's own profile) and invites. */
export const teamCommands = [teamArea.list, inviteUser, resendInvite, deleteInvite, editUser, editProfile, deleteUser, sendPasswordReset] as const
