import { searchOf } from '@/models/core/routes'
import { queuesNav } from './area'

/**
 * A work queue is a list query (an area's URL filters and sort, as its table reads them) walked one
 * record at a time, plus the keys it offers. Plain data: the Queues panel turns it into requests, the
 * palette into "Queue: …" commands, and a saved view becomes one with `queueOfView`.
 */

/** The lists a queue can walk: an area's table, or a list Medusa serves without filters (returns, swaps). */
export type QueueSourceName = 'orders' | 'draft-orders' | 'gift-cards' | 'returns' | 'swaps'

/** An area's URL search values: filters by their URL key (`payment_status`, `created_at[lt]`) and `order`. */
export type QueueSearch = Readonly<Record<string, string | readonly string[]>>

/** A record of a queue as its panel needs it: the record whose detail opens, and what names it. */
export interface QueueRecord {
  /** Unique in the queue (a return's id in the returns queue). */
  key: string
  /** The record the detail panel opens (the return's order). */
  id: string
  /** '#1042', 'GIFT-AB12': never an id. */
  name: string
  /** Its detail panel's heading ('Order #1042'), shown the moment the queue moves to it. */
  heading?: string
  /** Arguments the record gives every action (`{ returnId }`), beside the detail's own id. */
  args?: Readonly<Record<string, string>>
}

/** One key of a queue: a registered command run on the record on screen. */
export interface QueueAction {
  /** A single key without modifiers: 'c'. `s` is the queue's own skip. */
  key: string
  /** A registered command id ('orders.capture'); a test checks every ready-made one. */
  command: string
  /** 'Capture': the key's caption. */
  label: string
  /** The argument that takes the detail's record id ('orderId'). */
  arg: string
  /**
   * false: the record stays on screen after it (a note). Otherwise the next record shows as soon as the
   * action is sent; an action that needs more answers (items to fulfil) asks them in the palette first.
   */
  advances?: boolean
}

export interface QueueDefinition {
  /** The URL name: /a/queues/<name>. */
  name: string
  /** 'Orders awaiting capture'. */
  title: string
  source: QueueSourceName
  /** The list query, computed when the queue opens (a week ago, this month). */
  search: (now: Date) => QueueSearch
  actions: readonly QueueAction[]
}

/** The queue's own key: on to the next record without acting, counted as skipped. */
export const SKIP_KEY = 's'

const orderNote: QueueAction = { key: 'n', command: 'orders.add-note', label: 'Note', arg: 'orderId', advances: false }
const capture: QueueAction = { key: 'c', command: 'orders.capture', label: 'Capture', arg: 'orderId' }
const fulfil: QueueAction = { key: 'f', command: 'orders.create-fulfillment', label: 'Fulfil', arg: 'orderId' }

const DAY_MS = 86_400_000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The first day of `now`'s month and of the next one (UTC days, as Medusa stores dates). */
export function monthOf(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return { from: isoDay(from), to: isoDay(to) }
}

/**
 * The ready-made queues, each on what Medusa v1's list route accepts: orders filter by payment and
 * fulfillment status; draft orders by status and `created_at`; gift cards take only `q` and `order`
 * (ends_at is narrowed in the browser, over pages sorted by it); returns and swaps take no filter at all
 * (their states are read in the browser). Claims have no admin list in v1, so no queue walks them.
 */
export const QUEUES = [
  {
    name: 'awaiting-capture',
    title: 'Orders awaiting capture',
    source: 'orders',
    search: () => ({ payment_status: 'awaiting', order: 'created_at' }),
    actions: [capture, orderNote],
  },
  {
    name: 'paid-not-fulfilled',
    title: 'Paid orders not fulfilled',
    source: 'orders',
    search: () => ({ payment_status: 'captured', fulfillment_status: 'not_fulfilled', order: 'created_at' }),
    actions: [fulfil, orderNote],
  },
  {
    name: 'requested-returns',
    title: 'Requested returns',
    source: 'returns',
    search: () => ({ status: 'requested' }),
    actions: [
      { key: 'r', command: 'orders.receive-return', label: 'Receive', arg: 'orderId' },
      { key: 'x', command: 'orders.cancel-return', label: 'Cancel return', arg: 'orderId' },
      orderNote,
    ],
  },
  {
    name: 'swaps-needing-action',
    title: 'Swaps needing action',
    source: 'swaps',
    search: () => ({ needs: 'action' }),
    actions: [
      { key: 'p', command: 'orders.process-swap-payment', label: 'Process payment', arg: 'orderId' },
      { key: 'f', command: 'orders.fulfill-swap', label: 'Fulfil swap', arg: 'orderId' },
      orderNote,
    ],
  },
  {
    name: 'stale-drafts',
    title: 'Draft orders open for more than a week',
    source: 'draft-orders',
    search: (now) => ({ status: 'open', 'created_at[lt]': new Date(now.getTime() - 7 * DAY_MS).toISOString(), order: 'created_at' }),
    actions: [
      { key: 'p', command: 'draft-orders.mark-paid', label: 'Mark paid', arg: 'draftOrderId' },
      { key: 'l', command: 'draft-orders.copy-payment-link', label: 'Copy payment link', arg: 'draftOrderId', advances: false },
    ],
  },
  {
    name: 'gift-cards-ending',
    title: 'Gift cards ending this month',
    source: 'gift-cards',
    search: (now) => {
      const { from, to } = monthOf(now)
      return { 'ends_at[gt]': from, 'ends_at[lt]': to, order: 'ends_at' }
    },
    actions: [
      { key: 'e', command: 'gift-cards.edit', label: 'Edit', arg: 'giftCardId' },
      { key: 'd', command: 'gift-cards.disable', label: 'Disable', arg: 'giftCardId' },
    ],
  },
] as const satisfies readonly QueueDefinition[]

export type ReadyQueueName = (typeof QUEUES)[number]['name']

/** The keys a list of an area offers when a view of it opens as a queue. */
const VIEW_ACTIONS: Partial<Record<QueueSourceName, readonly QueueAction[]>> = {
  orders: [capture, fulfil, orderNote],
  'draft-orders': [{ key: 'p', command: 'draft-orders.mark-paid', label: 'Mark paid', arg: 'draftOrderId' }],
  'gift-cards': [
    { key: 'e', command: 'gift-cards.edit', label: 'Edit', arg: 'giftCardId' },
    { key: 'd', command: 'gift-cards.disable', label: 'Disable', arg: 'giftCardId' },
  ],
}

/** The areas whose list opens as a queue. */
export const isQueueArea = (area: string): area is 'orders' | 'draft-orders' | 'gift-cards' => area in VIEW_ACTIONS

/** The URL name of a view's queue: /a/queues/view/<area>?<the view's search>. */
const VIEW_PREFIX = 'view'
/** The search key that carries a view's name to its queue's heading. */
export const VIEW_TITLE_KEY = 'queue_title'

/**
 * The path that opens a list as a queue: a saved view's area, its URL search (filters and sort, as
 * `location.search` or a view's stored values give them) and its name for the heading. Paging is the
 * queue's own. Undefined for an area no queue walks.
 * From a command: `openPanel(queueOfView('orders', '?payment_status=awaiting', 'Unpaid EU orders'))`.
 */
export function queueOfView(area: string, search: string | URLSearchParams | QueueSearch = '', title?: string): string | undefined {
  if (!isQueueArea(area)) return undefined
  const params = new URLSearchParams(typeof search === 'string' || search instanceof URLSearchParams ? search : searchOf(search))
  for (const key of ['offset', 'limit']) params.delete(key)
  if (title) params.set(VIEW_TITLE_KEY, title)
  const text = params.toString()
  return `${queuesNav.routes.page(VIEW_PREFIX)}/${encodeURIComponent(area)}${text ? `?${text}` : ''}`
}

const AREA_TITLES: Record<'orders' | 'draft-orders' | 'gift-cards', string> = { orders: 'Orders', 'draft-orders': 'Draft orders', 'gift-cards': 'Gift cards' }

/** The queue a view's path names: its area's list, with the area's default keys. */
export function viewQueue(area: string, search: URLSearchParams): QueueDefinition | undefined {
  if (!isQueueArea(area)) return undefined
  const values: Record<string, string | string[]> = {}
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key).filter(Boolean)
    if (key !== VIEW_TITLE_KEY && all.length) values[key] = all.length === 1 ? (all[0] as string) : all
  }
  const title = search.get(VIEW_TITLE_KEY) || `${AREA_TITLES[area]} from a view`
  return { name: `${VIEW_PREFIX}/${area}`, title, source: area, search: () => values, actions: VIEW_ACTIONS[area] ?? [] }
}

export const queueByName = (name: string): QueueDefinition | undefined => QUEUES.find((queue) => queue.name === name)
