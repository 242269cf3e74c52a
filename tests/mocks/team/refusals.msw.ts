import { invites } from '@/api/admin/invites'
import { users } from '@/api/admin/users'
import type { MswRefusalSide } from '../refusals.test'
import type { TeamRefusalContext } from './refusals'

/** The team mock's side of its table: the seeded users. */
export const msw: MswRefusalSide<TeamRefusalContext> = {
  context: (db) => ({ api: { users, invites }, memberEmail: db.users[0]?.email ?? '' }),
}
