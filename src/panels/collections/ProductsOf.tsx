import type { AdminGetProductsParams, AdminProductsListRes, Product } from '@medusajs/client-types'
import { useAtomValue, useSetAtom, type Atom } from 'jotai'
import type { AtomWithQueryResult } from 'jotai-tanstack-query'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { selectionAtom } from '@/atoms/core/context'
import type { CommandId } from '@/commands/index'
import { operatorMessage } from '@/atoms/core/errors'
import { grouped } from '@/models/core/text'
import { productsNav } from '@/models/products/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import shared from '@/panels/shared/record-panel.module.css'
import { DataTable } from '@/panels/shared/table'
import { memberProductColumns } from './columns'
import styles from './collections.module.css'

const PAGE_SIZES = [20, 50, 100] as const

interface ProductsOfProps {
  /** The table's id: 'collection-products'. */
  id: string
  /** 'Winter': whose products these are, for the table's name. */
  owner: string
  /** The products query of the collection or channel, for a page and a search. */
  productsAtom: (query: AdminGetProductsParams) => Atom<AtomWithQueryResult<AdminProductsListRes, Error>>
  add: CommandId
  remove: CommandId
  /** The products table filtered to these products. */
  filteredTable: string
}

/**
 * A collection's or a channel's products: a dense table with its own search and paging (kept in the
 * panel, not the URL, which belongs to the table beside it). Its selected rows are the selection
 * commands read, so "Remove products…" acts on them.
 */
export function ProductsOf({ id, owner, productsAtom, add, remove, filteredTable }: ProductsOfProps) {
  const [paging, setPaging] = useState({ offset: 0, limit: 20 })
  const [q, setQ] = useState('')
  const list = useAtomValue(productsAtom({ q: q || undefined, ...paging }))
  const setSelection = useSetAtom(selectionAtom)
  const navigate = useNavigate()
  useEffect(() => () => setSelection(null), [setSelection])
  const count = list.data?.count

  return (
    <Section
      title={`Products (${count === undefined ? '…' : grouped(count)})`}
      className={styles.section}
      actions={
        <>
          <CommandButton command={add} label="Add products" variant="ghost" />
          <CommandButton command={remove} label="Remove products" variant="ghost" />
          <Link to={filteredTable} className={shared.link}>
            Show in the products table
          </Link>
        </>
      }
    >
      <DataTable<Product>
        id={id}
        label={`Products in ${owner}`}
        focusName="products"
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
        searchLabel={`Search products in ${owner}`}
        emptyText={q ? `No product in ${owner} matches` : `No products in ${owner} yet`}
        onOpen={(p) => void navigate(productsNav.routes.record(p.id))}
        onSelectionChange={(rows) => setSelection(rows.length ? { kind: 'product', ids: rows.map((p) => p.id), records: rows } : null)}
      />
    </Section>
  )
}
