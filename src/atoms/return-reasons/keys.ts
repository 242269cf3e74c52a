import { queryOptions } from '@tanstack/react-query'
import { returnReasons } from '@/api/admin/return-reasons'

export const returnReasonQueries = {
  all: ['return-reasons'] as const,
  /** GET /admin/return-reasons: every reason, children nested under their parent. */
  list: () => queryOptions({ queryKey: [...returnReasonQueries.all, 'list'] as const, queryFn: () => returnReasons.list() }),
}
