import type { ReturnReason } from '@medusajs/client-types'
import shared from '@/panels/shared/record-panel.module.css'
import { dataTableColumnHelper } from '@/panels/shared/table'
import styles from './return-reasons.module.css'

const col = dataTableColumnHelper<ReturnReason>()
const none = <span className={shared.muted}>—</span>

export const returnReasonColumns = col.columns([
  col.accessor('label', {
    header: 'Label',
    cell: ({ row }) =>
      row.original.parent_return_reason_id ? (
        <span className={styles.child}>
          <span aria-hidden="true">↳ </span>
          {row.original.label}
        </span>
      ) : (
        row.original.label
      ),
  }),
  col.accessor('value', { header: 'Value' }),
  col.accessor((r) => r.parent_return_reason?.label ?? '', { id: 'parent', header: 'Under', meta: { label: 'Under' }, cell: ({ getValue }) => getValue() || none }),
  col.accessor('description', { header: 'Description', cell: ({ getValue }) => getValue() || none }),
])
