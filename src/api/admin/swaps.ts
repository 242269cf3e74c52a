import type { AdminGetSwapsParams, AdminSwapsListRes, AdminSwapsRes } from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/swaps'

export const swaps = {
  /** SPEC §7: the swaps list drops empty filter values from its query. */
  list: (query?: AdminGetSwapsParams) => client.get<AdminSwapsListRes>(base, query, 'drop-empty'),
  retrieve: (id: string) => client.get<AdminSwapsRes>(`${base}/${id}`),
}
