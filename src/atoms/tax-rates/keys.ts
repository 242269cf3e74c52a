import type { AdminPostTaxRatesReq, AdminPostTaxRatesTaxRateReq, TaxRate } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { taxRates } from '@/api/admin/tax-rates'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/** What a rate applies to: asked for on its panel (Medusa's default relations are none). */
export const TAX_RATE_EXPAND = ['products', 'product_types', 'shipping_options']

export interface TaxRateTableQuery {
  region_id?: string
  q?: string
  limit: number
  offset: number
}

export const taxRateQueries = {
  all: ['tax-rates'] as const,
  lists: () => [...taxRateQueries.all, 'list'] as const,
  /** The settings table, of one region when filtered, with the region to name it and its currency. */
  list: (query: TaxRateTableQuery) =>
    queryOptions({
      queryKey: [...taxRateQueries.lists(), query] as const,
      queryFn: () => taxRates.list({ ...query, expand: ['region'] }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...taxRateQueries.all, 'detail', id] as const,
      queryFn: () => taxRates.retrieve(id, { expand: [...TAX_RATE_EXPAND, 'region'] }),
    }),
}

export const taxRateListAtom = queryAtomFamily(taxRateQueries.list)
export const taxRateDetailAtom = queryAtomFamily(taxRateQueries.detail)

/** A rate's change answers whether its region can sell (the setup check counts the rates). */
const rateAndAround = [taxRateQueries.all, ['regions']] as const

export const createTaxRateMutation = mutation({
  mutationFn: (body: AdminPostTaxRatesReq) => taxRates.create(body),
  invalidates: rateAndAround,
})

export const updateTaxRateMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostTaxRatesTaxRateReq }) => taxRates.update(id, body),
  invalidates: rateAndAround,
})

export const deleteTaxRateMutation = mutation({
  mutationFn: (id: string) => taxRates.delete(id),
  invalidates: rateAndAround,
})

/** What a rate can be applied to, each with its batch routes. */
export type TaxRateTarget = 'products' | 'product_types' | 'shipping_options'

const add = { products: taxRates.addProducts, product_types: taxRates.addProductTypes, shipping_options: taxRates.addShippingOptions }
const remove = { products: taxRates.removeProducts, product_types: taxRates.removeProductTypes, shipping_options: taxRates.removeShippingOptions }

export const addToTaxRateMutation = mutation({
  mutationFn: async ({ id, target, ids }: { id: string; target: TaxRateTarget; ids: string[] }): Promise<{ tax_rate: TaxRate }> => {
    const body = { [target]: ids } as { products: string[] } & { product_types: string[] } & { shipping_options: string[] }
    return (await add[target](id, body)) as { tax_rate: TaxRate }
  },
  invalidates: rateAndAround,
})

export const removeFromTaxRateMutation = mutation({
  mutationFn: async ({ id, target, ids }: { id: string; target: TaxRateTarget; ids: string[] }): Promise<{ tax_rate: TaxRate }> => {
    const body = { [target]: ids } as { products: string[] } & { product_types: string[] } & { shipping_options: string[] }
    return (await remove[target](id, body)) as { tax_rate: TaxRate }
  },
  invalidates: rateAndAround,
})
