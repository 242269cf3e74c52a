import type { Product, ProductVariant, Store } from '@medusajs/client-types'
import { formatMoney, formatMoneyInput, parseMoney } from '@/api/money'
import { storeQueries } from '@/atoms/core/store'
import { createProductMutation, createVariantMutation, deleteVariantMutation, productQueries, updateVariantMutation } from '@/atoms/products/keys'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, inGroup, openPanel, toast, type CommandTools } from '@/commands/core/define'
import { pickerOf } from '@/commands/core/entity'
import { splitList } from '@/commands/core/text'
import type { CommandContext } from '@/models/core/context'
import { currencyEntity } from '@/models/currencies/entity'
import { denominationLabel, denominationPrice } from '@/models/gift-cards/denominations'
import { productsNav } from '@/models/products/area'

// The gift card product (the original's domain/gift-cards/new.tsx and gift-card-denominations-section):
// a product with `is_giftcard`, not discountable, one option "Denominations", a variant per
// denomination priced in the store's currencies. Selling it issues gift cards; the cards themselves are
// the other gift-card commands.

const GROUP = 'Gift cards'
type Tools = Pick<CommandTools, 'fetch' | 'queryClient'>

/** The store's gift card product, read past the cache (Medusa has no limit of one; the original offers one). */
async function giftCardProduct(tools: Tools): Promise<Product | undefined> {
  const { products } = await tools.fetch({ ...productQueries.list({ is_giftcard: true, limit: 1, order: 'created_at' }), staleTime: 0 })
  const [found] = products as Product[]
  return found ? (await tools.fetch({ ...productQueries.detail(found.id), staleTime: 0 })).product : undefined
}
const storeOf = async (tools: Tools): Promise<Store> => (await tools.fetch(storeQueries.detail())).store
const storeCurrencies = (store: Store) => [store.default_currency_code, ...(store.currencies ?? []).map((c) => c.code).filter((c) => c !== store.default_currency_code)]

/** '25, 50, 100' in the default currency's major units -> minor units; an unreadable or non-positive one is said by itself. */
function readDenominations(text: string, currency: string): { amounts: number[] } | { error: string } {
  const amounts: number[] = []
  for (const item of splitList(text)) {
    const amount = parseMoney(item, currency)
    if (amount === undefined) return { error: `“${item}” is not an amount` }
    if (amount <= 0) return { error: 'A denomination must be more than 0' }
    if (amounts.includes(amount)) return { error: `${formatMoney(amount, currency)} is given twice` }
    amounts.push(amount)
  }
  return amounts.length ? { amounts } : { error: 'Give at least one denomination' }
}
/** The prices of a denomination: the default currency's, and with `everyCurrency` the same figure in each store currency. */
function pricesFor(amount: number, store: Store, everyCurrency: boolean) {
  const typed = formatMoneyInput(amount, store.default_currency_code)
  const currencies = everyCurrency ? storeCurrencies(store) : [store.default_currency_code]
  return currencies.map((currency_code) => ({ currency_code, amount: parseMoney(typed, currency_code) ?? amount }))
}
/** A variant of the gift card product (inventory not tracked, as the original creates them). */
const denominationVariant = (amount: number, index: number, store: Store, everyCurrency: boolean) => ({
  title: `${index + 1}`,
  inventory_quantity: 0,
  manage_inventory: false,
  prices: pricesFor(amount, store, everyCurrency),
  options: [{ value: `${amount}` }],
})

const denominationsArg = () =>
  arg.text({
    label: 'Denominations',
    placeholder: '25, 50, 100 (in the store’s default currency)',
    validate: (text) => {
      const read = readDenominations(text, 'eur')
      return 'error' in read ? read.error : undefined
    },
  })
const everyCurrencyArg = () =>
  arg.boolean({ label: 'The same amount in every store currency?', description: 'No: the default currency only; set the others per denomination later' })

export const createGiftCardProduct = defineCommand({
  id: 'gift-cards.create-product',
  title: 'Gift card product: create it with denominations',
  keywords: ['gift card product', 'denominations', 'sell gift cards', 'new gift card'],
  args: {
    title: arg.text({ label: 'Name', initial: () => 'Gift Card' }),
    denominations: denominationsArg(),
    everyCurrency: everyCurrencyArg(),
    description: arg.text({ label: 'Description', optional: true, more: true, multiline: true }),
  },
  run: async ({ title, denominations, everyCurrency, description }, tools) => {
    const [store, existing] = await Promise.all([storeOf(tools), giftCardProduct(tools)])
    // Refused in words rather than making a second one the storefront would not know to show.
    if (existing) throw new Error(`The store already sells gift cards as ${existing.title}: add denominations to it instead`)
    const read = readDenominations(denominations, store.default_currency_code)
    if ('error' in read) throw new Error(read.error)
    const { product } = await tools.mutate(createProductMutation, {
      title,
      description,
      is_giftcard: true,
      discountable: false,
      status: 'published',
      options: [{ title: 'Denominations' }],
      variants: read.amounts.map((amount, i) => denominationVariant(amount, i, store, everyCurrency)),
    })
    return openPanel(productsNav.routes.record(product.id))
  },
})

/** The gift card product's denominations as picker options ('€25.00', its other prices as hint). */
async function searchDenominations(q: string, tools: { queryClient: CommandTools['queryClient'] }) {
  const fetch: Tools['fetch'] = (options) => tools.queryClient.fetchQuery(options)
  const [store, product] = await Promise.all([storeOf({ fetch, queryClient: tools.queryClient }), giftCardProduct({ fetch, queryClient: tools.queryClient })])
  const needle = q.trim().toLowerCase()
  return (product?.variants ?? [])
    .map((v) => ({
      id: v.id,
      label: denominationLabel(v, store.default_currency_code),
      hint: (v.prices ?? []).filter((p) => p.currency_code !== store.default_currency_code && !p.region_id).map((p) => formatMoney(p.amount, p.currency_code)).join(' · '),
      record: v,
    }))
    .filter((o) => !needle || o.label.toLowerCase().includes(needle))
}
const denominationArg = (label: string) => arg.entity({ label, search: (q, tools) => searchDenominations(q, tools) })
const pickedDenomination = (ctx: CommandContext, args: PartialArgs) => {
  const picked = ctx.picked?.variantId as ProductVariant | undefined
  return picked && picked.id === args.variantId ? picked : undefined
}

async function theProduct(tools: Tools): Promise<Product> {
  const product = await giftCardProduct(tools)
  if (!product) throw new Error('The store has no gift card product yet: create it first')
  return product
}

export const addDenomination = defineCommand({
  id: 'gift-cards.add-denomination',
  title: 'Add gift card denomination',
  keywords: ['denomination', 'gift card amount', 'gift card value'],
  args: { denominations: denominationsArg(), everyCurrency: everyCurrencyArg() },
  run: async ({ denominations, everyCurrency }, tools) => {
    const [store, product] = await Promise.all([storeOf(tools), theProduct(tools)])
    const read = readDenominations(denominations, store.default_currency_code)
    if ('error' in read) throw new Error(read.error)
    const taken = new Set((product.variants ?? []).map((v) => denominationLabel(v, store.default_currency_code)))
    const fresh = read.amounts.filter((a) => !taken.has(formatMoney(a, store.default_currency_code)))
    if (!fresh.length) throw new Error(`${product.title} already has ${read.amounts.map((a) => formatMoney(a, store.default_currency_code)).join(', ')}`)
    const option = product.options?.[0]
    if (!option) throw new Error(`${product.title} has no denomination option to add to`)
    const count = product.variants?.length ?? 0
    // One variant per request (Medusa's route), in the order typed.
    for (const [i, amount] of fresh.entries()) {
      const variant = denominationVariant(amount, count + i, store, everyCurrency)
      await tools.mutate(createVariantMutation, { productId: product.id, body: { ...variant, options: [{ option_id: option.id, value: `${amount}` }] } })
    }
    return toast(`${product.title}: denominations added`, fresh.map((a) => formatMoney(a, store.default_currency_code)).join(', '))
  },
})

export const setDenominationPrice = defineCommand({
  id: 'gift-cards.set-denomination-price',
  title: 'Edit gift card denomination price in a currency',
  keywords: ['denomination', 'gift card price', 'currency'],
  args: {
    variantId: denominationArg('Denomination'),
    currency: arg.entity({ label: 'Currency', search: pickerOf(currencyEntity) }),
    amount: arg.money({
      label: 'Amount',
      currency: (_ctx, args) => String(args.currency),
      initial: (ctx, args) => {
        const picked = pickedDenomination(ctx, args)
        return picked && typeof args.currency === 'string' ? denominationPrice(picked, args.currency)?.amount : undefined
      },
    }),
  },
  run: async ({ variantId, currency, amount }, tools) => {
    const [store, product] = await Promise.all([storeOf(tools), theProduct(tools)])
    const variant = product.variants?.find((v) => v.id === variantId)
    if (!variant) throw new Error('That denomination is no longer on the gift card product')
    if (amount <= 0) throw new Error('A denomination must be more than 0')
    // The route replaces the variant's prices: the others go back by id.
    const others = (variant.prices ?? [])
      .filter((p) => !p.price_list_id && (p.region_id || p.currency_code !== currency))
      .map((p) => ({ id: p.id, amount: p.amount, ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }) }))
    const existing = denominationPrice(variant, currency)
    await tools.mutate(updateVariantMutation, { productId: product.id, variantId, body: { prices: [...others, { id: existing?.id, currency_code: currency, amount }] } })
    return toast(`Denomination ${denominationLabel(variant, store.default_currency_code)}`, `${currency.toUpperCase()}: ${formatMoney(amount, currency)}`)
  },
})

export const deleteDenomination = defineCommand({
  id: 'gift-cards.delete-denomination',
  title: 'Delete gift card denomination',
  keywords: ['denomination', 'remove amount'],
  args: { variantId: denominationArg('Denomination to delete') },
  confirm: (args, ctx) => {
    const variant = pickedDenomination(ctx, args)
    const name = variant ? (variant.prices?.[0] ? formatMoney(variant.prices[0].amount, variant.prices[0].currency_code) : variant.title) : 'this denomination'
    return `Delete the ${name} denomination? Customers can no longer buy it; cards already sold keep their value.`
  },
  run: async ({ variantId }, tools) => {
    const [store, product] = await Promise.all([storeOf(tools), theProduct(tools)])
    const variant = product.variants?.find((v) => v.id === variantId)
    if (!variant) throw new Error('That denomination is no longer on the gift card product')
    await tools.mutate(deleteVariantMutation, { productId: product.id, variantId })
    return toast(`${product.title}: denomination deleted`, denominationLabel(variant, store.default_currency_code))
  },
})

export const giftCardProductCommands = inGroup(GROUP, [createGiftCardProduct, addDenomination, setDenominationPrice, deleteDenomination])
