import type {
  AdminCurrenciesListRes,
  AdminCurrenciesRes,
  AdminGetCurrenciesParams,
  AdminPostCurrenciesCurrencyReq,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/currencies'

export const currencies = {
  list: (query?: AdminGetCurrenciesParams) => client.get<AdminCurrenciesListRes>(base, query),
  /** Only with the tax_inclusive_pricing feature flag on; the server refuses it otherwise. */
  update: (code: string, body: AdminPostCurrenciesCurrencyReq) => client.post<AdminCurrenciesRes>(`${base}/${code}`, body),
}
