import type { Note, Notification, Order } from '@medusajs/client-types'
import { trackingNumbersOf } from '@/models/orders/format'
import { eventLabel, money, personName } from '@/panels/shared/format'
import { counted } from '@/models/core/text'

/** One row of the order's timeline: something that happened to it, a note, or a notification sent. */
export type TimelineEntry =
  | { kind: 'event'; key: string; at: string; title: string; detail?: string; tone?: 'danger' | 'success' }
  | { kind: 'note'; key: string; at: string; note: Note; author: string }
  | { kind: 'notification'; key: string; at: string; notification: Notification; title: string }

type EventEntry = Extract<TimelineEntry, { kind: 'event' }>


/** What the order's own records say happened, each at its own moment. */
function orderEvents(order: Order): EventEntry[] {
  const currency = order.currency_code
  const events: EventEntry[] = []
  const add = (key: string, at: string | null | undefined, title: string, detail?: string, tone?: EventEntry['tone']) => {
    if (at) events.push({ kind: 'event', key, at, title, detail, tone })
  }
  const itemTitle = (itemId: string) => order.items?.find((i) => i.id === itemId)?.title ?? 'Item'

  add('placed', order.created_at, 'Order placed', `${money(order.total, currency)} · ${counted(order.items?.length ?? 0, 'item')}`)
  add('canceled', order.canceled_at, 'Order canceled', undefined, 'danger')
  for (const p of order.payments ?? []) {
    add(`${p.id}-captured`, p.captured_at, 'Payment captured', money(p.amount, p.currency_code), 'success')
    add(`${p.id}-canceled`, p.canceled_at, 'Payment canceled', money(p.amount, p.currency_code), 'danger')
  }
  for (const r of order.refunds ?? []) {
    add(r.id, r.created_at, `Refunded ${money(r.amount, currency)}`, [r.reason, r.note].filter(Boolean).join(' · '))
  }
  for (const f of order.fulfillments ?? []) {
    const items = (f.items ?? []).map((i) => `${itemTitle(i.item_id)} × ${i.quantity}`).join(', ')
    add(`${f.id}-created`, f.created_at, 'Items fulfilled', items)
    const tracking = trackingNumbersOf(f)
    add(`${f.id}-shipped`, f.shipped_at, 'Items shipped', tracking.length ? `Tracking ${tracking.join(', ')}` : undefined, 'success')
    add(`${f.id}-canceled`, f.canceled_at, 'Fulfillment canceled', undefined, 'danger')
  }
  for (const r of order.returns ?? []) {
    const items = (r.items ?? []).map((i) => `${itemTitle(i.item_id)} × ${i.quantity}`).join(', ')
    add(`${r.id}-requested`, r.created_at, r.swap_id ? 'Return requested for a swap' : 'Return requested', items)
    add(`${r.id}-received`, r.received_at, 'Return received', r.refund_amount ? `Refund ${money(r.refund_amount, currency)}` : undefined, 'success')
    if (r.status === 'canceled') add(`${r.id}-canceled`, r.updated_at, 'Return canceled', undefined, 'danger')
  }
  for (const s of order.swaps ?? []) {
    add(`${s.id}-created`, s.created_at, 'Swap requested', counted(s.additional_items?.length ?? 0, 'new item'))
    add(`${s.id}-canceled`, s.canceled_at, 'Swap canceled', undefined, 'danger')
  }
  for (const c of order.claims ?? []) {
    add(`${c.id}-created`, c.created_at, c.type === 'refund' ? 'Refund claim created' : 'Replacement claim created', counted(c.claim_items?.length ?? 0, 'claimed item'))
    add(`${c.id}-canceled`, c.canceled_at, 'Claim canceled', undefined, 'danger')
  }
  for (const e of order.edits ?? []) {
    add(`${e.id}-created`, e.created_at, 'Order edit created', e.internal_note ?? undefined)
    add(`${e.id}-requested`, e.requested_at, 'Order edit requested')
    add(`${e.id}-confirmed`, e.confirmed_at, 'Order edit confirmed', undefined, 'success')
    add(`${e.id}-declined`, e.declined_at, 'Order edit declined', e.declined_reason ?? undefined, 'danger')
    add(`${e.id}-canceled`, e.canceled_at, 'Order edit canceled', undefined, 'danger')
  }
  return events
}

/**
 * The order's events, its notes and its notifications (two separate requests) merged into one
 * list, newest first. Entries at the same moment keep the order: events, notes, notifications.
 */
export function buildTimeline(order: Order, notes: readonly Note[] = [], notifications: readonly Notification[] = []): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...orderEvents(order),
    ...notes.map((note): TimelineEntry => ({ kind: 'note', key: note.id, at: note.created_at, note, author: personName(note.author) || note.author?.email || 'Someone' })),
    ...notifications.map((n): TimelineEntry => ({ kind: 'notification', key: n.id, at: n.created_at, notification: n, title: eventLabel(n.event_name) })),
  ]
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ entry }) => entry)
}
