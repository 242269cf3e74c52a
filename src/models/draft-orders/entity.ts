import type { DraftOrder, LineItem } from '@medusajs/client-types'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { defineEntity, sameText, type EntityDescriptor } from '@/models/core/entity'
import { parseOrderNumber } from '@/models/orders/entity'

declare module '@/atoms/core/context' {
  interface EntityMap {
    'draft-order': DraftOrder
  }
}

const drafts = (status?: 'open'): EntityDescriptor<DraftOrder> =>
  defineEntity<DraftOrder>({
    noun: 'draft order',
    focus: 'draft-order',
    label: (d) => `Draft #${d.display_id} · ${d.cart?.email ?? 'no email'}`,
    hint: (d) => d.status,
    search: async (q, { queryClient }) =>
      (await queryClient.fetchQuery(draftOrderQueries.search(q.trim().replace(/^#\s*/, ''), status))).draft_orders as DraftOrder[],
    exact: (d, q) => Number(d.display_id) === parseOrderNumber(q) || sameText(d.cart?.email, q),
  })

/** Draft orders by display id ('#12') or email. */
export const draftOrderEntity = drafts()
/** Only the drafts that can still change (Medusa refuses changes to completed ones). */
export const openDraftOrderEntity = drafts('open')

/** The currency a draft's prices are in. */
export const draftCurrencyOf = (draft: DraftOrder | undefined) => draft?.cart?.region?.currency_code

/** A draft line's name: a variant's title and option values; a custom item's title alone. */
export const draftLineName = (item: Pick<LineItem, 'title' | 'description' | 'variant_id'>) =>
  item.variant_id && item.description ? `${item.title} · ${item.description}` : item.title
