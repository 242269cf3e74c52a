import type { Order } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { inventoryEnabledAtom } from '@/atoms/core/store'
import { orderReservationsAtom } from '@/atoms/reservations/keys'
import { allocationText, hasTrackedLines, lineAllocations, type LineAllocation } from '@/models/reservations/allocation'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DetailTable, type DetailColumn } from '@/panels/shared/DetailTable'
import shared from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'

const COLUMNS: readonly DetailColumn[] = ['Item', 'Reserved at', { label: 'Reserved / to allocate', numeric: true }]

/** 'Main warehouse 2, Berlin store 1'. */
const whereReserved = (line: LineAllocation) =>
  line.reservations.map((r) => `${r.location?.name ?? 'A location'} ${r.quantity}`).join(', ') || '—'

function AllocationSection({ order }: { order: Order }) {
  const lineItemIds = useMemo(() => (order.items ?? []).map((item) => item.id), [order.items])
  const query = useAtomValue(orderReservationsAtom({ orderId: order.id, lineItemIds }))
  const lines = lineAllocations(order, query.data?.reservations ?? [])
  const toAllocate = lines.reduce((sum, line) => sum + (line.toAllocate ?? 0), 0)
  return (
    <Section
      title={query.data ? (toAllocate ? `Allocation (${toAllocate} to allocate)` : 'Allocation (all reserved)') : 'Allocation'}
      actions={
        <>
          <CommandButton command="reservations.allocate" label="Allocate items" variant="ghost" />
          <CommandButton command="reservations.edit-line" label="Edit a line’s reservation" variant="ghost" />
        </>
      }
    >
      {query.error ? (
        <p className={shared.muted}>The reservations could not be read: {query.error.message}</p>
      ) : (
        <DetailTable caption={`Reservations of order #${order.display_id}`} columns={COLUMNS}>
          {lines.map((line) => (
            <tr key={line.item.id}>
              <th scope="row">{line.item.description ? `${line.item.title} · ${line.item.description}` : line.item.title}</th>
              <td className={shared.muted}>{query.data ? whereReserved(line) : '…'}</td>
              <td className={shared.numeric}>{query.data ? allocationText(line) : '…'}</td>
            </tr>
          ))}
        </DetailTable>
      )}
    </Section>
  )
}

/**
 * The order's lines against Medusa's reservations (only on a store with the inventory modules): what
 * each line has reserved and where, what is left to allocate, and the commands that change it.
 */
export function OrderAllocation({ order }: { order: Order }) {
  const inventory = useAtomValue(inventoryEnabledAtom)
  if (!inventory || !hasTrackedLines(order)) return null
  return <AllocationSection order={order} />
}
