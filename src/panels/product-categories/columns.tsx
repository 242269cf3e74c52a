import type { CategoryRow } from '@/atoms/product-categories/keys'
import { statusText, visibilityText } from '@/models/product-categories/entity'
import { dateColumn } from '@/panels/shared/columns'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'
import styles from './product-categories.module.css'

const col = dataTableColumnHelper<CategoryRow>()
const none = <span className={shared.muted}>—</span>

/** The tree as rows: each name one step in per level, with its parent, status and visibility in words. */
export const categoryColumns = col.columns([
  col.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      // The depth is the element's own custom property: CSS indents by it.
      <span className={styles.name} style={{ ['--depth' as string]: row.original.depth }}>
        {row.original.depth > 0 ? <span aria-hidden="true">↳ </span> : null}
        {row.original.name}
      </span>
    ),
  }),
  col.accessor('handle', { header: 'Handle', cell: ({ getValue }) => <span className={shared.muted}>/{getValue()}</span> }),
  col.accessor((c) => c.parent_name ?? '', { id: 'parent', header: 'Parent', meta: { label: 'Parent' }, cell: ({ getValue }) => getValue() || none }),
  col.accessor((c) => statusText(c), { id: 'status', header: 'Status', meta: { label: 'Status' } }),
  col.accessor((c) => visibilityText(c), { id: 'visibility', header: 'Visibility', meta: { label: 'Visibility' } }),
  dateColumn<CategoryRow>('updated_at', 'Updated'),
])
