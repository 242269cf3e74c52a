import { reservationsNav } from '@/models/reservations/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { ReservationDetail } from './ReservationDetail'
import { ReservationsTable } from './ReservationsTable'

/** The reservations area: the reservations table with the open one beside it. */
export default function ReservationsArea() {
  return <SplitArea routes={reservationsNav.routes} detailLabel="Reservation" table={ReservationsTable} detail={ReservationDetail} />
}
