import type { Customer } from '@medusajs/client-types'
import { customerQueries, updateCustomerMutation } from '@/atoms/customers/keys'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { metadataChanges } from '@/commands/core/metadata'
import { recordIn } from '@/models/core/entity'
import { customerEntity } from '@/models/customers/entity'

const nameOf = (customer: Customer) => [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email

/**
 * "Set customer metadata": the customer's key/value pairs as one prompt (the original admin's metadata
 * form). Medusa merges what is sent into what is stored and deletes a key sent as '' (metadataChanges).
 * Not an editRecord: `e` on the customer panel is "Edit customer".
 */
export const setCustomerMetadata = defineCommand({
  id: 'customers.set-metadata',
  title: 'Set customer metadata',
  keywords: ['metadata', 'custom fields', 'key value'],
  args: {
    customerId: entityArg(customerEntity),
    metadata: arg.metadata({
      label: 'Metadata (key: value per line; remove a line to delete its key)',
      optional: true,
      initial: (ctx, args) => (recordIn(ctx, 'customer', 'customerId', args)?.metadata as Record<string, string> | null | undefined) ?? undefined,
    }),
  },
  run: async ({ customerId, metadata }, { mutate, fetch, ctx }) => {
    // Keys the operator removed are known against the customer as it was shown (else as it is now).
    const before = recordIn(ctx, 'customer', 'customerId', { customerId }) ?? (await fetch({ ...customerQueries.detail(customerId), staleTime: 0 })).customer
    const changes = metadataChanges(before.metadata, metadata ?? {})
    if (!Object.keys(changes).length) return toast('Metadata unchanged', nameOf(before))
    const { customer } = await mutate(updateCustomerMutation, { id: customerId, body: { metadata: changes } })
    return toast('Customer metadata saved', `${nameOf(customer)}: ${Object.keys(changes).length} key(s) changed`)
  },
})

export const customerMetadataCommands = inGroup('Customers', [setCustomerMetadata])
