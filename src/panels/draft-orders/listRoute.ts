import type { AdminGetDraftOrdersParams } from '@medusajs/client-types'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'

type DraftStatus = NonNullable<AdminGetDraftOrdersParams['status']>[number]
const isStatus = (value: unknown): value is DraftStatus => value === 'open' || value === 'completed'

/** The draft orders table's URL and requests: newest first, by status; its rows before their items. */
export const draftOrdersRoute = listRoute({
  url: { defaults: { order: '-created_at' }, filterKeys: ['status'] },
  query: (url): AdminGetDraftOrdersParams => ({
    ...pageQuery(url),
    status: isStatus(url.filters.status) ? [url.filters.status] : undefined,
  }),
  list: draftOrderQueries.listRows,
  detail: draftOrderQueries.detail,
})
