import type { Product } from '@medusajs/client-types'
import { collectionProductCountAtom, type CountedCollection } from '@/atoms/collections/keys'
import { countColumn, dateColumn } from '@/panels/shared/columns'
import { dateOnly } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dataTableColumnHelper } from '@/panels/shared/table'

const collection = dataTableColumnHelper<CountedCollection>()

export const collectionColumns = collection.columns([
  collection.accessor('title', { header: 'Title', enableSorting: true }),
  collection.accessor('handle', { header: 'Handle', enableSorting: true, cell: ({ getValue }) => <span className={shared.muted}>{getValue()}</span> }),
  // The admin list's answer has the count (product_count); the store list's rows ask for theirs.
  countColumn<CountedCollection>('products', 'Products', collectionProductCountAtom, (c) => c.product_count),
  dateColumn<CountedCollection>('created_at', 'Created'),
  dateColumn<CountedCollection>('updated_at', 'Updated'),
])

const product = dataTableColumnHelper<Product>()

/** The products of a collection or a sales channel: a dense table. */
export const memberProductColumns = product.columns([
  product.accessor('title', {
    header: 'Title',
    cell: ({ row }) => (
      <span className={shared.itemCell}>
        {row.original.thumbnail ? <img src={row.original.thumbnail} alt="" className={shared.thumb} loading="lazy" /> : <span className={shared.thumb} aria-hidden="true" />}
        <span>{row.original.title}</span>
      </span>
    ),
  }),
  product.accessor('handle', { header: 'Handle', cell: ({ getValue }) => <span className={shared.muted}>{getValue()}</span> }),
  product.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  product.accessor('updated_at', { header: 'Updated', meta: { numeric: true }, cell: ({ getValue }) => dateOnly(getValue()) }),
])
