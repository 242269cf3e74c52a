import type { Product, ProductCategory } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { selectionAtom } from '@/atoms/core/context'
import { categoryProductsAtom } from '@/atoms/product-categories/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { productsNav } from '@/models/products/area'
import { memberProductColumns } from '@/panels/collections/columns'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import { DataTable } from '@/panels/shared/table'
import styles from './product-categories.module.css'

const PAGE_SIZES = [20, 50, 100] as const

/**
 * The category's own products (not its sub-categories'): a dense table with its own search and paging,
 * kept in the panel. Its selected rows are the selection "Remove products…" acts on.
 */
export function CategoryProducts({ category }: { category: ProductCategory }) {
  const [paging, setPaging] = useState({ offset: 0, limit: 20 })
  const [q, setQ] = useState('')
  const list = useAtomValue(categoryProductsAtom({ id: category.id, query: { q: q || undefined, ...paging } }))
  const setSelection = useSetAtom(selectionAtom)
  const navigate = useNavigate()
  useEffect(() => () => setSelection(null), [setSelection])
  const count = list.data?.count

  return (
    <Section
      title={`Products (${count ?? '…'})`}
      className={styles.section}
      actions={
        <>
          <CommandButton command="product-categories.add-products" label="Add products" variant="ghost" />
          <CommandButton command="product-categories.remove-products" label="Remove products" variant="ghost" />
        </>
      }
    >
      <DataTable<Product>
        id="category-products"
        label={`Products in ${category.name}`}
        rows={(list.data?.products as Product[] | undefined) ?? []}
        count={count ?? 0}
        getRowId={(p) => p.id}
        columns={memberProductColumns}
        loading={list.isPending}
        error={list.error ? operatorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        offset={paging.offset}
        limit={paging.limit}
        pageSizes={PAGE_SIZES}
        onPaginationChange={setPaging}
        search={q}
        onSearchChange={(text) => {
          setQ(text)
          setPaging((p) => ({ ...p, offset: 0 }))
        }}
        searchLabel={`Search products in ${category.name}`}
        emptyText={q ? `No product in ${category.name} matches` : `No products in ${category.name} yet`}
        onOpen={(p) => void navigate(productsNav.routes.record(p.id))}
        onSelectionChange={(rows) => setSelection(rows.length ? { kind: 'product', ids: rows.map((p) => p.id), records: rows } : null)}
      />
    </Section>
  )
}
