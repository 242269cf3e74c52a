import type { AdminGetProductsParams, Product } from '@medusajs/client-types'
import { atom, useAtomValue } from 'jotai'
import { useSearchParams } from 'react-router-dom'
import { productFilterOptionsAtom, productListAtom, productQueries } from '@/atoms/products/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useFilterToggle, useListPanel, type FilterValue, type TableUrlState } from '@/panels/shared/table'
import { productColumns } from './columns'
import { ProductFilters, PRODUCT_FILTER_KEYS } from './ProductFilters'

const asList = (value: FilterValue | undefined): string[] | undefined =>
  value === undefined || value === '' ? undefined : ([] as string[]).concat(value)

type FilterChoices = { readonly [K in 'collections' | 'salesChannels' | 'tags' | 'types']: readonly { value: string; label: string }[] }
const noChoices = atom<FilterChoices>({ collections: [], salesChannels: [], tags: [], types: [] })

/** "published, tagged 'winter', matching 'wool'": the table's filters in words, for commands on every matching row. */
export function describeProductFilter({ query, filters }: TableUrlState, choices: FilterChoices): string {
  const named = (key: string, from: FilterChoices[keyof FilterChoices], fallback: string) =>
    asList(filters[key])?.map((id) => `'${from.find((c) => c.value === id)?.label ?? fallback}'`).join(' or ')
  const parts = [
    asList(filters.status) && `with status ${asList(filters.status)?.join(' or ')}`,
    named('tags', choices.tags, 'a tag') && `tagged ${named('tags', choices.tags, 'a tag')}`,
    named('collection_id', choices.collections, 'a collection') && `in collection ${named('collection_id', choices.collections, 'a collection')}`,
    named('type_id', choices.types, 'a type') && `of type ${named('type_id', choices.types, 'a type')}`,
    named('sales_channel_id', choices.salesChannels, 'a channel') && `sold in ${named('sales_channel_id', choices.salesChannels, 'a channel')}`,
    query.q ? `matching '${query.q}'` : undefined,
  ]
  return parts.filter(Boolean).join(', ')
}

/** The products table: server-side paging, sorting, search and filters, all in the URL. */
export function ProductsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  // Filter names cost requests: read only while the URL filters (the filter controls then show too).
  const [params] = useSearchParams()
  const choices = useAtomValue(PRODUCT_FILTER_KEYS.some((key) => params.has(key)) ? productFilterOptionsAtom : noChoices)
  const { url, table } = useListPanel({
    kind: 'product',
    basePath: '/a/products',
    url: { defaults: { order: '-created_at' }, filterKeys: PRODUCT_FILTER_KEYS },
    query: ({ query: { limit, offset, order, q }, filters }): AdminGetProductsParams => ({
      limit,
      offset,
      order,
      q: q || undefined,
      status: asList(filters.status) as AdminGetProductsParams['status'],
      collection_id: asList(filters.collection_id),
      tags: asList(filters.tags),
      type_id: asList(filters.type_id),
      sales_channel_id: asList(filters.sales_channel_id),
    }),
    listAtom: productListAtom,
    rows: (res): readonly Product[] => res.products,
    detail: productQueries.detail,
    entity: (res) => res.product as Product,
    detailOpen,
    describe: (state) => describeProductFilter(state, choices),
  })
  const filters = useFilterToggle(url.filters)

  return (
    <ListPanel
      id="products"
      title="Products"
      actions={
        <>
          {filters.button}
          <CommandButton command="batch-jobs.export-products" label="Export products" variant="ghost" />
          <CommandButton command="products.taxonomy" label="Tags and types" variant="ghost" />
          <CommandButton command="products.create" variant="primary" />
        </>
      }
    >
      {filters.open && <ProductFilters url={url} />}
      <DataTable<Product>
        id="products"
        label="Products"
        columns={productColumns}
        emptyText={url.query.q || filters.count ? 'No product matches these filters' : 'No products yet'}
        searchLabel="Search products"
        {...table}
      />
    </ListPanel>
  )
}
