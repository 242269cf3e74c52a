import type {
  AdminExtendedStoresRes,
  AdminPaymentProvidersList,
  AdminPostStoreReq,
  AdminStoresRes,
  AdminTaxProvidersList,
} from '@medusajs/client-types'
import { client } from '../client'

const base = '/admin/store'

export const store = {
  retrieve: () => client.get<AdminExtendedStoresRes>(base),
  update: (body: AdminPostStoreReq) => client.post<AdminStoresRes>(base, body),
  /**
   * Adds a currency: POST /admin/store/currencies/{code}. This is the route Medusa 1.20's router
   * serves (packages/medusa/src/api/routes/admin/store/index.ts) and the one the v1 admin used.
   */
  addCurrency: (code: string) => client.post<AdminStoresRes>(`${base}/currencies/${code}`),
  /**
   * Adds a currency the way medusa-js did: POST /admin/store/{code}. Medusa 1.20 has no such route
   * (an unknown route answers 404 with an HTML page); kept because SPEC §7 lists both paths.
   */
  addCurrencyMedusaJs: (code: string) => client.post<AdminStoresRes>(`${base}/${code}`),
  deleteCurrency: (code: string) => client.delete<AdminStoresRes>(`${base}/currencies/${code}`),
  listPaymentProviders: () => client.get<AdminPaymentProvidersList>(`${base}/payment-providers`),
  listTaxProviders: () => client.get<AdminTaxProvidersList>(`${base}/tax-providers`),
}
