import { reservationListAtom, reservationQueries, type ReservationsQuery } from '@/atoms/reservations/keys'
import { reservationsNav } from '@/models/reservations/area'
import { reservationLabel } from '@/models/reservations/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, filterValue, medusaRecords } from '@/panels/shared/table'
import { reservationColumns } from './columns'
import { RESERVATION_FILTER_KEYS, ReservationFilters } from './ReservationFilters'

/** The reservations table: paged by Medusa, searched by item (SKU or title), filtered by location and item, all in the URL. */
export const ReservationsTable = defineListPanel({
  area: reservationsNav,
  ...medusaRecords('reservation', reservationListAtom, reservationQueries.detail),
  url: { defaults: { limit: 20 }, filterKeys: RESERVATION_FILTER_KEYS },
  query: ({ query: { limit, offset, q }, filters }): ReservationsQuery => {
    const location = filterValue(filters.location)
    const item = filterValue(filters.item)
    return { limit, offset, q: q || undefined, location_id: location ? [location] : undefined, inventory_item_id: item ? [item] : undefined }
  },
  // Medusa's reservation list takes no order: newest as it answers.
  sortable: false,
  columns: reservationColumns,
  rowLabel: reservationLabel,
  searchLabel: 'Search reservations by item title or SKU',
  filters: ReservationFilters,
  emptyText: { empty: 'Nothing is reserved', filtered: 'No reservation matches these filters' },
  actions: (
    <>
      <CommandButton command="reservations.delete" label="Delete" variant="ghost" />
      <CommandButton command="reservations.create" variant="primary" />
    </>
  ),
})
