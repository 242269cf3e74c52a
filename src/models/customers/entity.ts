import type { Customer } from '@medusajs/client-types'
import { customerQueries } from '@/atoms/customers/keys'
import { defineEntity, sameText } from '@/models/core/entity'
import { counted } from '@/models/core/text'

declare module '@/atoms/core/context' {
  interface EntityMap {
    customer: Customer
  }
}

const fullName = (c: Pick<Customer, 'first_name' | 'last_name'>) => [c.first_name, c.last_name].filter(Boolean).join(' ')

/** '1 customer', '1,312 customers'. */
export const customersText = (count: number) => counted(count, 'customer')

/** Customers by email or name: the name as label (else the email), the email as hint. */
export const customerEntity = defineEntity<Customer>({
  noun: 'customer',
  focus: 'customer',
  label: (c) => fullName(c) || c.email,
  hint: (c) => (fullName(c) ? c.email : undefined),
  search: async (q, { queryClient }) => (await queryClient.fetchQuery(customerQueries.search(q.trim()))).customers as Customer[],
  exact: (c, q) => sameText(c.email, q),
})
