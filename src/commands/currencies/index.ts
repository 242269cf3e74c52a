import { updateCurrencyMutation } from '@/atoms/store/keys'
import { arg, defineCommand, toast, inGroup } from '@/commands/core/define'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { focusedCurrencyEntity } from '@/models/currencies/entity'

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
  when: (ctx) => ctx.flags.tax_inclusive_pricing === true,
  why: (ctx) => (ctx.flags.tax_inclusive_pricing ? undefined : 'Needs the store’s tax_inclusive_pricing feature flag'),
  args: {
    code: entityArg(focusedCurrencyEntity),
    includesTax: arg.boolean({
      label: 'Prices in this currency include tax?',
      initial: (ctx, args) => recordIn(ctx, 'currency', 'code', args)?.includes_tax,
    }),
  },
  run: async (a, { mutate }) => {
    const { currency } = await mutate(updateCurrencyMutation, { code: a.code, includesTax: a.includesTax })
    return toast(`${currency.code.toUpperCase()} saved`, currency.includes_tax ? 'Prices include tax' : 'Prices exclude tax')
  },
})

export const currencyCommands = inGroup('Store', [editCurrencyTax])
