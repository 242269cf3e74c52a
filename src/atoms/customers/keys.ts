import { queryOptions } from '@tanstack/react-query'
import { customers } from '@/api/admin/customers'

/** Customers for pickers: Medusa matches q against email, first and last name. */
export const customerQueries = {
  all: ['customers'] as const,
  searches: () => [...customerQueries.all, 'search'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...customerQueries.searches(), q] as const,
      queryFn: () => customers.list({ q: q || undefined, limit: 20 }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...customerQueries.all, 'detail', id] as const,
      queryFn: () => customers.retrieve(id),
    }),
}
