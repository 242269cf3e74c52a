import { makeGroup, type GroupRefusalContext } from '../../mocks/customer-groups/refusals'
import type { RefusalSide } from '../../support/refusals'
import { customerGroups, customers } from '../api'
import { unique } from '../helpers'

/** The customer groups table against Medusa: a new group (deleted after) and a new customer. */
export const medusa: Omit<RefusalSide<GroupRefusalContext>, 'name'> = {
  context: () => makeGroup({ api: { customerGroups, customers }, unique }),
  async cleanUp({ group }) {
    await customerGroups.delete(group.id)
  },
}
