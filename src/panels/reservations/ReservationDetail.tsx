import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { reservationDetailAtom, type ReservationRecord } from '@/atoms/reservations/keys'
import { inventoryNav } from '@/models/inventory/area'
import { ordersNav } from '@/models/orders/area'
import { reservationLabel, reservedFor, reservedItemName, reservedSku } from '@/models/reservations/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'

function ReservationPanel({ reservation }: { reservation: ReservationRecord }) {
  const order = reservation.line_item?.order
  return (
    <RecordPanel
      title={reservationLabel(reservation)}
      meta={[reservation.location ? `at ${reservation.location.name}` : undefined, `created ${dateTime(reservation.created_at)}`].filter(Boolean).join(' · ')}
      actions={
        <>
          <CommandButton command="reservations.update" label="Edit" />
          <CommandButton command="reservations.delete" label="Delete" />
        </>
      }
    >
      <Section title="Reserved">
        <dl className={shared.facts}>
          <dt>Item</dt>
          <dd>
            <Link className={shared.link} to={inventoryNav.routes.record(reservation.inventory_item_id)}>
              {reservedItemName(reservation)}
            </Link>
          </dd>
          <dt>SKU</dt>
          <dd>{reservedSku(reservation) ?? '—'}</dd>
          <dt>Location</dt>
          <dd>{reservation.location?.name ?? '—'}</dd>
          <dt>Quantity</dt>
          <dd>{reservation.quantity}</dd>
          <dt>{order ? 'Order' : 'Description'}</dt>
          <dd>
            {order ? (
              <Link className={shared.link} to={ordersNav.routes.record(order.id)}>
                {reservedFor(reservation)}
              </Link>
            ) : (
              (reservation.description ?? '—')
            )}
          </dd>
        </dl>
      </Section>
    </RecordPanel>
  )
}

/** A reservation's panel: what it holds, where, how many and for which order (or why). */
export function ReservationDetail({ id }: { id: string }) {
  const detail = useAtomValue(reservationDetailAtom(id))
  return (
    <RecordDetail noun="reservation" kind="reservation" id={id} query={detail} entity={detail.data?.reservation}>
      {(reservation) => <ReservationPanel reservation={reservation} />}
    </RecordDetail>
  )
}
