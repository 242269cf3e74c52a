import { makeCustomer, type CustomerRefusalContext } from '../../mocks/customers/refusals'
import type { RefusalSide } from '../../support/refusals'
import { customers } from '../api'
import { unique } from '../helpers'

/** The customers table against Medusa: a new customer per row (Medusa 1.20 has no admin delete). */
export const medusa: Omit<RefusalSide<CustomerRefusalContext>, 'name'> = {
  context: () => makeCustomer({ api: { customers }, email: (prefix) => `${unique(prefix)}@contract.test` }),
}
