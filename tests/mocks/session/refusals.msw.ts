import { auth } from '@/api/admin/auth'
import { invites } from '@/api/admin/invites'
import { store } from '@/api/admin/store'
import { users } from '@/api/admin/users'
import type { MswRefusalSide } from '../refusals.test'
import { ADMIN, makeInvite, mockAuth } from './auth'
import type { SessionRefusalContext } from './refusals'

let serial = 0

/** The session mock's side of its table: mockAuth over the demo admin; invites and accounts go in its state. */
export const msw: MswRefusalSide<SessionRefusalContext> = {
  context() {
    const state = mockAuth({ signedIn: true })
    return {
      api: { auth, invites, users, store },
      adminEmail: ADMIN.email,
      async invite() {
        const invite = makeInvite(`invitee-${(serial += 1)}@contract.test`)
        state.invites.push(invite)
        return { token: invite.token, email: invite.user_email }
      },
      async account(email) {
        state.users.push({ ...ADMIN, id: `usr_${(serial += 1)}`, email, role: 'member' })
      },
      signOut: () => {
        state.sessionUserId = null
      },
    }
  },
}
