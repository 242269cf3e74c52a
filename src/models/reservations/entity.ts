import { reservationQueries, type ReservationRecord } from '@/atoms/reservations/keys'
import { defineEntity, matchesText } from '@/models/core/entity'
import { reservationHint, reservationLabel, reservedSku } from './format'

declare module '@/atoms/core/context' {
  interface EntityMap {
    reservation: ReservationRecord
  }
}

/** How many of the latest reservations a picker searches (Medusa's list has no text search). */
const PICKER_WINDOW = 100

export const reservationEntity = defineEntity<ReservationRecord>({
  noun: 'reservation',
  focus: 'reservation',
  label: reservationLabel,
  hint: reservationHint,
  // Those of the items Medusa finds for `q` (SKU, title), then the latest whose location, order number or
  // description matches: Medusa searches no reservation text itself.
  search: async (q, { queryClient }) => {
    const text = q.trim()
    const [byItem, latest] = await Promise.all([
      text ? queryClient.fetchQuery(reservationQueries.list({ q: text, limit: PICKER_WINDOW, offset: 0 })) : undefined,
      queryClient.fetchQuery(reservationQueries.list({ limit: PICKER_WINDOW, offset: 0 })),
    ])
    const matching = latest.reservations.filter((r) => matchesText(text, reservationLabel(r), reservationHint(r), reservedSku(r), r.description))
    const found = byItem?.reservations ?? []
    return [...found, ...matching.filter((r) => !found.some((f) => f.id === r.id))]
  },
})
