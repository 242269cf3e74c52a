import type { ShippingOption } from '@medusajs/client-types'
import { shippingOptionQueries, updateShippingOptionMutation } from '@/atoms/shipping/keys'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { needsFlag } from '@/models/core/rules'
import { shippingOptionEntity } from '@/models/shipping/entity'

/**
 * "Price includes tax" of a shipping or return option (the original admin's shipping option form).
 * Medusa 1.20 takes includes_tax only with the tax_inclusive_pricing feature flag (it refuses the field
 * otherwise): the command is offered only then.
 */
export const setShippingOptionIncludesTax = defineCommand({
  id: 'shipping-options.set-includes-tax',
  title: 'Set whether shipping option price includes tax',
  keywords: ['tax inclusive', 'includes tax', 'gross price', 'return option'],
  hotkey: 'i',
  scope: 'shipping-option',
  ...needsFlag('tax_inclusive_pricing'),
  args: {
    optionId: entityArg(shippingOptionEntity),
    includesTax: arg.boolean({
      label: 'Price includes tax?',
      initial: (ctx, args) => recordIn(ctx, 'shipping-option', 'optionId', args)?.includes_tax,
    }),
  },
  run: async (args, tools) => {
    const { optionId, includesTax } = args
    // Read once, past the cache: compared with the option as seen, and its requirements sent back.
    const current = (await freshRecord(tools, shippingOptionQueries.detail(optionId))).shipping_option as ShippingOption
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged(tools, args, {
      command: 'shipping-options.set-includes-tax',
      id: optionId,
      seen: recordIn(tools.ctx, 'shipping-option', 'optionId', args),
      read: async () => current,
      fields: includesTaxField(),
      name: (option) => option.name,
    })
    // Medusa's update requires the requirements: the current ones are sent back unchanged.
    const kept = (current.requirements ?? []).filter((r) => !r.deleted_at).map(({ id, type, amount }) => ({ id, type, amount }))
    const { shipping_option } = await tools.mutate(updateShippingOptionMutation, { id: optionId, body: { includes_tax: includesTax, requirements: kept } })
    const kind = shipping_option.is_return ? 'Return option' : 'Shipping option'
    return toast(`${kind} ${shipping_option.name} saved`, shipping_option.includes_tax ? 'Its price includes tax' : 'Its price excludes tax')
  },
})

/** The field the command sets, read off an option (typed here: the command reads it in its own run). */
function includesTaxField(): WatchedField<ShippingOption>[] {
  return watchFields<ShippingOption>(setShippingOptionIncludesTax.args, { includesTax: (option) => option.includes_tax })
}

export const shippingIncludesTaxCommands = inGroup('Shipping', [setShippingOptionIncludesTax])
