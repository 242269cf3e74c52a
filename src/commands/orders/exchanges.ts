import type { Order } from '@medusajs/client-types'
import { exchangeMutations, type Exchange, type ExchangeKind } from '@/atoms/orders/exchanges'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand } from '@/commands/core/define'
import { pickerOf } from '@/commands/core/entity'
import { capitalize } from '@/models/core/entity'
import { orderName } from '@/models/orders/entity'
import { locationName, noLocationWithoutInventory, orderLocationsEntity, whereReserved, type PreferredLocations } from '@/models/reservations/locations'
import { done, exchangeIn, exchangePicker, exchangesOf, fulfillmentPicker, onlyOne, onlyOpenFulfillment, orderArg, trackingNumbers } from './pickers'
import { onOrder, openFulfillments } from '@/models/orders/rules'

// Swaps and claims are canceled, fulfilled, and their fulfillments canceled or shipped alike
// (Medusa's SwapService and ClaimService mirror each other): these commands are written once and
// named per kind. What only one kind has stays in swaps.ts and claims.ts.

/** What Medusa allows differently of a swap and of a claim (the orders model's rules), and how fulfilling one is searched. */
export interface ExchangeRules<K extends ExchangeKind> {
  /** A `when` over the order's swaps or claims (anySwap, anyClaim). */
  any: (test: (record: Exchange<K>) => boolean) => (order: Order) => boolean
  canCancel: (record: Exchange<K>) => boolean
  canFulfill: (record: Exchange<K>) => boolean
  anyOpenFulfillment: (order: Order) => boolean
  /** The palette words for what fulfilling sends ('send new items'). */
  sends: string
}

const hasOpenFulfillment = (record: Exchange<ExchangeKind>) => !record.canceled_at && openFulfillments(record.fulfillments).length > 0

/** The swap or claim argument: one of the order's that `rule` allows; the only one is taken without asking. */
export const exchangeArg = <K extends ExchangeKind>(kind: K, rule: (record: Exchange<K>) => boolean) =>
  arg.entity({
    label: capitalize(kind),
    search: exchangePicker(kind, rule),
    default: onlyOne((order: Order) => exchangesOf(order, kind).filter(rule)),
  })

/**
 * The `swapId` / `claimId` argument, to spread into `args`. Its key is left out of the type: a key
 * generic in the kind would leave every other value of `run` untyped; `exchangeTarget` reads it.
 */
const idArg = <K extends ExchangeKind>(kind: K, rule: (record: Exchange<K>) => boolean): Record<never, never> => ({
  [`${kind}Id`]: exchangeArg(kind, rule),
})

/** The order and the swap or claim the arguments name, as the mutations under them take it. */
const exchangeTarget = (kind: ExchangeKind, values: { orderId: string } & PartialArgs) => ({
  id: values.orderId,
  // A required picker argument: a string once the prompt is done.
  exchangeId: String(values[`${kind}Id`]),
})

/**
 * Where the new items of the swap or claim in the arguments are reserved, most first: Medusa reserves
 * them by line (a claim's when it is made, a swap's when its cart completes), as it does an order's.
 */
const whereExchangeReserved =
  (kind: ExchangeKind): PreferredLocations =>
  (order, tools) =>
    whereReserved({ ...order, items: exchangeIn(order, kind, tools.args)?.additional_items ?? [] }, tools)

/** Cancel, fulfil, cancel a fulfillment and ship, for swaps or claims. */
export function exchangeCommands<K extends ExchangeKind>(kind: K, rules: ExchangeRules<K>) {
  const Noun = capitalize(kind)
  const group = `Order ${kind}s`
  const mutations = exchangeMutations[kind]
  const fulfillments = (order: Order, args: PartialArgs) => exchangeIn(order, kind, args)?.fulfillments
  const fulfillmentArg = () =>
    arg.entity({ label: 'Fulfillment', search: fulfillmentPicker(fulfillments), default: onlyOpenFulfillment(fulfillments) })

  const cancel = defineCommand({
    id: `orders.cancel-${kind}`,
    title: `Cancel ${kind}`,
    group,
    keywords: [`void ${kind}`],
    when: onOrder(rules.any(rules.canCancel)),
    args: { orderId: orderArg(), ...idArg(kind, rules.canCancel) },
    confirm: ({ orderId }, ctx) => `Cancel this ${kind} of ${orderName(ctx, orderId)}?`,
    run: async (values, { mutate }) => {
      const { order } = await mutate(mutations.cancel, exchangeTarget(kind, values))
      return done(`${Noun} canceled`, order)
    },
  })

  const fulfill = defineCommand({
    id: `orders.fulfill-${kind}`,
    title: `Fulfill ${kind}`,
    group,
    keywords: [rules.sends, `${kind} fulfillment`],
    when: onOrder(rules.any(rules.canFulfill)),
    args: {
      orderId: orderArg(),
      ...idArg(kind, rules.canFulfill),
      // As an order's fulfilment (fulfillment.ts): with Medusa's inventory modules, where the new items
      // leave from, where they are reserved first; a store without them is not asked.
      locationId: arg.entity({
        label: 'Fulfill from location',
        search: pickerOf(orderLocationsEntity(whereExchangeReserved(kind))),
        default: noLocationWithoutInventory,
        name: locationName,
      }),
      notify: arg.boolean({ label: 'Notify the customer?' }),
    },
    run: async (values, { mutate }) => {
      const location = values.locationId ? { location_id: values.locationId } : {}
      const { order } = await mutate(mutations.fulfill, { ...exchangeTarget(kind, values), body: { ...location, no_notification: !values.notify } })
      return done(`${Noun} fulfilled`, order)
    },
  })

  const cancelFulfillment = defineCommand({
    id: `orders.cancel-${kind}-fulfillment`,
    title: `Cancel ${kind} fulfillment`,
    group,
    keywords: [`undo ${kind} fulfillment`],
    when: onOrder(rules.anyOpenFulfillment),
    args: { orderId: orderArg(), ...idArg(kind, hasOpenFulfillment), fulfillmentId: fulfillmentArg() },
    confirm: ({ orderId }, ctx) => `Cancel this ${kind} fulfillment of ${orderName(ctx, orderId)}?`,
    run: async (values, { mutate }) => {
      const { order } = await mutate(mutations.cancelFulfillment, { ...exchangeTarget(kind, values), fulfillmentId: values.fulfillmentId })
      return done(`${Noun} fulfillment canceled`, order)
    },
  })

  const ship = defineCommand({
    id: `orders.ship-${kind}`,
    title: `Ship ${kind} fulfillment`,
    group,
    keywords: [`${kind} shipment`, 'tracking'],
    when: onOrder(rules.anyOpenFulfillment),
    args: {
      orderId: orderArg(),
      ...idArg(kind, hasOpenFulfillment),
      fulfillmentId: fulfillmentArg(),
      tracking: arg.text({ label: 'Tracking numbers', optional: true, placeholder: 'Comma separated' }),
    },
    run: async (values, { mutate }) => {
      const body = { fulfillment_id: values.fulfillmentId, tracking_numbers: trackingNumbers(values.tracking) }
      const { order } = await mutate(mutations.ship, { ...exchangeTarget(kind, values), body })
      return done(`${Noun} shipped`, order)
    },
  })

  return { cancel, fulfill, cancelFulfillment, ship }
}
