import type { Currency } from '@medusajs/client-types'
import { storeQueries } from '@/atoms/core/store'
import { updateCurrencyMutation } from '@/atoms/store/keys'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { ensureUnchanged, freshRecord, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { focusedCurrencyEntity } from '@/models/currencies/entity'
import { needsFlag } from '@/models/core/rules'

/**
 * A currency's "prices include tax" (POST /admin/currencies/{code}). Medusa serves the route only with
 * the tax_inclusive_pricing feature flag (includes_tax is refused otherwise): the command is offered only then.
 */
export const editCurrencyTax = defineCommand({
  id: 'currencies.edit-includes-tax',
  title: 'Set whether currency prices include tax',
  keywords: ['tax inclusive', 'includes tax', 'gross prices', 'currency'],
  hotkey: 'i',
  scope: 'currency',
  ...needsFlag('tax_inclusive_pricing'),
  args: {
    code: entityArg(focusedCurrencyEntity),
    includesTax: arg.boolean({
      label: 'Prices in this currency include tax?',
      initial: (ctx, args) => recordIn(ctx, 'currency', 'code', args)?.includes_tax,
    }),
  },
  run: async (a, tools) => {
    const seen = recordIn(tools.ctx, 'currency', 'code', a)
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    if (seen) {
      await ensureUnchanged<Currency>(tools, a, {
        command: 'currencies.edit-includes-tax',
        id: a.code,
        seen,
        // The store's currencies read past the cache; one the store no longer has is no question (the save answers).
        read: async () => (await freshRecord(tools, storeQueries.detail())).store.currencies?.find((c) => c.code === a.code) ?? seen,
        fields: currencyTaxFields(),
        name: (currency) => currency.code.toUpperCase(),
      })
    }
    const { currency } = await tools.mutate(updateCurrencyMutation, { code: a.code, includesTax: a.includesTax })
    return toast(`${currency.code.toUpperCase()} saved`, currency.includes_tax ? 'Prices include tax' : 'Prices exclude tax')
  },
})

/** The field the command sets, read off a currency (typed here: the command reads it in its own run). */
function currencyTaxFields(): WatchedField<Currency>[] {
  return watchFields<Currency>(editCurrencyTax.args, { includesTax: (currency) => currency.includes_tax })
}

export const currencyCommands = inGroup('Store', [editCurrencyTax])
