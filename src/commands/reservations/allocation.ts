import type { QueryClient } from '@tanstack/react-query'
import type { InventoryItem } from '@/api/admin/inventory-items'
import { fetchWholeOrder } from '@/atoms/orders/keys'
import { inventoryQueries } from '@/atoms/inventory/keys'
import { createReservationMutation, deleteReservationMutation, updateReservationMutation } from '@/atoms/reservations/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, inGroup, toast } from '@/commands/core/define'
import { entityArg, pickerOf } from '@/commands/core/entity'
import { checkItems, type ItemOption } from '@/commands/core/items-arg'
import { errorMessage } from '@/commands/core/run'
import { pickedRecord, type CommandContext } from '@/models/core/context'
import { orderEntity } from '@/models/orders/entity'
import { fulfillableQuantity, onOrder } from '@/models/orders/rules'
import type { ReservationRecord } from '@/atoms/reservations/keys'
import { allocatableHint, allocatableLines, canAllocate, hasTrackedLines, reservationsOfLine, type AllocatableLine } from '@/models/reservations/allocation'
import { reservationLabel, reservedItemName } from '@/models/reservations/format'
import { locationName, orderLocationsEntity, orderReservations, orderReservationsEntity, whereReserved, type OrderLocation } from '@/models/reservations/locations'
import { editLocationArg } from './pickers'

// An order's lines and Medusa's reservations (the original admin's allocate-items and
// edit-reservation modals): reserve what is not yet reserved at a location, change or release one.

const GROUP = 'Order allocation'

const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Each tracked line's inventory items, by variant (GET /admin/variants/:id/inventory, one per line). */
async function inventoryByVariant(queryClient: QueryClient, variantIds: readonly string[], fresh: boolean) {
  const answers = await Promise.all(
    [...new Set(variantIds)].map(async (id) => {
      const { variant } = await queryClient.fetchQuery({ ...inventoryQueries.variant(id), ...(fresh ? { staleTime: 0 } : {}) })
      return [id, variant.inventory] as [string, InventoryItem[]]
    }),
  )
  return new Map(answers)
}

/** The order's lines at the chosen location; `fresh` reads the stock again (before anything is sent). */
async function linesAt(queryClient: QueryClient, args: PartialArgs, fresh = false): Promise<AllocatableLine[]> {
  const orderId = str(args.orderId)
  const locationId = str(args.locationId)
  if (!orderId || !locationId) throw new Error('Choose an order and a location first')
  const order = await fetchWholeOrder(queryClient, orderId)
  const variantIds = (order.items ?? []).flatMap((i) => (i.variant_id ? [i.variant_id] : []))
  const [{ reservations }, inventory] = await Promise.all([orderReservations(queryClient, order), inventoryByVariant(queryClient, variantIds, fresh)])
  return allocatableLines(order, reservations, inventory, locationId)
}

/** 'Medusa T-Shirt (M / Black)': a line as the items rows and their refusals name it. */
const lineLabel = (line: AllocatableLine) => (line.item.description ? `${line.item.title} (${line.item.description})` : line.item.title)

/** Items rows: each line with what can be reserved at the location, all of it to start. */
async function allocatableItems(_ctx: CommandContext, args: PartialArgs, queryClient: QueryClient): Promise<ItemOption[]> {
  return (await linesAt(queryClient, args)).map((line) => ({
    id: line.item.id,
    label: lineLabel(line),
    max: line.max,
    quantity: line.max,
    hint: allocatableHint(line),
  }))
}

/** Deletes the reservations a refused allocation made before; says whether they are all gone. */
async function takeBack(made: readonly string[], remove: (id: string) => Promise<unknown>): Promise<string> {
  const left = (await Promise.allSettled(made.map(remove))).filter((r) => r.status === 'rejected').length
  return left ? `${left} of the lines reserved before it could not be taken back: check the order’s allocation.` : 'Nothing was allocated:'
}

const pickedLocationName = (ctx: CommandContext, args: PartialArgs) => pickedRecord<OrderLocation>(ctx, 'locationId', args.locationId)?.name

export const allocateItems = defineCommand({
  id: 'reservations.allocate',
  title: 'Allocate items',
  keywords: ['reserve', 'allocate stock', 'hold items', 'reservation'],
  hotkey: 'shift+a',
  scope: 'order',
  when: onOrder(canAllocate),
  args: {
    orderId: entityArg(orderEntity),
    locationId: arg.entity({ label: 'Allocate from location', search: pickerOf(orderLocationsEntity(whereReserved)), name: locationName }),
    items: arg.items({ label: 'Items to allocate', items: allocatableItems }),
  },
  run: async ({ orderId, locationId, items }, { mutate, queryClient, ctx }) => {
    const lines = await linesAt(queryClient, { orderId, locationId }, true)
    const checked = checkItems(items, lines.map((line) => ({ id: line.item.id, label: lineLabel(line), max: line.max })))
    if (!checked.ok) throw new Error(checked.error)
    // One reservation per line; when one is refused, those made before it are taken back (as the original admin does).
    const made: string[] = []
    for (const { item_id, quantity } of checked.value) {
      const line = lines.find((l) => l.item.id === item_id)
      if (!line?.inventoryItemId) continue
      try {
        const { reservation } = await mutate(createReservationMutation, {
          orderId,
          body: { line_item_id: item_id, inventory_item_id: line.inventoryItemId, location_id: locationId, quantity },
        })
        made.push(reservation.id)
      } catch (error) {
        // Nothing made yet: the failure is told as it is (and the input kept for a retry).
        if (!made.length) throw error
        throw new Error(`${await takeBack(made, (id) => mutate(deleteReservationMutation, { id, orderId }))} ${lineLabel(line)}: ${errorMessage(error)}`, { cause: error })
      }
    }
    const count = checked.value.reduce((sum, line) => sum + line.quantity, 0)
    const order = await fetchWholeOrder(queryClient, orderId)
    const where = pickedLocationName(ctx, { locationId })
    return toast('Items allocated', `Order #${order.display_id} · ${count} ${count === 1 ? 'item' : 'items'}${where ? ` at ${where}` : ''}`)
  },
})

const pickedReservation = (ctx: CommandContext, args: PartialArgs) => pickedRecord<ReservationRecord>(ctx, 'reservationId', args.reservationId)

export const editLineReservation = defineCommand({
  id: 'reservations.edit-line',
  title: 'Edit a line’s reservation',
  keywords: ['change allocation', 'move reservation', 'release items', 'unallocate', 'delete reservation'],
  scope: 'order',
  when: onOrder(hasTrackedLines),
  args: {
    orderId: entityArg(orderEntity),
    reservationId: arg.entity({ label: 'Reservation', search: pickerOf(orderReservationsEntity), name: (record) => reservationLabel(record as ReservationRecord) }),
    quantity: arg.number({
      label: 'Quantity reserved (0 deletes the reservation)',
      integer: true,
      min: 0,
      initial: (ctx, args) => pickedReservation(ctx, args)?.quantity,
    }),
    // Deleting asks no location: it stays where it was.
    locationId: editLocationArg(
      (ctx, args) => pickedReservation(ctx, args)?.location_id,
      (ctx, args) => (args.quantity === 0 ? pickedReservation(ctx, args)?.location_id : undefined),
    ),
  },
  run: async ({ orderId, reservationId, quantity, locationId }, { mutate, queryClient, ctx }) => {
    const order = await fetchWholeOrder(queryClient, orderId)
    const { reservations } = await orderReservations(queryClient, order)
    const reservation = reservations.find((r) => r.id === reservationId)
    if (!reservation) throw new Error(`That reservation is no longer on order #${order.display_id}`)
    const name = reservedItemName(reservation)
    if (quantity === 0) {
      await mutate(deleteReservationMutation, { id: reservationId, orderId })
      return toast('Reservation deleted', `${name}: the items are available again`)
    }
    const line = (order.items ?? []).find((i) => i.id === reservation.line_item_id)
    if (line) {
      const others = reservationsOfLine(line, reservations).filter((r) => r.id !== reservationId).reduce((sum, r) => sum + r.quantity, 0)
      const most = fulfillableQuantity(line) - others
      if (quantity > most) throw new Error(`${name}: at most ${Math.max(0, most)} can be reserved (${fulfillableQuantity(line)} not fulfilled, ${others} reserved elsewhere)`)
    }
    await mutate(updateReservationMutation, { id: reservationId, orderId, body: { quantity, location_id: locationId } })
    const where = pickedRecord<{ id: string; name: string }>(ctx, 'locationId', locationId)?.name
    return toast('Reservation saved', `${name}: ${quantity} reserved${where ? ` at ${where}` : ''}`)
  },
})

export const allocationCommands = inGroup(GROUP, [allocateItems, editLineReservation])
