import type { AdminGetProductsParams } from '@medusajs/client-types'
import { atom, useAtomValue } from 'jotai'
import { useSearchParams } from 'react-router-dom'
import { productFilterOptionsAtom, productListAtom, productQueries } from '@/atoms/products/keys'
import { productsNav } from '@/models/products/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, filterValues, medusaRecords, type TableUrlState } from '@/panels/shared/table'
import { productColumns } from './columns'
import { ProductFilters, PRODUCT_FILTER_KEYS } from './ProductFilters'

type FilterChoices = { readonly [K in 'collections' | 'salesChannels' | 'tags' | 'types']: readonly { value: string; label: string }[] }
const noChoices = atom<FilterChoices>({ collections: [], salesChannels: [], tags: [], types: [] })

/** "published, tagged 'winter', matching 'wool'": the table's filters in words, for commands on every matching row. */
function describeProductFilter({ query, filters }: TableUrlState, choices: FilterChoices): string {
  const named = (key: string, from: FilterChoices[keyof FilterChoices], fallback: string) =>
    filterValues(filters[key])?.map((id) => `'${from.find((c) => c.value === id)?.label ?? fallback}'`).join(' or ')
  const parts = [
    filterValues(filters.status) && `with status ${filterValues(filters.status)?.join(' or ')}`,
    named('tags', choices.tags, 'a tag') && `tagged ${named('tags', choices.tags, 'a tag')}`,
    named('collection_id', choices.collections, 'a collection') && `in collection ${named('collection_id', choices.collections, 'a collection')}`,
    named('type_id', choices.types, 'a type') && `of type ${named('type_id', choices.types, 'a type')}`,
    named('sales_channel_id', choices.salesChannels, 'a channel') && `sold in ${named('sales_channel_id', choices.salesChannels, 'a channel')}`,
    query.q ? `matching '${query.q}'` : undefined,
  ]
  return parts.filter(Boolean).join(', ')
}

/** The products table: server-side paging, sorting, search and filters, all in the URL. */
export const ProductsTable = defineListPanel({
  area: productsNav,
  ...medusaRecords('product', productListAtom, productQueries.detail),
  url: { defaults: { order: '-created_at' }, filterKeys: PRODUCT_FILTER_KEYS },
  query: ({ query: { limit, offset, order, q }, filters }): AdminGetProductsParams => ({
    limit,
    offset,
    order,
    q: q || undefined,
    status: filterValues(filters.status) as AdminGetProductsParams['status'],
    collection_id: filterValues(filters.collection_id),
    tags: filterValues(filters.tags),
    type_id: filterValues(filters.type_id),
    sales_channel_id: filterValues(filters.sales_channel_id),
  }),
  useExtra: () => {
    // Filter names cost requests: read only while the URL filters (the filter controls then show too).
    const [params] = useSearchParams()
    return useAtomValue(PRODUCT_FILTER_KEYS.some((key) => params.has(key)) ? productFilterOptionsAtom : noChoices)
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
