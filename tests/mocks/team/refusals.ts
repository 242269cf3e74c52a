import type { invites } from '@/api/admin/invites'
import type { users } from '@/api/admin/users'
import { defineRefusals, invalidData, notFound } from '../../support/refusals'

// Every refusal the team mock (users and invites) imitates, one row each (tests/support/refusals.ts):
// run against msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/team.ts.

export interface TeamRefusalContext {
  api: { users: typeof users; invites: typeof invites }
  /** The email of a user who has an account. */
  memberEmail: string
}

export const refusals = defineRefusals<TeamRefusalContext>({
  mock: 'team',
  about: 'Each row acts on the store\'s users as they are (the demo admin has an account).',
  cases: [
    { route: 'GET /admin/users/{id}', when: 'an unknown user', call: (c) => c.api.users.retrieve('usr_missing'), expected: notFound('User with id: usr_missing was not found') },
    { route: 'POST /admin/invites/{invite_id}/resend', when: 'an unknown invite (InviteService.resend)', call: (c) => c.api.invites.resendViaResendPath('invite_missing'), expected: invalidData("Invite doesn't exist") },
    { route: 'POST /admin/invites', when: 'an email that has an account', call: (c) => c.api.invites.create({ user: c.memberEmail, role: 'member' }), expected: invalidData("Can't invite a user with an existing account") },
  ],
})
