import type { ReservationRecord } from '@/atoms/reservations/keys'
import { reservedFor, reservedItemName, reservedSku } from '@/models/reservations/format'
import shared from '@/panels/shared/record-panel.module.css'
import { dateOnly } from '@/panels/shared/format'
import { dataTableColumnHelper } from '@/panels/shared/table'

const reservation = dataTableColumnHelper<ReservationRecord>()

const muted = (text: string | undefined) => text || <span className={shared.muted}>—</span>

/** What is reserved (product and variant, the SKU under it), where, how many, for what, since when. */
export const reservationColumns = reservation.columns([
  reservation.accessor((r) => reservedItemName(r), {
    id: 'item',
    header: 'Item',
    meta: { label: 'Item' },
    cell: ({ row }) => (
      <span className={shared.customerCell}>
        <span>{reservedItemName(row.original)}</span>
        {reservedSku(row.original) ? <span className={shared.muted}>{reservedSku(row.original)}</span> : null}
      </span>
    ),
  }),
  reservation.accessor((r) => r.location?.name ?? '', { id: 'location', header: 'Location', meta: { label: 'Location' }, cell: ({ getValue }) => muted(getValue()) }),
  reservation.accessor('quantity', { header: 'Quantity', meta: { numeric: true, label: 'Quantity' } }),
  reservation.accessor((r) => reservedFor(r) ?? '', { id: 'for', header: 'Order or description', meta: { label: 'Order or description' }, cell: ({ getValue }) => muted(getValue()) }),
  reservation.accessor((r) => r.created_at ?? '', { id: 'created_at', header: 'Created', meta: { numeric: true, label: 'Created' }, cell: ({ getValue }) => dateOnly(getValue()) }),
])
