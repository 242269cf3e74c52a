import { customerGroups } from '@/api/admin/customer-groups'
import { customers } from '@/api/admin/customers'
import type { MswRefusalSide } from '../refusals.test'
import { makeGroup, type GroupRefusalContext } from './refusals'

let serial = 0

/** The customer groups mock's side of its table: a group and a customer made through the mock. */
export const msw: MswRefusalSide<GroupRefusalContext> = {
  context: () => makeGroup({ api: { customerGroups, customers }, unique: (prefix) => `${prefix} ${(serial += 1)}` }),
}
