import type { AdminGetProductsParams, Product } from '@medusajs/client-types'
import { productListAtom, productQueries } from '@/atoms/products/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useFilterToggle, useListPanel, type FilterValue } from '@/panels/shared/table'
import { productColumns } from './columns'
import { ProductFilters, PRODUCT_FILTER_KEYS } from './ProductFilters'

const asList = (value: FilterValue | undefined): string[] | undefined =>
  value === undefined || value === '' ? undefined : ([] as string[]).concat(value)

/** The products table: server-side paging, sorting, search and filters, all in the URL. */
export function ProductsTable({ detailOpen = false }: { detailOpen?: boolean }) {
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
  })
  const filters = useFilterToggle(url.filters)

  return (
    <ListPanel
      id="products"
      title="Products"
      actions={
        <>
          {filters.button}
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
