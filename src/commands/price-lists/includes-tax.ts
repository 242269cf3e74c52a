import type { PriceList } from '@medusajs/client-types'
import { priceListQueries, updatePriceListMutation } from '@/atoms/price-lists/keys'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { needsFlag } from '@/models/core/rules'
import { priceListEntity } from '@/models/price-lists/entity'

/**
 * Whether a price list's prices include tax (the original admin's price list form). Medusa 1.20 takes
 * includes_tax only with the tax_inclusive_pricing feature flag (it refuses the field otherwise): the
 * command is offered only then.
 */
export const setPriceListIncludesTax = defineCommand({
  id: 'price-lists.set-includes-tax',
  title: 'Set whether price list prices include tax',
  keywords: ['tax inclusive', 'includes tax', 'gross prices'],
  hotkey: 'i',
  scope: 'price-list',
  ...needsFlag('tax_inclusive_pricing'),
  args: {
    priceListId: entityArg(priceListEntity),
    includesTax: arg.boolean({
      label: 'Prices of this list include tax?',
      initial: (ctx, args) => recordIn(ctx, 'price-list', 'priceListId', args)?.includes_tax,
    }),
  },
  run: async (args, tools) => {
    const { priceListId, includesTax } = args
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged(tools, args, {
      command: 'price-lists.set-includes-tax',
      id: priceListId,
      seen: recordIn(tools.ctx, 'price-list', 'priceListId', args),
      read: async () => (await freshRecord(tools, priceListQueries.detail(priceListId))).price_list,
      fields: includesTaxField(),
      name: (list) => list.name,
    })
    const { price_list } = await tools.mutate(updatePriceListMutation, { id: priceListId, body: { includes_tax: includesTax } })
    return toast(`Price list ${price_list.name} saved`, price_list.includes_tax ? 'Its prices include tax' : 'Its prices exclude tax')
  },
})

/** The field the command sets, read off a price list (typed here: the command reads it in its own run). */
function includesTaxField(): WatchedField<PriceList>[] {
  return watchFields<PriceList>(setPriceListIncludesTax.args, { includesTax: (list) => list.includes_tax })
}

export const priceListIncludesTaxCommands = inGroup('Price lists', [setPriceListIncludesTax])
