import type {
  AdminGetProductsParams,
  AdminGetProductTagsParams,
  AdminGetProductTypesParams,
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductOptionsOption,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
} from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { products, productTags, productTypes } from '@/api/admin/products'
import { variants } from '@/api/admin/variants'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { collectionQueries } from '@/atoms/collections/keys'
import { salesChannelQueries } from '@/atoms/sales-channels/keys'
import { mutation, queryAtomFamily } from '@/atoms/core/query'

/** Only the columns the products table shows. */
export const PRODUCT_LIST_FIELDS = 'id,title,handle,status,thumbnail,collection_id,type_id,created_at,updated_at'
export const PRODUCT_LIST_EXPAND = 'collection,variants,sales_channels'
/** Everything the product detail panel shows, in one request. */
export const PRODUCT_DETAIL_EXPAND =
  'variants,variants.prices,variants.options,options,options.values,tags,type,collection,images,sales_channels'

/** Variants, tags and types are listed apart from products; a product change refetches them too. */
export const variantQueries = { all: ['variants'] as const }
export const productTagQueries = { all: ['product-tags'] as const }
export const productTypeQueries = { all: ['product-types'] as const }

export const productQueries = {
  all: ['products'] as const,
  searches: () => [...productQueries.all, 'search'] as const,
  lists: () => [...productQueries.all, 'list'] as const,
  list: (query: AdminGetProductsParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), query] as const,
      queryFn: () => products.list({ fields: PRODUCT_LIST_FIELDS, expand: PRODUCT_LIST_EXPAND, ...query }),
    }),
  /**
   * How many products a sales channel, category or price list holds: one product's page for its count
   * (a small relation expanded: with `expand: ''` Medusa 1.20 counts only the page it returns).
   */
  countIn: (filter: Pick<AdminGetProductsParams, 'sales_channel_id' | 'category_id' | 'price_list_id'>) =>
    queryOptions({
      queryKey: [...productQueries.all, 'count', filter] as const,
      queryFn: async () => (await products.list({ ...filter, limit: 1, fields: 'id', expand: 'collection' })).count,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all, 'detail', id] as const,
      queryFn: () => products.retrieve(id, { expand: PRODUCT_DETAIL_EXPAND }),
    }),
  /**
   * Picker search: small pages, no relation. Medusa's `q` search answers every column whatever
   * `fields` says, but `expand=` drops the default relations: 14 KB for 20 products instead of 400 KB
   * on the large store (#32).
   */
  search: (q: string) =>
    queryOptions({
      queryKey: [...productQueries.searches(), q] as const,
      queryFn: () => products.list({ q: q || undefined, limit: 20, fields: 'id,title,handle,status,thumbnail', expand: '' }),
    }),
  /** Variant search across all products (GET /admin/variants?q=). */
  variantSearch: (q: string) =>
    queryOptions({
      queryKey: [...variantQueries.all, 'search', q] as const,
      queryFn: () => variants.list({ q: q || undefined, limit: 20, expand: 'product' }),
    }),
  tags: (query: AdminGetProductTagsParams) =>
    queryOptions({ queryKey: [...productTagQueries.all, query] as const, queryFn: () => productTags.list(query) }),
  types: (query: AdminGetProductTypesParams) =>
    queryOptions({ queryKey: [...productTypeQueries.all, query] as const, queryFn: () => productTypes.list(query) }),
  tagUsage: () => queryOptions({ queryKey: [...productTagQueries.all, 'usage'] as const, queryFn: () => products.listTagUsage() }),
  typesInUse: () => queryOptions({ queryKey: [...productTypeQueries.all, 'in-use'] as const, queryFn: () => products.listTypes() }),
}

export const productListAtom = queryAtomFamily(productQueries.list)
export const productDetailAtom = queryAtomFamily(productQueries.detail)
export const productTagUsageAtom = atomWithQuery(() => productQueries.tagUsage())
export const productTypesInUseAtom = atomWithQuery(() => productQueries.typesInUse())

// Variants also appear in variant search, and tags/types in their own lists: refetch those too.
const productsAndFriends = [productQueries.all, variantQueries.all, productTagQueries.all, productTypeQueries.all] as const
// A deleted product's own detail must not be refetched (it would only answer 404).
const productListsAndFriends = [
  productQueries.lists(),
  productQueries.searches(),
  variantQueries.all,
  productTagQueries.all,
  productTypeQueries.all,
] as const

export const createProductMutation = mutation({
  mutationFn: (body: AdminPostProductsReq) => products.create(body),
  invalidates: productsAndFriends,
})

export const updateProductMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostProductsProductReq }) => products.update(id, body),
  invalidates: productsAndFriends,
})

export const deleteProductMutation = mutation({
  mutationFn: (id: string) => products.delete(id),
  invalidates: productListsAndFriends,
})

export const setProductMetadataMutation = mutation({
  mutationFn: ({ id, body }: { id: string; body: AdminPostProductsProductMetadataReq }) =>
    products.setMetadata(id, body),
  invalidates: (_data, { id }) => [productQueries.detail(id).queryKey],
})

export const createVariantMutation = mutation({
  mutationFn: ({ productId, body }: { productId: string; body: AdminPostProductsProductVariantsReq }) =>
    products.createVariant(productId, body),
  invalidates: productsAndFriends,
})

export const updateVariantMutation = mutation({
  mutationFn: (v: { productId: string; variantId: string; body: AdminPostProductsProductVariantsVariantReq }) =>
    products.updateVariant(v.productId, v.variantId, v.body),
  invalidates: productsAndFriends,
})

export const deleteVariantMutation = mutation({
  mutationFn: ({ productId, variantId }: { productId: string; variantId: string }) =>
    products.deleteVariant(productId, variantId),
  invalidates: productsAndFriends,
})

export const createOptionMutation = mutation({
  mutationFn: ({ productId, body }: { productId: string; body: AdminPostProductsProductOptionsReq }) =>
    products.createOption(productId, body),
  invalidates: (_data, { productId }) => [productQueries.detail(productId).queryKey],
})

export const updateOptionMutation = mutation({
  mutationFn: (v: { productId: string; optionId: string; body: AdminPostProductsProductOptionsOption }) =>
    products.updateOption(v.productId, v.optionId, v.body),
  invalidates: (_data, { productId }) => [productQueries.detail(productId).queryKey],
})

export const deleteOptionMutation = mutation({
  mutationFn: ({ productId, optionId }: { productId: string; optionId: string }) =>
    products.deleteOption(productId, optionId),
  invalidates: (_data, { productId }) => [productQueries.detail(productId).queryKey],
})

const filterCollectionsAtom = atomWithQuery(() => collectionQueries.options())
const filterSalesChannelsAtom = atomWithQuery(() => salesChannelQueries.options())
const filterTagsAtom = atomWithQuery(() => productQueries.tags({ limit: 100 }))
const filterTypesAtom = atomWithQuery(() => productQueries.types({ limit: 100 }))

/** Choices for the products table's filters; read only while the filters are shown. */
export const productFilterOptionsAtom = atom((get) => ({
  collections: (get(filterCollectionsAtom).data?.collections ?? []).map((c) => ({ value: c.id, label: c.title })),
  salesChannels: (get(filterSalesChannelsAtom).data?.sales_channels ?? []).map((s) => ({ value: s.id, label: s.name })),
  tags: (get(filterTagsAtom).data?.product_tags ?? []).map((t) => ({ value: t.id, label: t.value })),
  types: (get(filterTypesAtom).data?.product_types ?? []).map((t) => ({ value: t.id, label: t.value })),
}))
