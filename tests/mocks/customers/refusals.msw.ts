import { customers } from '@/api/admin/customers'
import type { MswRefusalSide } from '../refusals.test'
import { makeCustomer, type CustomerRefusalContext } from './refusals'

let serial = 0

/** The customers mock's side of its table: a customer made through the mock. */
export const msw: MswRefusalSide<CustomerRefusalContext> = {
  context: () => makeCustomer({ api: { customers }, email: (prefix) => `${prefix}-${(serial += 1)}@contract.test` }),
}
