import type {
  AdminGetPriceListPaginationParams,
  AdminPostPriceListsPriceListPriceListReq,
  AdminPostPriceListsPriceListReq,
  Product,
} from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { priceLists } from '@/api/admin/price-lists'
import { products } from '@/api/admin/products'
import { mutation, queryAtomFamily } from '@/atoms/core/query'
import { productQueries } from '@/atoms/products/keys'
import type { PricePlan } from './grid'
import { sendPricePlan } from './grid-save'

/**
 * Products of a list read per request when the grid gathers its rows. Read through /admin/products
 * (filtered by the list), not the list's own products route: that one asks the database for each
 * variant's prices in the list, one query per variant (5,000 variants: 27 s on the large store, 1.3 s here).
 */
export const PRODUCTS_PAGE = 500
/** The products' fields the grid and the product picker use (variants come whole, as an expanded relation). */
const PRODUCT_FIELDS = 'id,title,handle'

/**
 * Price lists: the table, one list (Medusa answers it with its prices and customer groups), the
 * products that have prices in it (the grid's rows), picker search, and their mutations.
 */
export const priceListQueries = {
  all: ['price-lists'] as const,
  lists: () => [...priceListQueries.all, 'list'] as const,
  list: (query: AdminGetPriceListPaginationParams) =>
    queryOptions({
      queryKey: [...priceListQueries.lists(), query] as const,
      // Medusa lists price lists with their customer groups. Their prices are not asked for: a list on a
      // large store holds thousands, and a page of them kept Medusa busy for minutes (#32).
      queryFn: () => priceLists.list(query),
    }),
  detail: (id: string) => queryOptions({ queryKey: [...priceListQueries.all, 'detail', id] as const, queryFn: () => priceLists.retrieve(id) }),
  /** Every product with a price in the list, with its variants: all pages (by id, so that no product moves between pages). */
  products: (id: string) =>
    queryOptions({
      queryKey: [...priceListQueries.all, 'products', id] as const,
      queryFn: async (): Promise<Product[]> => {
        const found: Product[] = []
        for (let offset = 0; ; ) {
          const page = await products.list({ price_list_id: [id], offset, limit: PRODUCTS_PAGE, expand: 'variants', fields: PRODUCT_FIELDS, order: 'id' })
          found.push(...(page.products as Product[]))
          offset += page.products.length
          if (!page.products.length || offset >= page.count) break
        }
        return found
      },
    }),
  /** Picker search by name (Medusa's q matches name and description). */
  search: (q: string) =>
    queryOptions({
      queryKey: [...priceListQueries.all, 'search', q] as const,
      queryFn: () => priceLists.list({ q: q || undefined, limit: 20 }),
    }),
}

export const priceListListAtom = queryAtomFamily(priceListQueries.list)
export const priceListDetailAtom = queryAtomFamily(priceListQueries.detail)
export const priceListProductsAtom = queryAtomFamily(priceListQueries.products)

/** A product with its variants, for rows added to a grid before they have prices. */
export const productWithVariants = (id: string) => productQueries.detail(id)

export const createPriceListMutation = mutation({
  mutationFn: (body: AdminPostPriceListsPriceListReq) => priceLists.create(body),
  invalidates: [priceListQueries.all],
})

export const updatePriceListMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostPriceListsPriceListPriceListReq }) => priceLists.update(id, body),
  invalidates: [priceListQueries.all],
})

export const deletePriceListMutation = mutation({
  mutationFn: (id: string) => priceLists.delete(id),
  invalidates: [priceListQueries.all],
})

/**
 * One save of a grid: its new prices, then a delete of the prices they replace and of removed cells,
 * each in batches under Medusa's body limit (grid-save.ts). Medusa's batch POST always inserts (an
 * `id` sent is ignored), so a changed cell is a new price plus the old one deleted; nothing else of
 * the list is touched (no `override`, which deletes every other price of the list: medusa PR#2210).
 */
export const savePricesMutation = mutation({
  mutationFn: async ({ id, plan }: { id: string; plan: PricePlan }) => {
    await sendPricePlan(id, plan)
    return { id }
  },
  invalidates: (_data, { id }) => [priceListQueries.detail(id).queryKey, priceListQueries.products(id).queryKey, priceListQueries.lists()],
})

export const deletePricesMutation = mutation({
  mutationFn: ({ id, priceIds }: { id: string; priceIds: string[] }) => priceLists.deletePrices(id, { price_ids: priceIds }),
  invalidates: [priceListQueries.all],
})

export const deleteProductPricesMutation = mutation({
  mutationFn: ({ id, productId }: { id: string; productId: string }) => priceLists.deleteProductPrices(id, productId),
  invalidates: [priceListQueries.all],
})

export const deleteVariantPricesMutation = mutation({
  mutationFn: ({ id, variantId }: { id: string; variantId: string }) => priceLists.deleteVariantPrices(id, variantId),
  invalidates: [priceListQueries.all],
})

/** Products added to a grid before they have prices in the list, with their variants. */
export const addedProductsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...priceListQueries.all, 'added-products', ids] as const,
    queryFn: async (): Promise<Product[]> =>
      Promise.all(ids.map(async (id) => (await products.retrieve(id, { expand: 'variants' })).product as Product)),
  })
export const addedProductsAtom = queryAtomFamily(addedProductsQuery)
