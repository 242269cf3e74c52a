import { reservations } from '@/api/admin/reservations'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { createReservationMutation, deleteReservationMutation, updateReservationMutation } from '@/atoms/reservations/mutations'
import { defineArea } from '@/commands/core/area'
import { createRevert } from '@/commands/core/createUndo'
import { arg, defineCommand, inGroup, openPanel, toast, type CommandTools } from '@/commands/core/define'
import { editRecord } from '@/commands/core/edit'
import { entityArg, pickerOf } from '@/commands/core/entity'
import type { ReservationRecord } from '@/atoms/reservations/keys'
import type { CommandContext } from '@/models/core/context'
import { recordIn } from '@/models/core/entity'
import { counted } from '@/models/core/text'
import { availableAt, inventoryItemEntity, itemName, levelAt } from '@/models/inventory/entity'
import { reservationsNav } from '@/models/reservations/area'
import { reservationEntity } from '@/models/reservations/entity'
import { reservationHint, reservationLabel, reservedItemName } from '@/models/reservations/format'
import { itemLocationsEntity, locationName } from '@/models/reservations/locations'
import { editLocationArg } from './pickers'

// Reservations of the inventory module, one at a time (the original admin's reservations table):
// create a manual one, edit its quantity, location and description, delete it.

const GROUP = 'Reservations'

/** The reservations area: 'Go to reservations' (g y), 'Open reservation…' and the nav link. */
export const reservationsArea = defineArea(reservationsNav, { entity: reservationEntity, arg: 'reservationId', keywords: ['find', 'held'] })

/** The item a reservation is made for, read afresh: refused where it is not stocked, or has fewer available. */
async function itemToReserve(itemId: string, locationId: string, quantity: number, { fetch }: Pick<CommandTools, 'fetch'>) {
  // Medusa takes any quantity: like the original admin, no more than is available is reserved.
  const { inventory_item: item } = await fetch({ ...inventoryQueries.detail(itemId), staleTime: 0 })
  const level = levelAt(item, locationId)
  if (!level) throw new Error(`${itemName(item)} is not stocked at that location`)
  if (quantity > availableAt(level)) throw new Error(`${itemName(item)}: only ${availableAt(level)} available there`)
  return item
}

type MadeReservation = { item: string; location: string; quantity: number; description?: string | null }
const reservationBody = ({ item, location, quantity, description }: MadeReservation) => ({
  body: { inventory_item_id: item, location_id: location, quantity, ...(description ? { description } : {}) },
})

/** A reservation made here is taken back while it is as it was made; a redo reserves again, no more than is available then. */
const reservationCreated = createRevert<ReservationRecord>({
  command: 'reservations.create',
  kind: 'reservation',
  read: (id) => reservations.retrieve(id).then((r) => r.reservation as ReservationRecord),
  // Medusa's answer names no item: the run's name is kept.
  name: (r) => (r.inventory_item || r.line_item ? reservationLabel(r) : ''),
  made: (r) => ({ item: r.inventory_item_id, location: r.location_id, quantity: r.quantity, description: r.description }),
  remove: (id, { mutate }) => mutate(deleteReservationMutation, { id }),
  make: async (fields, tools) => {
    const made = fields as MadeReservation
    await itemToReserve(made.item, made.location, made.quantity, tools)
    return (await tools.mutate(createReservationMutation, reservationBody(made))).reservation.id
  },
})

export const createReservation = defineCommand({
  id: 'reservations.create',
  title: 'Create reservation',
  keywords: ['reserve', 'hold stock', 'manual reservation', 'new'],
  args: {
    inventoryItemId: entityArg(inventoryItemEntity, { label: 'Item to reserve' }),
    locationId: arg.entity({ label: 'Reserve at location', search: pickerOf(itemLocationsEntity), name: locationName }),
    quantity: arg.number({ label: 'Quantity', integer: true, min: 1 }),
    description: arg.text({ label: 'Description', optional: true, placeholder: 'What it is held for (optional)' }),
  },
  run: async ({ inventoryItemId, locationId, quantity, description }, tools) => {
    const item = await itemToReserve(inventoryItemId, locationId, quantity, tools)
    const { reservation } = await tools.mutate(createReservationMutation, reservationBody({ item: inventoryItemId, location: locationId, quantity, description }))
    reservationCreated.told(tools, reservation as ReservationRecord, `${itemName(item)} × ${quantity}`)
    return toast('Reservation created', `${itemName(item)} × ${quantity}`)
  },
  undo: reservationCreated.undo,
})

export const editReservation = editRecord({
  id: 'reservations.update',
  title: 'Edit reservation: quantity, location, description',
  keywords: ['change reservation', 'move reservation', 'quantity'],
  entity: reservationEntity,
  arg: 'reservationId',
  read: (id) => reservations.retrieve(id).then((r) => r.reservation),
  undoable: true,
  fields: (current) => ({
    quantity: arg.number({ label: 'Quantity reserved', integer: true, min: 1, initial: current((r) => r.quantity) }),
    locationId: editLocationArg(current((r) => r.location_id)),
    description: arg.text({ label: 'Description (empty: none)', optional: true, initial: current((r) => r.description) }),
  }),
  run: async ({ reservationId, quantity, locationId, description }, { mutate, ctx }) => {
    const seen = recordIn(ctx, 'reservation', 'reservationId', { reservationId })
    const orderId = seen?.line_item?.order_id ?? undefined
    // Medusa keeps a description left out: it is sent only when changed, an emptied one as '' to clear it.
    const described = (description ?? '') !== (seen?.description ?? '') ? { description: description ?? '' } : {}
    await mutate(updateReservationMutation, { id: reservationId, orderId, body: { quantity, location_id: locationId, ...described } })
    return toast('Reservation saved', seen ? `${reservedItemName(seen)}: ${quantity} reserved` : `${quantity} reserved`)
  },
})

/** The reservation in `reservationId` as the operator has seen it: focused, picked, or a selected row. */
function reservationIn(ctx: CommandContext, reservationId: string): ReservationRecord | undefined {
  return recordIn(ctx, 'reservation', 'reservationId', { reservationId }) ?? (ctx.selection?.records?.find((r) => r.id === reservationId) as ReservationRecord | undefined)
}

const named = (reservation: ReservationRecord) => [reservationLabel(reservation), reservationHint(reservation)].filter(Boolean).join(' ')

/** "Delete 2 reservations: Medusa Mug × 4 at Amsterdam warehouse · Order #1041, …? …": the rows as the table shows them. */
function deleteQuestion(reservations: readonly ReservationRecord[]): string {
  const shown = reservations.slice(0, 5).map(named).join(', ')
  const more = reservations.length > 5 ? `, and ${reservations.length - 5} more` : ''
  const what = reservations.length === 1 ? `the reservation of ${shown}` : `${counted(reservations.length, 'reservation')}: ${shown}${more}`
  return `Delete ${what}? The items become available again. This cannot be undone.`
}

export const deleteReservation = defineCommand({
  id: 'reservations.delete',
  title: 'Delete reservation',
  keywords: ['remove reservation', 'release', 'unreserve'],
  hotkey: 'shift+backspace',
  scope: 'reservation',
  bulk: { kind: 'reservation', arg: 'reservationId', confirm: (records) => deleteQuestion(records as ReservationRecord[]) },
  args: { reservationId: entityArg(reservationEntity) },
  confirm: ({ reservationId }, ctx) => {
    const seen = reservationIn(ctx, reservationId)
    return seen ? deleteQuestion([seen]) : 'Delete this reservation? The items become available again. This cannot be undone.'
  },
  run: async ({ reservationId }, { mutate, ctx }) => {
    const seen = reservationIn(ctx, reservationId)
    await mutate(deleteReservationMutation, { id: reservationId, orderId: seen?.line_item?.order_id ?? undefined })
    // From its own panel, back to the table: the panel would only say it is gone.
    if (ctx.focus?.kind === 'reservation' && ctx.focus.id === reservationId) return openPanel(reservationsNav.routes.list())
    return toast('Reservation deleted', seen ? reservationLabel(seen) : undefined)
  },
})

/** The reservations table filtered by one item (the focused one on its panel): who holds its stock, where. */
export const showItemReservations = defineCommand({
  id: 'reservations.of-item',
  reads: true,
  title: 'Show reservations of an item',
  keywords: ['reserved', 'held', 'who holds', 'allocated'],
  args: { inventoryItemId: entityArg(inventoryItemEntity, { label: 'Item' }) },
  run: async ({ inventoryItemId }) => openPanel(reservationsNav.routes.list({ item: inventoryItemId })),
})

export const reservationRecordCommands = inGroup(GROUP, [
  reservationsArea.list,
  reservationsArea.open,
  showItemReservations,
  createReservation,
  editReservation,
  deleteReservation,
])
