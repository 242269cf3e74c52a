import type { ClaimOrder, Fulfillment, Order, Return, Swap } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import type { Exchange, ExchangeKind } from '@/atoms/orders/exchanges'
import { fetchWholeOrder, orderQueries } from '@/atoms/orders/keys'
import { returnReasonQueries } from '@/atoms/return-reasons/keys'
import type { Choice, EntityOption, PartialArgs } from '@/commands/core/args'
import { toast } from '@/commands/core/define'
import type { SearchTools } from '@/models/core/entity'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { matchesText, recordIn } from '@/models/core/entity'
import { day } from '@/models/core/text'
import { splitList } from '@/commands/core/text'
import { anyVariantEntity } from '@/models/products/entity'
import { shippingOptionsOf, type PricedOption } from '@/models/shipping/entity'
import { orderEntity } from '@/models/orders/entity'
import { lineList } from '@/models/orders/format'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { checkItems, type ItemOption, type ItemsValue } from '@/commands/core/items-arg'
import { allLines, fulfillableQuantity, isOpenFulfillment, openFulfillments, returnableQuantity, returnsOf } from '@/models/orders/rules'

// What the order action commands share: the order argument, loading the order, the toast of a done
// action, and the pickers of its fulfillments, returns, swaps, claims, notes and notifications, and
// of shipping options.

const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The toast after an order action: what happened, and to which order. */
export const done = (title: string, order: Pick<Order, 'display_id'>) => toast(title, `Order #${order.display_id}`)

/** The order argument: the focused order (its panel, or the table's current row), else a picker. */
export const orderArg = () => entityArg(orderEntity)

/** The order in `args.orderId` as its panel loads it, exchanges included, through the query cache. */
export async function loadOrder(queryClient: QueryClient, args: PartialArgs): Promise<Order> {
  const orderId = str(args.orderId)
  if (!orderId) throw new Error('Choose an order first')
  return fetchWholeOrder(queryClient, orderId)
}

/**
 * The order in `args.orderId` as the operator has seen it (for defaults, which cannot fetch): the
 * focused order, or the one picked in this prompt (a picker row: number, email, total, states).
 */
export const orderInArgs = (ctx: CommandContext, args: PartialArgs): Order | undefined => recordIn(ctx, 'order', 'orderId', args)

/** The currency of the order in `args.orderId`, for money prompts. */
export const orderCurrency = (ctx: CommandContext, args: PartialArgs): string | undefined => orderInArgs(ctx, args)?.currency_code

/** The record picked for `key` in this prompt (a shipping option, a note), when it is the one held. */
export const pickedIn = <T extends { id: string }>(ctx: CommandContext, args: PartialArgs, key: string) => pickedRecord<T>(ctx, key, args[key])

/** A default that picks the only candidate on the focused order, so the prompt is skipped. */
export const onlyOne =
  <T extends { id: string }>(candidates: (order: Order, args: PartialArgs) => readonly T[]) =>
  (ctx: CommandContext, args: PartialArgs): string | undefined => {
    const order = orderInArgs(ctx, args)
    const found = order ? candidates(order, args) : []
    return found.length === 1 ? found[0]?.id : undefined
  }

// ---- line items ----

const lineTitle = (order: Order, itemId: string) => {
  const line = allLines(order).find((i) => i.id === itemId)
  return line ? `${line.title}${line.description ? ` (${line.description})` : ''}` : 'Item'
}

/** Items rows for fulfilling: what is left of each line (quantity - fulfilled), all of it to start. */
export async function fulfillableItems(_ctx: CommandContext, args: PartialArgs, queryClient: QueryClient): Promise<ItemOption[]> {
  const order = await loadOrder(queryClient, args)
  return (order.items ?? []).map((item) => {
    const max = fulfillableQuantity(item)
    return { id: item.id, label: lineTitle(order, item.id), max, quantity: max, hint: `${item.fulfilled_quantity ?? 0} of ${item.quantity} fulfilled` }
  })
}

/** Items rows for returns, claims and swaps: what went out and has not come back, none to start. */
export async function returnableItems(_ctx: CommandContext, args: PartialArgs, queryClient: QueryClient): Promise<ItemOption[]> {
  const order = await loadOrder(queryClient, args)
  return (order.items ?? []).map((item) => ({
    id: item.id,
    label: lineTitle(order, item.id),
    max: returnableQuantity(order, item),
    hint: `${item.shipped_quantity ?? 0} shipped, ${item.returned_quantity ?? 0} returned`,
  }))
}

/**
 * Checks the chosen items against the rows as the cache holds the order (the panel's data) before
 * anything is sent, so the error names the row; the server checks again.
 */
export async function checkChosenItems(chosen: ItemsValue, rows: Promise<ItemOption[]>, rules?: { reasonRequired?: boolean }): Promise<void> {
  const checked = checkItems(chosen, await rows, rules)
  if (!checked.ok) throw new Error(checked.error)
}

export const findReturn = (order: Order, returnId: unknown): Return | undefined => returnsOf(order).find((r) => r.id === returnId)

/** Items rows for receiving a return: its lines, starting at what was requested. */
export async function receivableItems(_ctx: CommandContext, args: PartialArgs, queryClient: QueryClient): Promise<ItemOption[]> {
  const order = await loadOrder(queryClient, args)
  const ret = findReturn(order, args.returnId)
  if (!ret) throw new Error('That return is not on this order')
  return (ret.items ?? []).map((line) => {
    const item = allLines(order).find((i) => i.id === line.item_id)
    const max = item ? item.quantity - (item.returned_quantity ?? 0) : line.quantity
    return { id: line.item_id, label: lineTitle(order, line.item_id), max, quantity: Math.min(line.quantity, max), hint: `${line.quantity} requested` }
  })
}


/** The store's return reasons (GET /admin/return-reasons), children under their parent's label. */
export async function returnReasonChoices(_ctx: CommandContext, _args: PartialArgs, queryClient: QueryClient): Promise<Choice[]> {
  const { return_reasons } = await queryClient.fetchQuery(returnReasonQueries.list())
  return return_reasons.map((r) => ({ value: r.id, label: r.label, hint: r.description ?? undefined }))
}

/** Medusa's claim reasons (ClaimReason). */
export const CLAIM_REASONS: Choice[] = [
  { value: 'missing_item', label: 'Missing item' },
  { value: 'wrong_item', label: 'Wrong item' },
  { value: 'production_failure', label: 'Production failure' },
  { value: 'other', label: 'Other' },
]
export type ClaimReason = 'missing_item' | 'wrong_item' | 'production_failure' | 'other'
export const asClaimReason = (value: string | undefined): ClaimReason | undefined =>
  CLAIM_REASONS.some((r) => r.value === value) ? (value as ClaimReason) : undefined

// ---- fulfillments, returns, swaps, claims of the order ----

function fulfillmentOption(order: Order, f: Fulfillment, index: number): EntityOption {
  const what = (f.items ?? []).map((i) => `${lineTitle(order, i.item_id)} × ${i.quantity}`).join(', ') || 'No items'
  const state = f.canceled_at ? 'canceled' : f.shipped_at ? `shipped ${day(f.shipped_at)}` : 'not shipped'
  return { id: f.id, label: `Fulfillment ${index + 1}: ${what}`, hint: `${day(f.created_at)} · ${state}` }
}

/**
 * A picker over the open fulfillments (not shipped, not canceled) of one owner: the order, a swap or
 * a claim. `all` lists every fulfillment of that owner, so each keeps its place in the owner's list.
 */
export const fulfillmentPicker =
  (all: (order: Order, args: PartialArgs) => readonly Fulfillment[] | undefined) =>
  async (q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> => {
    const order = await loadOrder(queryClient, args)
    return (all(order, args) ?? [])
      .map((f, i) => ({ f, option: fulfillmentOption(order, f, i) }))
      .filter(({ f, option }) => isOpenFulfillment(f) && matchesText(q, option.label, option.hint))
      .map(({ option }) => option)
  }

/** The default of a fulfillment argument: the owner's only open fulfillment. */
export const onlyOpenFulfillment = (all: (order: Order, args: PartialArgs) => readonly Fulfillment[] | undefined) =>
  onlyOne((order, args) => openFulfillments(all(order, args)))

export function returnLabel(order: Order, ret: Return): EntityOption {
  const owner = ret.swap_id ? 'Swap return' : ret.claim_order_id ? 'Claim return' : 'Return'
  const what = (ret.items ?? []).map((i) => `${lineTitle(order, i.item_id)} × ${i.quantity}`).join(', ')
  return { id: ret.id, label: `${owner} ${day(ret.created_at)}: ${what || 'no items'}`, hint: ret.status }
}

export const returnPicker =
  (rule: (order: Order, ret: Return) => boolean) =>
  async (q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> => {
    const order = await loadOrder(queryClient, args)
    return returnsOf(order)
      .filter((r) => rule(order, r))
      .map((r) => returnLabel(order, r))
      .filter((o) => matchesText(q, o.label, o.hint))
  }

// A swap and a claim are picked alike; each is named its own way (what goes out, or what was claimed).

export function swapLabel(order: Order, swap: Swap): EntityOption {
  const out = lineList(swap.additional_items)
  return { id: swap.id, label: `Swap ${day(swap.created_at)}: ${out || 'no new items'}`, hint: `${swap.fulfillment_status} · ${swap.payment_status}` }
}

export function claimLabel(claim: ClaimOrder): EntityOption {
  const what = (claim.claim_items ?? []).map((ci) => `${ci.item?.title ?? 'Item'} × ${ci.quantity}`).join(', ')
  return { id: claim.id, label: `${claim.type === 'refund' ? 'Refund' : 'Replacement'} claim ${day(claim.created_at)}: ${what || 'no items'}`, hint: claim.fulfillment_status }
}

const exchangeLists: { [K in ExchangeKind]: (order: Order) => Array<Exchange<K>> | undefined } = { swap: (o) => o.swaps, claim: (o) => o.claims }
const exchangeLabels: { [K in ExchangeKind]: (order: Order, record: Exchange<K>) => EntityOption } = {
  swap: swapLabel,
  claim: (_order, claim) => claimLabel(claim),
}

/** The order's swaps or claims. */
export const exchangesOf = <K extends ExchangeKind>(order: Order, kind: K): Array<Exchange<K>> => exchangeLists[kind](order) ?? []

/** The swap or claim in `args.swapId` / `args.claimId`. */
export const exchangeIn = <K extends ExchangeKind>(order: Order, kind: K, args: PartialArgs): Exchange<K> | undefined =>
  exchangesOf(order, kind).find((x) => x.id === args[`${kind}Id`])

/** A picker over the order's swaps or claims that `rule` allows. */
export const exchangePicker =
  <K extends ExchangeKind>(kind: K, rule: (record: Exchange<K>) => boolean) =>
  async (q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> => {
    const order = await loadOrder(queryClient, args)
    return exchangesOf(order, kind)
      .filter(rule)
      .map((x) => exchangeLabels[kind](order, x))
      .filter((o) => matchesText(q, o.label, o.hint))
  }

// ---- shipping options, notes, notifications, variants ----

/** Shipping options of the order's region (GET /admin/shipping-options?is_return=&region_id=). */
export const orderShippingOptions = (isReturn: boolean) =>
  shippingOptionsOf(async ({ queryClient, args }) => {
    const order = await loadOrder(queryClient, args)
    return { id: order.region_id, currency: order.currency_code }
  }, isReturn)
export const shippingOptionPicker = (isReturn: boolean) => pickerOf(orderShippingOptions(isReturn))

/** Shipping profiles the order already has a method of: Medusa 1.20 cannot replace one (404 "null"). */
export const profilesWithMethod = (order: Order) => new Set((order.shipping_methods ?? []).map((m) => m.shipping_option?.profile_id).filter(Boolean))
export const REPLACE_REFUSED = 'Medusa 1.20 cannot replace an order’s shipping method: pick an option of another shipping profile'

/** Outbound options the order can take: those of a shipping profile it has no method of yet. */
export async function addableShippingOptions(q: string, tools: SearchTools): Promise<EntityOption[]> {
  const [order, options] = await Promise.all([loadOrder(tools.queryClient, tools.args), shippingOptionPicker(false)(q, tools)])
  const taken = profilesWithMethod(order)
  const addable = options.filter((o) => !taken.has((o.record as PricedOption).profile_id))
  if (options.length && !addable.length) throw new Error(`Order #${order.display_id} has a method of every shipping profile offered. ${REPLACE_REFUSED}`)
  return addable
}
/** The price a picked shipping option starts at. */
export const pickedOptionAmount = (ctx: CommandContext, args: PartialArgs) => pickedIn<PricedOption>(ctx, args, 'optionId')?.amount ?? undefined

/** A note as a picker row or a question quotes it: its first 60 characters. */
export const noteExcerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)

export async function searchOrderNotes(q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> {
  const orderId = str(args.orderId)
  if (!orderId) return []
  const { notes } = await queryClient.fetchQuery(orderQueries.notes(orderId))
  return notes
    .filter((n) => matchesText(q, n.value))
    .map((n) => {
      const author = [n.author?.first_name, n.author?.last_name].filter(Boolean).join(' ')
      return { id: n.id, label: noteExcerpt(n.value), hint: [author, day(n.created_at)].filter(Boolean).join(' · '), record: n }
    })
}

export async function searchOrderNotifications(q: string, { queryClient, args }: SearchTools): Promise<EntityOption[]> {
  const orderId = str(args.orderId)
  if (!orderId) return []
  const { notifications } = await queryClient.fetchQuery(orderQueries.notifications(orderId))
  return notifications
    .filter((n) => matchesText(q, n.event_name, n.to))
    .map((n) => ({ id: n.id, label: `${n.event_name ?? 'Notification'} to ${n.to}`, hint: day(n.created_at) }))
}

/** Variants by title or SKU, for the new items of a swap or a claim. */
export const searchVariantsToSend = pickerOf(anyVariantEntity)

/** "TRK1, TRK2" -> ['TRK1', 'TRK2']. */
export const trackingNumbers = splitList
