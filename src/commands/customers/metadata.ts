import type { Customer } from '@medusajs/client-types'
import { customerQueries, updateCustomerMutation } from '@/atoms/customers/keys'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
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
  run: async ({ customerId, metadata }, tools) => {
    const { mutate, ctx } = tools
    const read = async () => (await freshRecord(tools, customerQueries.detail(customerId))).customer
    // Keys the operator removed are known against the customer as it was shown (else as it is now).
    const seen = recordIn(ctx, 'customer', 'customerId', { customerId })
    const before = seen ?? (await read())
    const changes = metadataChanges(before.metadata, metadata ?? {})
    if (!Object.keys(changes).length) return toast('Metadata unchanged', nameOf(before))
    // Medusa merges: only the keys sent are overwritten, so only another operator's save of those is asked about.
    await ensureUnchanged(tools, { metadata: setValues(changes) }, {
      command: 'customers.set-metadata',
      id: customerId,
      seen,
      read,
      fields: sentKeys(Object.keys(changes)),
      name: nameOf,
    })
    const { customer } = await mutate(updateCustomerMutation, { id: customerId, body: { metadata: changes } })
    return toast('Customer metadata saved', `${nameOf(customer)}: ${Object.keys(changes).length} key(s) changed`)
  },
})

/** What the changes leave in the metadata: a key sent as '' is deleted, so it is absent. */
const setValues = (changes: Record<string, string>) => Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== ''))

/** The metadata keys the save sends, as a field read off the customer (their values as the prompt shows them). */
function sentKeys(keys: readonly string[]): WatchedField<Customer>[] {
  return watchFields<Customer>(setCustomerMetadata.args, {
    metadata: (customer) => {
      const stored = customer.metadata ?? {}
      return Object.fromEntries(keys.filter((key) => Object.hasOwn(stored, key)).map((key) => [key, asText(stored[key])]))
    },
  })
}

/** A metadata value as the prompt shows it (JSON for what is not text). */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

export const customerMetadataCommands = inGroup('Customers', [setCustomerMetadata])
