import type { AdminGetCurrenciesParams, AdminPostStoreReq } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { currencies } from '@/api/admin/currencies'
import { store } from '@/api/admin/store'
import { mutation } from '@/atoms/core/query'
import { storeQueries } from '@/atoms/core/store'

/**
 * The store's settings around the store detail query of atoms/core/store.ts (name, link templates,
 * currencies, feature flags): its installed providers and every currency Medusa knows.
 */
export const storeProviderQueries = {
  all: [...storeQueries.all, 'providers'] as const,
  payment: () => queryOptions({ queryKey: [...storeProviderQueries.all, 'payment'] as const, queryFn: () => store.listPaymentProviders() }),
  tax: () => queryOptions({ queryKey: [...storeProviderQueries.all, 'tax'] as const, queryFn: () => store.listTaxProviders() }),
}

export const currencyQueries = {
  all: ['currencies'] as const,
  /** Every currency Medusa knows (to add one to the store), searched by code or name. */
  list: (query: AdminGetCurrenciesParams) =>
    queryOptions({ queryKey: [...currencyQueries.all, 'list', query] as const, queryFn: () => currencies.list(query) }),
}

/** Store currencies change what regions may use: regions are read again too. */
const storeAndRegions = [storeQueries.all, currencyQueries.all, ['regions']] as const

export const updateStoreMutation = mutation({
  mutationFn: (body: AdminPostStoreReq) => store.update(body),
  invalidates: storeAndRegions,
})

export const addStoreCurrencyMutation = mutation({
  mutationFn: (code: string) => store.addCurrency(code),
  invalidates: storeAndRegions,
})

export const removeStoreCurrencyMutation = mutation({
  mutationFn: (code: string) => store.deleteCurrency(code),
  invalidates: storeAndRegions,
})

/** POST /admin/currencies/{code}: only with the tax_inclusive_pricing flag (without it Medusa refuses includes_tax: 400). */
export const updateCurrencyMutation = mutation({
  mutationFn: ({ code, includesTax }: { code: string; includesTax: boolean }) => currencies.update(code, { includes_tax: includesTax }),
  invalidates: storeAndRegions,
})

export const paymentProvidersAtom = atomWithQuery(() => storeProviderQueries.payment())
export const taxProvidersAtom = atomWithQuery(() => storeProviderQueries.tax())
