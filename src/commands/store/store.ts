import type { AdminPostStoreReq, Region, Store } from '@medusajs/client-types'
import { storeQueries } from '@/atoms/core/store'
import { regionQueries } from '@/atoms/regions/keys'
import { addStoreCurrencyMutation, removeStoreCurrencyMutation, updateStoreMutation } from '@/atoms/store/keys'
import type { EntityOption, PartialArgs } from '@/commands/core/args'
import type { SearchTools } from '@/models/core/entity'
import { defineSettingsArea } from '@/commands/core/area'
import { focusOf, pickedRecord, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, toast } from '@/commands/core/define'
import { ensureUnchanged, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { focusedCurrencyEntity, knownCurrencyEntity, type StoreCurrency } from '@/models/currencies/entity'
import { onFocused, refusalOf } from '@/models/core/rules'
import { storeSettings } from '@/models/store/area'
import { usedCurrency, type UsedCurrency } from '@/models/store/entity'
import { DEFAULT_CURRENCY_STAYS, notDefaultYet, removableCurrency } from '@/models/store/rules'

/** 'Go to settings: store'. */
export const storeArea = defineSettingsArea(storeSettings)

const URL_TEMPLATE = /^https?:\/\/\S+$/
/** The store the prompt is about: the focused one (its section), else the one picked on the first page. */
const storeIn = (ctx: CommandContext, args: PartialArgs): Store | undefined => focusOf(ctx, 'store')?.entity ?? pickedRecord<Store>(ctx, 'storeId', args.storeId)
const template = (label: string, placeholder: string, current: (store: Store) => string | null) =>
  arg.text({
    label,
    optional: true,
    placeholder,
    description: 'Empty: none. Medusa fills in {cart_id} / {invite_token}',
    pattern: URL_TEMPLATE,
    patternMessage: `${label} must be a web address starting with http:// or https://`,
    initial: (ctx, args) => {
      const store = storeIn(ctx, args)
      return store ? (current(store) ?? undefined) : undefined
    },
  })

/**
 * The store's name and link templates; the prompts start from the current values (so an empty
 * template clears it). The store is the focus in its section; elsewhere its one row is picked first.
 */
export const editStore = defineCommand({
  id: 'store.edit',
  title: 'Edit store details',
  keywords: ['store name', 'swap link', 'payment link', 'invite link', 'templates'],
  hotkey: 'e',
  scope: 'store',
  args: {
    storeId: arg.entity({
      label: 'Store',
      focus: 'store',
      default: (ctx) => focusOf(ctx, 'store')?.id,
      search: async (_q, { queryClient }) => {
        const { store } = await queryClient.fetchQuery(storeQueries.detail())
        return [{ id: store.id, label: store.name, record: store }]
      },
    }),
    name: arg.text({ label: 'Store name', initial: (ctx, args) => storeIn(ctx, args)?.name, validate: (name) => (name.trim() ? undefined : 'Store name is required') }),
    swapLink: template('Swap link template', 'https://shop.example.com/swap?cart={cart_id}', (s) => s.swap_link_template),
    paymentLink: template('Payment link template', 'https://shop.example.com/pay?cart={cart_id}', (s) => s.payment_link_template),
    inviteLink: template('Invite link template', 'https://admin.example.com/invite?token={invite_token}', (s) => s.invite_link_template),
  },
  run: async (a, tools) => {
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged(tools, a, {
      command: 'store.edit',
      id: a.storeId,
      seen: storeIn(tools.ctx, a),
      read: () => tools.fetch({ ...storeQueries.detail(), staleTime: 0 }).then((r) => r.store),
      fields: storeFields(),
      name: (store) => store.name,
    })
    const body: AdminPostStoreReq = {
      name: a.name.trim(),
      // An empty template is sent as '' (IsString refuses null): Medusa keeps no link.
      swap_link_template: a.swapLink?.trim() ?? '',
      payment_link_template: a.paymentLink?.trim() ?? '',
      invite_link_template: a.inviteLink?.trim() ?? '',
    }
    const { store } = await tools.mutate(updateStoreMutation, body)
    return toast('Store details saved', store.name)
  },
})

/** The fields 'Edit store details' sets, read off the store (typed here: the command reads it in its own run). */
function storeFields(): WatchedField<Store>[] {
  return watchFields<Store>(editStore.args, {
    name: (s) => s.name,
    swapLink: (s) => s.swap_link_template,
    paymentLink: (s) => s.payment_link_template,
    inviteLink: (s) => s.invite_link_template,
  })
}

const currencyIn = (ctx: CommandContext, args: PartialArgs) => recordIn(ctx, 'currency', 'code', args) ?? pickedRecord<StoreCurrency>(ctx, 'code', args.code)

async function storeCurrencyOptions(q: string, tools: SearchTools, keep: (c: UsedCurrency) => boolean): Promise<EntityOption[]> {
  const [options, { regions }, { store }] = await Promise.all([
    pickerOf(focusedCurrencyEntity)(q, tools),
    tools.queryClient.fetchQuery(regionQueries.options()),
    tools.queryClient.fetchQuery(storeQueries.detail()),
  ])
  return options
    .map((option) => {
      const record = usedCurrency(option.record as StoreCurrency, store.default_currency_code, regions as Region[])
      const users = record.regions ?? []
      return { ...option, hint: [option.hint, record.isDefault ? 'default' : '', users.length ? `used by ${users.join(', ')}` : ''].filter(Boolean).join(' · '), record }
    })
    .filter((option) => keep(option.record))
}

export const addCurrency = defineCommand({
  id: 'store.add-currency',
  title: 'Add currency to store',
  keywords: ['new currency', 'store currencies', 'sek', 'nok'],
  hotkey: 'a',
  scope: 'store',
  args: {
    code: arg.entity({
      label: 'Currency',
      description: 'Any currency Medusa knows that the store does not have yet',
      search: async (q, tools) => {
        const [options, { store }] = await Promise.all([pickerOf(knownCurrencyEntity)(q, tools), tools.queryClient.fetchQuery(storeQueries.detail())])
        const have = new Set((store.currencies ?? []).map((c) => c.code))
        return options.filter((option) => !have.has(option.id))
      },
    }),
  },
  run: async (a, { mutate }) => {
    await mutate(addStoreCurrencyMutation, a.code)
    return toast(`${a.code.toUpperCase()} added to the store`, 'Regions and prices can use it now')
  },
})

const notDefault = (code: unknown, ctx: CommandContext, args: PartialArgs) => {
  const currency = currencyIn(ctx, { ...args, code }) as UsedCurrency | undefined
  return currency && !removableCurrency.allows(currency) ? removableCurrency.refusal(currency) : undefined
}

export const removeCurrency = defineCommand({
  id: 'store.remove-currency',
  title: 'Remove currency from store',
  keywords: ['delete currency', 'store currencies'],
  hotkey: 'shift+backspace',
  scope: 'currency',
  when: onFocused('currency', removableCurrency.allows),
  why: refusalOf('currency', removableCurrency),
  args: {
    code: {
      ...entityArg(focusedCurrencyEntity),
      search: (q: string, tools: SearchTools) => storeCurrencyOptions(q, tools, () => true),
      // Medusa removes even the default currency (the store then points at a currency it lacks).
      validate: (code: string, args: PartialArgs, ctx: CommandContext) => notDefault(code, ctx, args),
    },
  },
  confirm: (a, ctx) => {
    const currency = currencyIn(ctx, a) as UsedCurrency | undefined
    const code = String(a.code).toUpperCase()
    const users = currency?.regions ?? []
    return users.length
      ? `Remove ${code} from the store? ${users.join(', ')} ${users.length === 1 ? 'uses' : 'use'} it: customers there cannot check out until the region gets a store currency.`
      : `Remove ${code} from the store?`
  },
  run: async (a, { mutate, fetch }) => {
    const { store } = await fetch(storeQueries.detail())
    if (store.default_currency_code === a.code) throw new Error(DEFAULT_CURRENCY_STAYS)
    await mutate(removeStoreCurrencyMutation, a.code)
    return toast(`${a.code.toUpperCase()} removed from the store`)
  },
})

export const setDefaultCurrency = defineCommand({
  id: 'store.set-default-currency',
  title: 'Set default store currency',
  keywords: ['default currency', 'main currency'],
  hotkey: 'd',
  scope: 'currency',
  when: onFocused('currency', notDefaultYet.allows),
  why: refusalOf('currency', notDefaultYet),
  args: { code: { ...entityArg(focusedCurrencyEntity), search: (q: string, tools: SearchTools) => storeCurrencyOptions(q, tools, (c) => !c.isDefault) } },
  run: async (a, { mutate }) => {
    const { store } = await mutate(updateStoreMutation, { default_currency_code: a.code })
    return toast('Default currency set', `${store.default_currency_code.toUpperCase()} is the store’s default currency`)
  },
})
