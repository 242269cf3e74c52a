import type { Customer, CustomerGroup } from '@medusajs/client-types'
import type { customerGroups } from '@/api/admin/customer-groups'
import type { customers } from '@/api/admin/customers'
import { defineRefusals, duplicateError, invalidData, notFound, unknownError } from '../../support/refusals'

// Every refusal the customer groups mock imitates, one row each (tests/support/refusals.ts): run against
// msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/customer-groups.ts.

export interface GroupRefusalSetup {
  api: { customerGroups: typeof customerGroups; customers: typeof customers }
  /** A fresh name per run (the contract database is not reset). */
  unique: (prefix: string) => string
}
export type GroupRefusalContext = GroupRefusalSetup & { group: CustomerGroup; member: Customer }

/** The group and the customer every row acts on. */
export async function makeGroup(s: GroupRefusalSetup): Promise<GroupRefusalContext> {
  const { customer_group: group } = await s.api.customerGroups.create({ name: s.unique('Refusal Group') })
  const { customer: member } = await s.api.customers.create({ email: `${s.unique('member').replace(/\W+/g, '-').toLowerCase()}@contract.test`, first_name: 'Group', last_name: 'Member', password: 'secret-password' })
  return { ...s, group, member }
}

const loose = <T>(body: Record<string, unknown>) => body as unknown as T
const unknownGroup = notFound('CustomerGroup with id cgrp_missing was not found')
/** The message with the name the row made as {name}. */
const naming = (call: Promise<unknown>, name: string) =>
  call.catch((error: { message?: string }) => {
    error.message = error.message?.replace(name, '{name}')
    throw error
  })

export const refusals = defineRefusals<GroupRefusalContext>({
  mock: 'customer-groups',
  about: 'Each row acts on a new group and a new customer (not a member).',
  cases: [
    { route: 'POST /admin/customer-groups', when: 'a name in use', call: ({ group, api }) => naming(api.customerGroups.create({ name: group.name }), group.name), expected: duplicateError('Key (name)=({name}) already exists.') },
    { route: 'POST /admin/customer-groups', when: 'no name', call: ({ api }) => api.customerGroups.create(loose({})), expected: invalidData('name must be a string') },
    { route: 'POST /admin/customer-groups', when: 'an unknown property', call: ({ api, unique }) => api.customerGroups.create(loose({ name: unique('G'), color: 'red' })), expected: invalidData('property color should not exist') },
    {
      route: 'POST /admin/customer-groups/{id}',
      when: "another group's name (the error handler's words)",
      call: async ({ api, group, unique }) => {
        const { customer_group: other } = await api.customerGroups.create({ name: unique('Other Group') })
        return naming(api.customerGroups.update(group.id, { name: other.name }), other.name)
      },
      expected: duplicateError('Customer_group with name {name} already exists.'),
    },
    { route: 'GET /admin/customer-groups/{id}', when: 'an unknown group', call: ({ api }) => api.customerGroups.retrieve('cgrp_missing'), expected: unknownGroup },
    { route: 'POST /admin/customer-groups/{id}', when: 'an unknown group', call: ({ api, unique }) => api.customerGroups.update('cgrp_missing', { name: unique('x') }), expected: unknownGroup },
    { route: 'GET /admin/customer-groups/{id}', when: 'an unknown relation in expand', call: ({ api, group }) => api.customerGroups.retrieve(group.id, { expand: 'no_such_relation' }), expected: unknownError },
    { route: 'GET /admin/customer-groups', when: 'an unknown relation in expand', call: ({ api }) => api.customerGroups.list({ expand: 'no_such_relation' }), expected: unknownError },
    { route: 'GET /admin/customer-groups', when: 'an unknown parameter', call: ({ api }) => api.customerGroups.list(loose({ colour: 'red' })), expected: invalidData('property colour should not exist') },
    {
      route: 'POST /admin/customer-groups/{id}/customers/batch',
      when: 'an unknown customer among known ones (the whole batch is refused)',
      call: ({ api, group, member }) => api.customerGroups.addCustomers(group.id, { customer_ids: [{ id: member.id }, { id: 'cus_missing' }] }),
      expected: notFound('The following customer ids do not exist: "cus_missing"'),
    },
    { route: 'POST /admin/customer-groups/{id}/customers/batch', when: 'an unknown group', call: ({ api, member }) => api.customerGroups.addCustomers('cgrp_missing', { customer_ids: [{ id: member.id }] }), expected: unknownGroup },
    { route: 'DELETE /admin/customer-groups/{id}/customers/batch', when: 'an unknown group', call: ({ api, member }) => api.customerGroups.removeCustomers('cgrp_missing', { customer_ids: [{ id: member.id }] }), expected: unknownGroup },
    // ValidateNested lets a missing list through; the route then reads `.map` of undefined.
    { route: 'POST /admin/customer-groups/{id}/customers/batch', when: 'no customer_ids', call: ({ api, group }) => api.customerGroups.addCustomers(group.id, loose({})), expected: unknownError },
    { route: 'POST /admin/customer-groups/{id}/customers/batch', when: 'an id that is not a string', call: ({ api, group }) => api.customerGroups.addCustomers(group.id, loose({ customer_ids: [{ id: 42 }] })), expected: invalidData('id must be a string') },
  ],
})
