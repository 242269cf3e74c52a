import type { TeamRefusalContext } from '../../mocks/team/refusals'
import type { RefusalSide } from '../../support/refusals'
import { invites, users } from '../api'
import { ADMIN } from '../helpers'

/** The team table against Medusa: the demo admin is the user with an account. */
export const medusa: Omit<RefusalSide<TeamRefusalContext>, 'name'> = {
  context: async () => ({ api: { users, invites }, memberEmail: ADMIN.email }),
}
