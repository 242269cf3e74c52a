import type { AdminGetProductsParams, Product } from '@medusajs/client-types'
import { useState } from 'react'
import { productListAtom, productQueries } from '@/atoms/products/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel, type FilterValue } from '@/panels/shared/table'
import { Button } from '@/ui/Button'
import { productColumns } from './columns'
import { ProductFilters, PRODUCT_FILTER_KEYS } from './ProductFilters'
import styles from './products.module.css'

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
  const [showFilters, setShowFilters] = useState(Object.keys(url.filters).length > 0)

  return (
    <ListPanel
      id="products"
      title="Products"
      classes={styles}
      actions={
        <>
          <Button variant="ghost" aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
            Filters{Object.keys(url.filters).length ? ` (${Object.keys(url.filters).length})` : ''}
          </Button>
          <CommandButton command="products.taxonomy" label="Tags and types" variant="ghost" />
          <CommandButton command="products.create" variant="primary" />
        </>
      }
    >
      {showFilters && <ProductFilters url={url} />}
      <DataTable<Product>
        id="products"
        label="Products"
        columns={productColumns}
        emptyText={url.query.q || Object.keys(url.filters).length ? 'No product matches these filters' : 'No products yet'}
        searchLabel="Search products"
        {...table}
      />
    </ListPanel>
  )
}
