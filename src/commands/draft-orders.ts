import type { Address, AddressPayload, AdminPostDraftOrdersReq, DraftOrder } from '@medusajs/client-types'
import { formatMoney, parseMoney } from '@/api/money'
import { customerQueries } from '@/atoms/customers'
import { createDraftOrderMutation, deleteDraftOrderMutation, markDraftOrderPaidMutation, updateDraftOrderMutation } from '@/atoms/draft-orders'
import { regionQueries } from '@/atoms/regions'
import type { PartialArgs } from './args'
import { focusOf, type CommandContext } from './context'
import { arg, defineCommand, erase, openPanel, toast } from './define'
import {
  knownCurrency,
  knownEmail,
  searchCustomers,
  searchDraftOrders,
  searchOpenDraftOrders,
  searchRegions,
  searchShippingOptions,
  searchVariantsToSell,
} from './pickers'
import { splitList } from './products'

// Draft orders (Medusa v1 DraftOrderService and routes/admin/draft-orders): a cart the operator builds
// for a customer, then marks paid, which turns it into an order. A completed draft can not change:
// every write but delete answers 400 not_allowed "You are only allowed to update open draft orders".

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The focused draft (panel or table row), with its data once loaded. */
export const focusedDraft = (ctx: CommandContext) => focusOf(ctx, 'draft-order')
/** The draft in `draftOrderId` when it is the focused one (its data is then at hand). */
export const loadedDraft = (ctx: CommandContext, args: PartialArgs): DraftOrder | undefined => {
  const focus = focusedDraft(ctx)
  return focus && focus.id === args.draftOrderId ? focus.entity : undefined
}
export const draftCurrency = (ctx: CommandContext, args: PartialArgs): string =>
  loadedDraft(ctx, args)?.cart?.region?.currency_code ?? knownCurrency(args.draftOrderId) ?? 'usd'
export const draftName = (ctx: CommandContext, args: PartialArgs) => {
  const draft = loadedDraft(ctx, args)
  return draft ? `draft order #${draft.display_id}` : 'this draft order'
}

/** A focused completed draft can not change; with nothing focused the picker offers open drafts only. */
export const isOpen = (ctx: CommandContext) => focusedDraft(ctx)?.entity?.status !== 'completed'
const hasItems = (ctx: CommandContext) => {
  const items = focusedDraft(ctx)?.entity?.cart?.items
  return items === undefined || items.length > 0
}

/** The draft argument: the focused draft, else a picker of open drafts. */
export const draftArg = () =>
  arg.entity({ label: 'Draft order', entity: 'draft-order', search: searchOpenDraftOrders, default: (ctx) => focusedDraft(ctx)?.id })

/** '2, 1' -> one quantity per variant; one number applies to each; empty is 1 each. */
export function parseQuantities(text: string | undefined, count: number): { quantities: number[] } | { error: string } {
  const parts = splitList(text)
  if (!parts.length) return { quantities: Array.from({ length: count }, () => 1) }
  const values = parts.map(Number)
  if (values.some((v) => !Number.isInteger(v) || v < 1)) return { error: 'Quantities must be whole numbers of at least 1' }
  if (values.length === 1) return { quantities: Array.from({ length: count }, () => values[0] ?? 1) }
  if (values.length !== count) return { error: `Give one quantity per variant (${count}), or one for all` }
  return { quantities: values }
}

export interface CustomItem {
  title: string
  unit_price: number
  quantity: number
}

/** 'Gift wrap = 3.00 x 2' per line (quantity 1 when left out), prices in the region's currency. */
export function parseCustomItems(text: string, currency: string): { items: CustomItem[] } | { error: string } {
  const items: CustomItem[] = []
  for (const [index, raw] of text.split('\n').entries()) {
    if (!raw.trim()) continue
    const match = /^(.+?)\s*=\s*([^=]+?)(?:\s*[x×*]\s*(\d+))?\s*$/i.exec(raw.trim())
    const where = `Line ${index + 1}`
    if (!match?.[1] || !match[2]) return { error: `${where}: write title = unit price x quantity` }
    const price = parseMoney(match[2], currency)
    if (price === undefined || price < 0) return { error: `${where}: "${match[2]}" is not a price` }
    const quantity = match[3] ? Number(match[3]) : 1
    if (quantity < 1) return { error: `${where}: the quantity must be at least 1` }
    items.push({ title: match[1], unit_price: price, quantity })
  }
  return { items }
}

/** The address fields Medusa's AddressPayload takes, as 'key: value' lines. */
export const ADDRESS_KEYS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'postal_code', 'province', 'country_code', 'phone'] as const
type AddressKey = (typeof ADDRESS_KEYS)[number]

export function addressLines(address: Address | null | undefined): Record<string, string> | undefined {
  if (!address) return undefined
  const lines: Record<string, string> = {}
  for (const key of ADDRESS_KEYS) {
    const value = address[key]
    if (value) lines[key] = value
  }
  return lines
}

export function checkAddress(lines: Record<string, string>): string | undefined {
  const unknown = Object.keys(lines).filter((key) => !(ADDRESS_KEYS as readonly string[]).includes(key))
  if (unknown.length) return `Unknown address field ${unknown.join(', ')}: use ${ADDRESS_KEYS.join(', ')}`
  const country = lines.country_code
  if (country !== undefined && !/^[a-z]{2}$/i.test(country)) return 'country_code must be two letters, like de'
  return undefined
}

const toAddress = (lines: Record<string, string> | undefined): AddressPayload | undefined => {
  if (!lines || !Object.keys(lines).length) return undefined
  const out: AddressPayload = {}
  for (const key of ADDRESS_KEYS) {
    const value = lines[key as AddressKey]
    if (value) out[key] = key === 'country_code' ? value.toLowerCase() : value
  }
  return out
}

// ---- navigation ----

export const listDraftOrders = defineCommand({
  id: 'draft-orders.list',
  title: 'Go to draft orders',
  group: 'Draft orders',
  keywords: ['drafts', 'manual orders', 'quotes'],
  hotkey: 'g d',
  run: async () => openPanel('/a/draft-orders'),
})

export const openDraftOrder = defineCommand({
  id: 'draft-orders.open',
  title: 'Open draft order…',
  group: 'Draft orders',
  keywords: ['find', 'search', 'draft'],
  args: { draftOrderId: arg.entity({ label: 'Draft order', entity: 'draft-order', search: searchDraftOrders }) },
  run: async ({ draftOrderId }) => openPanel(`/a/draft-orders/${draftOrderId}`),
})

// ---- the draft ----

export const createDraftOrder = defineCommand({
  id: 'draft-orders.create',
  title: 'Create draft order',
  group: 'Draft orders',
  keywords: ['new draft', 'manual order', 'phone order', 'quote'],
  hotkey: 'n',
  scope: 'draft-order',
  args: {
    regionId: arg.entity({ label: 'Region', entity: 'region', search: searchRegions }),
    customerId: arg.entity({ label: 'Customer', entity: 'customer', optional: true, search: searchCustomers }),
    email: arg.text({
      label: 'Email',
      placeholder: 'jane@example.com',
      pattern: EMAIL,
      patternMessage: 'Email must be an address like jane@example.com',
      // A picked customer's email: Medusa links the draft's cart to the customer of this email.
      default: (_ctx, args) => knownEmail(args.customerId),
    }),
    variantIds: arg.entities({ label: 'Variants', entity: 'variant', optional: true, search: searchVariantsToSell }),
    quantities: arg.text({
      label: 'Quantities',
      optional: true,
      placeholder: 'One per variant, in order: 2, 1 (empty: 1 each)',
      default: (_ctx, args) => (Array.isArray(args.variantIds) && args.variantIds.length ? undefined : ''),
      validate: (text, args) => {
        const parsed = parseQuantities(text, Array.isArray(args.variantIds) ? args.variantIds.length : 0)
        return 'error' in parsed ? parsed.error : undefined
      },
    }),
    customItems: arg.text({
      label: 'Custom items',
      optional: true,
      multiline: true,
      placeholder: 'One per line: title = unit price x quantity\nGift wrap = 3.00 x 1',
      validate: (text, args) => {
        const parsed = parseCustomItems(text, knownCurrency(args.regionId) ?? 'usd')
        return 'error' in parsed ? parsed.error : undefined
      },
    }),
    shippingOptionId: arg.entity({ label: 'Shipping option', entity: 'shipping-option', search: searchShippingOptions }),
    shippingPrice: arg.money({
      label: 'Shipping price',
      description: "Empty: the option's own price",
      optional: true,
      currency: (_ctx, args) => knownCurrency(args.regionId) ?? 'usd',
    }),
    discountCodes: arg.text({ label: 'Discount codes', optional: true, placeholder: 'WELCOME10, SUMMER (comma separated)' }),
  },
  run: async (a, { mutate, fetch }) => {
    const { region } = await fetch(regionQueries.detail(a.regionId))
    const variantIds = a.variantIds ?? []
    const quantities = parseQuantities(a.quantities, variantIds.length)
    const custom = parseCustomItems(a.customItems ?? '', region.currency_code)
    if ('error' in quantities) throw new Error(quantities.error)
    if ('error' in custom) throw new Error(custom.error)
    const email = a.email || (a.customerId ? (await fetch(customerQueries.detail(a.customerId))).customer.email : '')
    const items = [
      ...variantIds.map((variant_id, i) => ({ variant_id, quantity: quantities.quantities[i] ?? 1 })),
      ...custom.items,
    ]
    const codes = splitList(a.discountCodes)
    const body: AdminPostDraftOrdersReq = {
      email,
      region_id: a.regionId,
      customer_id: a.customerId,
      // Medusa refuses an empty `items` array ("items should not be empty"): leave it out instead.
      items: items.length ? items : undefined,
      shipping_methods: [{ option_id: a.shippingOptionId, price: a.shippingPrice }],
      discounts: codes.length ? codes.map((code) => ({ code })) : undefined,
    }
    const { draft_order } = await mutate(createDraftOrderMutation, body)
    return openPanel(`/a/draft-orders/${draft_order.id}`)
  },
})

export const updateDraftOrder = defineCommand({
  id: 'draft-orders.update',
  title: 'Edit draft order: email and addresses',
  group: 'Draft orders',
  keywords: ['update', 'email', 'shipping address', 'billing address'],
  hotkey: 'e',
  scope: 'draft-order',
  when: isOpen,
  args: {
    draftOrderId: draftArg(),
    email: arg.text({
      label: 'Email',
      pattern: EMAIL,
      patternMessage: 'Email must be an address like jane@example.com',
      initial: (ctx, args) => loadedDraft(ctx, args)?.cart?.email ?? undefined,
    }),
    shippingAddress: arg.metadata({
      label: 'Shipping address (key: value per line; empty: unchanged)',
      optional: true,
      initial: (ctx, args) => addressLines(loadedDraft(ctx, args)?.cart?.shipping_address),
      validate: checkAddress,
    }),
    billingAddress: arg.metadata({
      label: 'Billing address (key: value per line; empty: unchanged)',
      optional: true,
      initial: (ctx, args) => addressLines(loadedDraft(ctx, args)?.cart?.billing_address),
      validate: checkAddress,
    }),
  },
  run: async ({ draftOrderId, email, shippingAddress, billingAddress }, { mutate }) => {
    const { draft_order } = await mutate(updateDraftOrderMutation, {
      id: draftOrderId,
      body: { email, shipping_address: toAddress(shippingAddress), billing_address: toAddress(billingAddress) },
    })
    return toast('Draft order updated', `Draft #${draft_order.display_id}: ${email}`)
  },
})

export const deleteDraftOrder = defineCommand({
  id: 'draft-orders.delete',
  title: 'Delete draft order',
  group: 'Draft orders',
  keywords: ['remove', 'discard'],
  hotkey: 'shift+backspace',
  scope: 'draft-order',
  when: isOpen,
  bulk: { kind: 'draft-order', arg: 'draftOrderId' },
  args: { draftOrderId: draftArg() },
  confirm: (args, ctx) => `Delete ${draftName(ctx, args)}? This cannot be undone.`,
  run: async ({ draftOrderId }, { mutate }) => {
    await mutate(deleteDraftOrderMutation, draftOrderId)
    return openPanel('/a/draft-orders')
  },
})

// ---- payment ----

export const markDraftOrderPaid = defineCommand({
  id: 'draft-orders.mark-paid',
  title: 'Mark draft order as paid',
  group: 'Draft orders',
  keywords: ['pay', 'register payment', 'complete', 'convert to order'],
  hotkey: 'shift+p',
  scope: 'draft-order',
  // Medusa turns the cart into an order: it refuses a completed draft and an empty cart.
  when: (ctx) => isOpen(ctx) && hasItems(ctx),
  args: { draftOrderId: draftArg() },
  confirm: (args, ctx) => {
    const draft = loadedDraft(ctx, args)
    const total = typeof draft?.cart?.total === 'number' ? ` for ${formatMoney(draft.cart.total, draftCurrency(ctx, args))}` : ''
    return `Mark ${draftName(ctx, args)} as paid${total}? Medusa records the payment and turns the draft into an order.`
  },
  run: async ({ draftOrderId }, { mutate }) => {
    const { order } = await mutate(markDraftOrderPaidMutation, draftOrderId)
    return openPanel(`/a/orders/${order.id}`)
  },
})

export const draftOrderCommands = [
  listDraftOrders,
  openDraftOrder,
  createDraftOrder,
  updateDraftOrder,
  deleteDraftOrder,
  markDraftOrderPaid,
].map(erase)
