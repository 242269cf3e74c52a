import { atom, useAtomValue } from 'jotai'
import { useSearchParams } from 'react-router-dom'
import { productListAtom } from '@/atoms/products/keys'
import { productsNav } from '@/models/products/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, filterValues, medusaRecords, type TableUrlState } from '@/panels/shared/table'
import { productColumns } from './columns'
import { PRODUCT_FILTER_KEYS, productsRoute } from './listRoute'
import { ProductFilters, productFilterChoicesAtom } from './ProductFilters'

export type FilterChoices = {
  readonly [K in 'collections' | 'categories' | 'salesChannels' | 'tags' | 'types']: readonly { value: string; label: string }[]
}
const noChoices = atom<FilterChoices>({ collections: [], categories: [], salesChannels: [], tags: [], types: [] })

/**
 * "tagged 'winter', matching 'wool'": the table's filters in words after "products" (empty: every
 * product), so a confirm reads "Add 120 products tagged 'winter', matching 'wool' to collection Winter?".
 */
export function describeProductFilter({ query, filters }: Pick<TableUrlState, 'query' | 'filters'>, choices: FilterChoices): string {
  const values = (key: string) => filterValues(filters[key])?.filter(Boolean) ?? []
  // A choice whose name has not loaded yet reads 'a tag' rather than nothing (or its id).
  const named = (key: string, from: FilterChoices[keyof FilterChoices], known: (label: string) => string, unknown: string) =>
    values(key)
      .map((id) => from.find((c) => c.value === id)?.label)
      .map((label) => (label ? known(label) : unknown))
      .join(' or ')
  const statuses = values('status').join(' or ')
  const tags = named('tags', choices.tags, (label) => `'${label}'`, 'a tag')
  const collections = named('collection_id', choices.collections, (label) => `collection '${label}'`, 'a collection')
  const categories = named('category_id', choices.categories, (label) => `category '${label}'`, 'a category')
  const types = named('type_id', choices.types, (label) => `type '${label}'`, 'a type')
  const channels = named('sales_channel_id', choices.salesChannels, (label) => `'${label}'`, 'a sales channel')
  const q = query.q?.trim()
  const parts = [
    statuses && `with status ${statuses}`,
    tags && `tagged ${tags}`,
    collections && `in ${collections}`,
    categories && `in ${categories}`,
    types && `of ${types}`,
    channels && `sold in ${channels}`,
    q && `matching '${q}'`,
  ]
  return parts.filter(Boolean).join(', ')
}

/** The products table: server-side paging, sorting, search and filters, all in the URL. */
export const ProductsTable = defineListPanel({
  area: productsNav,
  ...medusaRecords('product', productListAtom, productsRoute.detail),
  url: productsRoute.url,
  query: productsRoute.query,
  useExtra: () => {
    // Filter names cost requests: read only while the URL filters (the filter controls then show too).
    const [params] = useSearchParams()
    return useAtomValue(PRODUCT_FILTER_KEYS.some((key) => params.has(key)) ? productFilterChoicesAtom : noChoices)
  },
  describe: describeProductFilter,
  columns: productColumns,
  searchLabel: 'Search products',
  emptyText: { empty: 'No products yet', filtered: 'No product matches these filters' },
  filters: ProductFilters,
  actions: (
    <>
      <CommandButton command="batch-jobs.export-products" label="Export products" variant="ghost" />
      <CommandButton command="products.taxonomy" label="Tags and types" variant="ghost" />
      <CommandButton command="products.create" variant="primary" />
    </>
  ),
})
