import type { Product } from '@medusajs/client-types'
import { dateColumn } from '@/panels/shared/columns'
import { dataTableColumnHelper } from '@/panels/shared/table'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './products.module.css'

const col = dataTableColumnHelper<Product>()

export const productColumns = col.columns([
  col.accessor('title', {
    header: 'Title',
    enableSorting: true,
    cell: ({ row }) => (
      <span className={shared.itemCell}>
        {row.original.thumbnail ? <img src={row.original.thumbnail} alt="" className={`${shared.thumb} ${styles.thumb}`} loading="lazy" /> : <span className={`${shared.thumb} ${styles.thumb}`} aria-hidden="true" />}
        <span>{row.original.title}</span>
      </span>
    ),
  }),
  col.accessor('handle', { header: 'Handle', enableSorting: true, cell: ({ getValue }) => <span className={shared.muted}>{getValue()}</span> }),
  col.accessor('status', { header: 'Status', enableSorting: true, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.accessor((p) => p.collection?.title ?? '', { id: 'collection', header: 'Collection', meta: { label: 'Collection' } }),
  col.accessor((p) => p.variants?.length ?? 0, { id: 'variants', header: 'Variants', meta: { numeric: true, label: 'Variants' } }),
  col.accessor((p) => p.sales_channels?.map((s) => s.name).join(', ') ?? '', {
    id: 'sales_channels',
    header: 'Sales channels',
    meta: { label: 'Sales channels' },
  }),
  dateColumn<Product>('updated_at', 'Updated'),
])
