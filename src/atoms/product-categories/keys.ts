import type { AdminGetProductsParams, ProductCategory } from '@medusajs/client-types'
import { queryOptions } from '@tanstack/react-query'
import { atomWithQuery } from 'jotai-tanstack-query'
import { productCategories } from '@/api/admin/product-categories'
import { products } from '@/api/admin/products'
import { queryAtomFamily } from '@/atoms/core/query'
import { featureFlagsAtom } from '@/atoms/core/store'
import { productQueries } from '@/atoms/products/keys'

/**
 * A category as a row of the tree: its depth below a root and its parent's name (the tree query
 * knows both; a search's flat answer names the parent from the expanded `parent_category`).
 */
export type CategoryRow = ProductCategory & { depth: number; parent_name?: string }

/** The tree depth first, each parent before its children, siblings in Medusa's rank order. */
export function flattenTree(roots: readonly ProductCategory[]): CategoryRow[] {
  const rows: CategoryRow[] = []
  const visit = (category: ProductCategory, depth: number, parentName: string | undefined) => {
    rows.push({ ...category, depth, parent_name: parentName })
    for (const child of category.category_children ?? []) visit(child, depth + 1, category.name)
  }
  for (const root of roots) visit(root, 0, undefined)
  return rows
}

/** Every root with its descendants in one answer: Medusa 1.20 nests them on request. */
const WHOLE_TREE = { parent_category_id: 'null', include_descendants_tree: true, limit: 1000 } as const

/** Only what a category's products table shows. */
export const CATEGORY_PRODUCT_FIELDS = 'id,title,handle,status,thumbnail,updated_at'

export const productCategoryQueries = {
  all: ['product-categories'] as const,
  searches: () => [...productCategoryQueries.all, 'search'] as const,
  lists: () => [...productCategoryQueries.all, 'list'] as const,
  /** The table: the whole tree, or with a search the matching categories flat (each naming its parent). */
  tree: ({ q }: { q?: string }) =>
    queryOptions({
      queryKey: [...productCategoryQueries.lists(), { q }] as const,
      queryFn: async () => {
        if (q) {
          const found = await productCategories.list({ q, limit: 100 })
          const rows = (found.product_categories as ProductCategory[]).map((c): CategoryRow => ({ ...c, depth: 0, parent_name: c.parent_category?.name }))
          return { product_categories: rows, count: found.count }
        }
        const rows = flattenTree((await productCategories.list(WHOLE_TREE)).product_categories as ProductCategory[])
        return { product_categories: rows, count: rows.length }
      },
    }),
  /** Picker search by name or handle (Medusa's `q`), each with its parent. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...productCategoryQueries.searches(), q] as const,
      queryFn: async () => (await productCategories.list({ q: q || undefined, limit: 20 })).product_categories as ProductCategory[],
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productCategoryQueries.all, 'detail', id] as const,
      queryFn: async () => ({ product_category: (await productCategories.retrieve(id)).product_category as ProductCategory }),
    }),
  /** A parent's children (the roots for null) in rank order: where a category can move to. */
  siblings: (parentId: string | null) =>
    queryOptions({
      queryKey: [...productCategoryQueries.lists(), 'children', parentId] as const,
      queryFn: async () =>
        (await productCategories.list({ parent_category_id: parentId ?? 'null', limit: 1000 })).product_categories as ProductCategory[],
    }),
  /** The category's own products (not its sub-categories'), paged and searched like the products table. */
  products: (id: string, query: AdminGetProductsParams) =>
    queryOptions({
      queryKey: [...productCategoryQueries.all, 'detail', id, 'products', query] as const,
      queryFn: () => products.list({ fields: CATEGORY_PRODUCT_FIELDS, ...query, category_id: [id] }),
    }),
  /**
   * A product's categories. The product panel's request names its relations, which leaves categories
   * out, so they are read on their own; the key sits under the product's so its changes refetch it.
   */
  ofProduct: (productId: string) =>
    queryOptions({
      queryKey: [...productQueries.all, 'detail', productId, 'categories'] as const,
      queryFn: async () => (await products.retrieve(productId, { fields: 'id,title', expand: 'categories' })).product.categories ?? [],
    }),
}

export const categoryTreeAtom = queryAtomFamily(productCategoryQueries.tree)
export const categoryDetailAtom = queryAtomFamily(productCategoryQueries.detail)
export const categoryProductsAtom = queryAtomFamily(({ id, query }: { id: string; query: AdminGetProductsParams }) =>
  productCategoryQueries.products(id, query),
)
export const productCategoriesOfAtom = queryAtomFamily(productCategoryQueries.ofProduct)

/**
 * The products table's category filter choices ('Shoes › Running' under its parent), read only while
 * the filters show and only with the store's categories flag (Medusa answers 404 without it).
 */
export const categoryFilterOptionsAtom = atomWithQuery((get) => ({
  ...productCategoryQueries.tree({}),
  enabled: get(featureFlagsAtom).product_categories === true,
}))
