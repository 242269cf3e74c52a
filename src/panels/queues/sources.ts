import type { GiftCard, Return, Swap } from '@medusajs/client-types'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { giftCardQueries } from '@/atoms/gift-cards/keys'
import { orderQueries } from '@/atoms/orders/keys'
import { queueQueries } from '@/atoms/queues/keys'
import type { EntityKind } from '@/models/core/context'
import { searchOf } from '@/models/core/routes'
import type { QueueRecord, QueueSearch, QueueSourceName } from '@/models/queues/definitions'
import { DraftOrderDetail } from '@/panels/draft-orders/DraftOrderDetail'
import { GiftCardDetail } from '@/panels/gift-cards/GiftCardDetail'
import { OrderDetail } from '@/panels/orders/OrderDetail'
import { ordersQuery, ORDERS_URL } from '@/panels/orders/ordersQuery'
import { filterValue, readTableQuery } from '@/panels/shared/table'
import { filtersOf } from '@/panels/shared/table/urlState'

/** A page of a queue's list: its records, and where the next page starts. */
export interface QueuePage {
  records: QueueRecord[]
  /** The server's count of matches, when the server filters (otherwise only the pages read tell). */
  count?: number
  /** The next page's offset in the server's list; undefined when this was the last page. */
  next?: number
}

/** Where a queue's records come from and how one is shown. */
export interface QueueSource {
  /** The focus kind of the detail: its commands act on the record on screen. */
  kind: EntityKind
  /** 'order', 'gift card': "3 new orders", "No order left". */
  noun: string
  Detail: ComponentType<{ id: string }>
  /** Reads the detail of the next record ahead, so it opens without a wait. */
  prefetch: (queryClient: QueryClient, id: string) => Promise<void>
  /**
   * true: the server filters, so a record acted on leaves the list and the pages after it move up
   * (the next page starts at what is still loaded and matching). false: offsets stay put.
   */
  serverFiltered: boolean
  page: (queryClient: QueryClient, search: QueueSearch, offset: number, limit: number) => Promise<QueuePage>
}

const params = (search: QueueSearch) => new URLSearchParams(searchOf(search))
const more = (offset: number, rows: number, count: number) => (offset + rows < count && rows > 0 ? offset + rows : undefined)
const fresh = <T extends { staleTime?: unknown }>(options: T): T => ({ ...options, staleTime: 0 })

const ordersSource: QueueSource = {
  kind: 'order',
  noun: 'order',
  Detail: OrderDetail,
  prefetch: (queryClient, id) => queryClient.prefetchQuery(orderQueries.detail(id)),
  serverFiltered: true,
  page: async (queryClient, search, offset, limit) => {
    const query = { ...readTableQuery(params(search), ORDERS_URL), offset, limit }
    const { orders, count } = await queryClient.fetchQuery(fresh(orderQueries.list(ordersQuery(query, filtersOf(query)))))
    return { records: orders.map((o) => ({ key: o.id, id: o.id, name: `#${o.display_id}`, heading: `Order #${o.display_id}` })), count, next: more(offset, orders.length, count) }
  },
}

const draftOrdersSource: QueueSource = {
  kind: 'draft-order',
  noun: 'draft order',
  Detail: DraftOrderDetail,
  prefetch: (queryClient, id) => queryClient.prefetchQuery(draftOrderQueries.detail(id)),
  serverFiltered: true,
  page: async (queryClient, search, offset, limit) => {
    const query = readTableQuery(params(search), { filterKeys: ['status', 'created_at[lt]'] })
    const status = filterValue(query.status as string | undefined)
    const before = filterValue(query['created_at[lt]'] as string | undefined)
    const { draft_orders: drafts, count } = await queryClient.fetchQuery(
      fresh(
        draftOrderQueries.listRows({
          limit,
          offset,
          order: query.order,
          status: status === 'open' || status === 'completed' ? [status] : undefined,
          created_at: before ? { lt: before } : undefined,
        }),
      ),
    )
    return { records: drafts.map((d) => ({ key: d.id, id: d.id, name: `Draft #${d.display_id}`, heading: `Draft order #${d.display_id}` })), count, next: more(offset, drafts.length, count) }
  },
}

/** Gift cards take no date filter: the pages come sorted by `ends_at` and the range is kept here, stopping past its end. */
const giftCardsSource: QueueSource = {
  kind: 'gift-card',
  noun: 'gift card',
  Detail: GiftCardDetail,
  prefetch: (queryClient, id) => queryClient.prefetchQuery(giftCardQueries.detail(id)),
  serverFiltered: false,
  page: async (queryClient, search, offset, limit) => {
    const query = readTableQuery(params(search), { filterKeys: ['ends_at[gt]', 'ends_at[lt]'] })
    const from = filterValue(query['ends_at[gt]'] as string | undefined)
    const to = filterValue(query['ends_at[lt]'] as string | undefined)
    const { gift_cards: cards, count } = await queryClient.fetchQuery(fresh(giftCardQueries.list({ limit, offset, order: query.order ?? 'ends_at', q: query.q })))
    const inRange = (card: GiftCard) => card.ends_at !== null && (!from || card.ends_at >= from) && (!to || card.ends_at < to)
    const pastRange = cards.some((card) => to !== undefined && card.ends_at !== null && card.ends_at >= to)
    return {
      records: cards.filter((card) => !card.is_disabled && inRange(card)).map((card) => ({ key: card.id, id: card.id, name: card.code, heading: card.code })),
      next: pastRange ? undefined : more(offset, cards.length, count),
    }
  },
}

const orderOfReturn = (ret: Return) => ret.order_id ?? ret.swap?.order_id ?? null

const returnsSource: QueueSource = {
  ...ordersSource,
  serverFiltered: false,
  page: async (queryClient, search, offset, limit) => {
    const status = filterValue(search.status as string | undefined)
    const { returns, count } = await queryClient.fetchQuery(queueQueries.returns({ limit, offset }))
    const records = returns.flatMap((ret): QueueRecord[] => {
      const orderId = orderOfReturn(ret)
      if (!orderId || (status && ret.status !== status)) return []
      const number = ret.order?.display_id
      return [{ key: ret.id, id: orderId, name: number ? `Return on #${number}` : 'Return', heading: number ? `Order #${number}` : undefined, args: { returnId: ret.id } }]
    })
    return { records, next: more(offset, returns.length, count) }
  },
}

/** A swap the operator can move on: its difference to collect or refund, or its items to send once its cart is done. */
export function swapNeedsAction(swap: Swap): boolean {
  if (swap.canceled_at) return false
  if (['awaiting', 'requires_action'].includes(swap.payment_status)) return true
  return Boolean(swap.confirmed_at) && ['not_fulfilled', 'requires_action'].includes(swap.fulfillment_status)
}

const swapsSource: QueueSource = {
  ...ordersSource,
  serverFiltered: false,
  page: async (queryClient, _search, offset, limit) => {
    const { swaps, count } = await queryClient.fetchQuery(queueQueries.swaps({ limit, offset }))
    const records = swaps.filter(swapNeedsAction).map((swap) => {
      const number = swap.order?.display_id
      return { key: swap.id, id: swap.order_id, name: number ? `Swap on #${number}` : 'Swap', heading: number ? `Order #${number}` : undefined, args: { swapId: swap.id } }
    })
    return { records, next: more(offset, swaps.length, count) }
  },
}

export const QUEUE_SOURCES: Record<QueueSourceName, QueueSource> = {
  orders: ordersSource,
  'draft-orders': draftOrdersSource,
  'gift-cards': giftCardsSource,
  returns: returnsSource,
  swaps: swapsSource,
}
