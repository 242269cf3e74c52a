import type { Customer } from '@medusajs/client-types'
import type { customers } from '@/api/admin/customers'
import { defineRefusals, duplicateError, invalidData, notFound } from '../../support/refusals'

// Every refusal the customers mock imitates, one row each (tests/support/refusals.ts): run against msw
// with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/customers.ts.

export interface CustomerRefusalSetup {
  api: { customers: typeof customers }
  /** A fresh email per run (the contract database is not reset). */
  email: (prefix: string) => string
}
export type CustomerRefusalContext = CustomerRefusalSetup & { customer: Customer }

/** The registered customer (with a password) every row acts on. */
export async function makeCustomer(s: CustomerRefusalSetup): Promise<CustomerRefusalContext> {
  const { customer } = await s.api.customers.create({ email: s.email('Registered'), first_name: 'Grace', last_name: 'Hopper', password: 'secret-password' })
  return { ...s, customer }
}

type CreateBody = Parameters<typeof customers.create>[0]
const body = (s: CustomerRefusalSetup, fields: Record<string, unknown>) => ({ email: s.email('new'), first_name: 'A', last_name: 'B', password: 'secret-password', ...fields }) as unknown as CreateBody
const registered = invalidData('Email cannot be changed when the user has registered their account')

export const refusals = defineRefusals<CustomerRefusalContext>({
  mock: 'customers',
  about: 'Each row acts on a new customer with an account (made with a password).',
  cases: [
    { route: 'POST /admin/customers', when: 'an email that is not one', call: (s) => s.api.customers.create(body(s, { email: 'anna@' })), expected: invalidData('email must be an email') },
    { route: 'POST /admin/customers', when: 'no password', call: (s) => s.api.customers.create(body(s, { password: undefined })), expected: invalidData('password must be a string') },
    { route: 'POST /admin/customers', when: 'an unknown property', call: (s) => s.api.customers.create(body(s, { groups: [] })), expected: invalidData('property groups should not exist') },
    {
      route: 'POST /admin/customers',
      when: 'the email of a customer with an account (any case)',
      call: (s) => s.api.customers.create(body(s, { email: s.customer.email.toUpperCase() })),
      expected: duplicateError('A customer with the given email already has an account. Log in instead'),
    },
    { route: 'POST /admin/customers/{id}', when: 'a new email once registered', call: (s) => s.api.customers.update(s.customer.id, { email: s.email('other') }), expected: registered },
    { route: 'POST /admin/customers/{id}', when: 'even the same email once registered', call: (s) => s.api.customers.update(s.customer.id, { email: s.customer.email }), expected: registered },
    {
      route: 'POST /admin/customers/{id}',
      when: 'an unknown group (the join table\'s foreign key)',
      call: (s) => s.api.customers.update(s.customer.id, { groups: [{ id: 'cgrp_missing' }] }),
      expected: notFound('Customer_group with customer_group_id cgrp_missing does not exist.'),
    },
    { route: 'GET /admin/customers/{id}', when: 'an unknown customer', call: (s) => s.api.customers.retrieve('cus_missing'), expected: notFound('Customer with id: cus_missing was not found') },
    { route: 'POST /admin/customers/{id}', when: 'an unknown customer', call: (s) => s.api.customers.update('cus_missing', { first_name: 'Nobody' }), expected: notFound('Customer with id: cus_missing was not found') },
  ],
})
