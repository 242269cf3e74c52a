import { queryOptions } from '@tanstack/react-query'
import { users } from '@/api/admin/users'

export const userQueries = {
  all: ['users'] as const,
  /** The store's users (GET /admin/users is not paged). */
  list: () => queryOptions({ queryKey: [...userQueries.all, 'list'] as const, queryFn: () => users.list() }),
}
