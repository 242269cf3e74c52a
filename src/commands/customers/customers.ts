import type { AdminPostCustomersCustomerReq } from '@medusajs/client-types'
import { createCustomerMutation, customerQueries, updateCustomerMutation } from '@/atoms/customers/keys'
import type { PartialArgs } from '@/commands/core/args'
import { defineArea } from '@/commands/core/area'
import type { CommandContext } from '@/models/core/context'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { recordIn } from '@/models/core/entity'
import { customersNav } from '@/models/customers/area'
import { EMAIL, EMAIL_INVALID, emailLocked, PHONE, PHONE_INVALID } from '@/models/customers/rules'
import { customerEntity } from '@/models/customers/entity'

/**
 * Medusa 1.20's admin create requires a password (AdminPostCustomersReq), which gives the customer an
 * account. Left empty, a random one is made: the customer sets their own with "forgot password".
 */
export function randomPassword(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')
}

/** The customers area: 'Go to customers' (g c), 'Open customer…' and the nav link. */
export const customersArea = defineArea(customersNav, { entity: customerEntity, arg: 'customerId', keywords: ['find', 'search', 'email'] })

const known = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'customer', 'customerId', args)

export const createCustomer = defineCommand({
  id: 'customers.create',
  title: 'Create customer',
  keywords: ['new customer', 'add customer', 'register'],
  args: {
    email: arg.text({ label: 'Email', placeholder: 'anna@example.com', pattern: EMAIL, patternMessage: EMAIL_INVALID }),
    firstName: arg.text({ label: 'First name', placeholder: 'Anna' }),
    lastName: arg.text({ label: 'Last name', placeholder: 'Berg' }),
    phone: arg.text({ label: 'Phone', optional: true, placeholder: '+49 30 1234567', pattern: PHONE, patternMessage: PHONE_INVALID }),
    password: arg.text({
      label: 'Password',
      optional: true,
      secret: true,
      placeholder: 'Empty: a random one (the customer resets it)',
      validate: (text) => (text.length < 8 ? 'Password must have at least 8 characters' : undefined),
    }),
  },
  run: async ({ email, firstName, lastName, phone, password }, { mutate }) => {
    const { customer } = await mutate(createCustomerMutation, {
      email,
      first_name: firstName,
      last_name: lastName,
      phone,
      password: password ?? randomPassword(),
    })
    return openPanel(customersNav.routes.record(customer.id))
  },
})

export const editCustomer = editRecord({
  id: 'customers.edit',
  title: 'Edit customer',
  keywords: ['update', 'rename', 'phone', 'email', 'name'],
  entity: customerEntity,
  arg: 'customerId',
  read: (id, { fetch }) => fetch({ ...customerQueries.detail(id), staleTime: 0 }).then((r) => r.customer),
  undoable: true,
  fields: (current) => ({
    firstName: arg.text({ label: 'First name', initial: current((c) => c.first_name) }),
    lastName: arg.text({ label: 'Last name', initial: current((c) => c.last_name) }),
    phone: arg.text({ label: 'Phone', optional: true, pattern: PHONE, patternMessage: PHONE_INVALID, initial: current((c) => c.phone) }),
    email: arg.text({
      label: 'Email',
      pattern: EMAIL,
      patternMessage: EMAIL_INVALID,
      initial: current((c) => c.email),
      validate: (email, args, ctx) => {
        const customer = known(ctx, args)
        return customer?.has_account && !sameEmail(customer.email, email) ? emailLocked(customer) : undefined
      },
    }),
  }),
  run: async ({ customerId, firstName, lastName, phone, email }, { mutate, fetch }) => {
    // Always checked against the server's record: the prompt may not have known it.
    const { customer } = await fetch({ ...customerQueries.detail(customerId), staleTime: 0 })
    const emailChanged = !sameEmail(customer.email, email)
    if (emailChanged && customer.has_account) throw new Error(emailLocked(customer))
    const body: AdminPostCustomersCustomerReq = {
      first_name: firstName,
      last_name: lastName,
      // An emptied phone clears it; Medusa stores what it is sent.
      phone: phone ?? '',
      ...(emailChanged ? { email } : {}),
    }
    const { customer: saved } = await mutate(updateCustomerMutation, { id: customerId, body })
    return toast('Customer saved', saved.email)
  },
})

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export const customerRecordCommands = inGroup('Customers', [customersArea.list, customersArea.open, createCustomer, editCustomer])
