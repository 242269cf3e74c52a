import type { AdminGetDraftOrdersParams } from '@medusajs/client-types'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { listRoute } from '@/panels/shared/table/listRoute'

type DraftStatus = NonNullable<AdminGetDraftOrdersParams['status']>[number]
const isStatus = (value: unknown): value is DraftStatus => value === 'open' || value === 'completed'

/** The draft orders table's URL and requests: newest first, by status; its rows before their items. */
export const draftOrdersRoute = listRoute({
  url: { defaults: { order: '-created_at' }, filterKeys: ['status'] },
  query: ({ query: { limit, offset, order, q }, filters }): AdminGetDraftOrdersParams => ({
    limit,
    offset,
    order,
    q: q || undefined,
    status: isStatus(filters.status) ? [filters.status] : undefined,
  }),
  list: draftOrderQueries.listRows,
  detail: draftOrderQueries.detail,
})
