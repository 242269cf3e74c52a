import { giftCardQueries } from '@/atoms/gift-cards/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'

/** The gift cards table's URL and requests: newest first, searched on the server. */
export const giftCardsRoute = listRoute({
  url: { defaults: { order: '-created_at' } },
  query: pageQuery,
  list: giftCardQueries.list,
  detail: giftCardQueries.detail,
})
