import type { AdminGetVariantsParams, AdminVariantsListRes } from '@medusajs/client-types'
import { client } from '../client'

/** client-types 0.2.12 leaves out `q`, which Medusa 1.20's AdminGetVariantsParams accepts (free-text search). */
export type VariantsQuery = AdminGetVariantsParams & { q?: string }

export const variants = {
  /** `{ variants, count }`; with region_id or currency_code the server adds calculated prices. */
  list: (query?: VariantsQuery) => client.get<AdminVariantsListRes>('/admin/variants', query),
}
