import type { AdminGetProductsParams, Product } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect, useState } from 'react'
import { focusAtom, selectionAtom } from '@/atoms/context'
import { productListAtom, productQueries } from '@/atoms/products'
import { CommandButton } from '@/panels/CommandButton'
import { DataTable, useRowLinks, useTableUrlState, type FilterValue } from '@/panels/table'
import { Button } from '@/ui/Button'
import { productColumns } from './columns'
import { ProductFilters, PRODUCT_FILTER_KEYS } from './ProductFilters'
import styles from './products.module.css'

const asList = (value: FilterValue | undefined): string[] | undefined =>
  value === undefined || value === '' ? undefined : ([] as string[]).concat(value)

/** The products table: server-side paging, sorting, search and filters, all in the URL. */
export function ProductsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const url = useTableUrlState({ defaults: { order: '-created_at' }, filterKeys: PRODUCT_FILTER_KEYS })
  const { limit, offset, order, q } = url.query
  const query: AdminGetProductsParams = {
    limit,
    offset,
    order,
    q: q || undefined,
    status: asList(url.filters.status) as AdminGetProductsParams['status'],
    collection_id: asList(url.filters.collection_id),
    tags: asList(url.filters.tags),
    type_id: asList(url.filters.type_id),
    sales_channel_id: asList(url.filters.sales_channel_id),
  }
  const list = useAtomValue(productListAtom(query))
  const queryClient = useAtomValue(queryClientAtom)
  const setSelection = useSetAtom(selectionAtom)
  const setFocus = useSetAtom(focusAtom)
  const links = useRowLinks('/a/products')
  const [showFilters, setShowFilters] = useState(Object.keys(url.filters).length > 0)

  useEffect(
    () => () => {
      setSelection(null)
      setFocus(null)
    },
    [setSelection, setFocus],
  )

  return (
    <section className={styles.panel} aria-labelledby="products-heading">
      <header className={styles.panelHeader}>
        <h1 id="products-heading" className={styles.heading}>
          Products
        </h1>
        <div className={styles.actions}>
          <Button variant="ghost" aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
            Filters{Object.keys(url.filters).length ? ` (${Object.keys(url.filters).length})` : ''}
          </Button>
          <CommandButton command="products.taxonomy" label="Tags and types" variant="ghost" />
          <CommandButton command="products.create" variant="primary" />
        </div>
      </header>
      {showFilters && <ProductFilters url={url} />}
      <DataTable<Product>
        id="products"
        label="Products"
        rows={list.data?.products ?? []}
        count={list.data?.count ?? 0}
        getRowId={(p) => p.id}
        columns={productColumns}
        loading={list.isPending}
        error={list.error ? list.error.message : undefined}
        onRetry={() => void list.refetch()}
        emptyText={q || Object.keys(url.filters).length ? 'No product matches these filters' : 'No products yet'}
        searchLabel="Search products"
        {...url.tableProps}
        onOpen={(p) => void links.open(p.id)}
        onFocusedRowChange={(p) => {
          // Prefetch the focused row's detail so Enter opens it at once; with no detail open the
          // row is what commands act on, with the full product once it has arrived.
          const detail = queryClient.fetchQuery(productQueries.detail(p.id))
          if (detailOpen) return void detail.catch(() => undefined)
          setFocus({ kind: 'product', id: p.id })
          detail.then(
            ({ product }) => setFocus((f) => (f?.id === p.id ? { kind: 'product', id: p.id, entity: product as Product } : f)),
            () => undefined,
          )
        }}
        onSelectionChange={(rows) => setSelection(rows.length ? { kind: 'product', ids: rows.map((p) => p.id) } : null)}
      />
    </section>
  )
}
