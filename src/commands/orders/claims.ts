import { createClaimMutation, updateClaimMutation } from '@/atoms/orders/exchanges'
import { deleteUploadMutation, uploadFilesMutation } from '@/atoms/uploads/mutations'
import type { PartialArgs } from '@/commands/core/args'
import { arg, defineCommand, type CommandTools, inGroup } from '@/commands/core/define'
import { errorMessage } from '@/commands/core/run'
import { quantitiesArg, variantQuantities } from '@/commands/core/variant-quantities'
import { exchangeArg, exchangeCommands } from './exchanges'
import {
  asClaimReason,
  checkChosenItems,
  CLAIM_REASONS,
  done,
  orderArg,
  orderCurrency,
  pickedOptionAmount,
  returnableItems,
  searchVariantsToSend,
  shippingOptionPicker,
} from './pickers'
import { anyClaim, anyOpenClaimFulfillment, canCancelClaim, canFulfillClaim, canUpdateClaim, onOrder, orderRuled, orderRules } from '@/models/orders/rules'

// Claims: items arrived damaged, wrong or not at all. A refund claim pays back; a replacement
// claim sends new items (it needs a shipping method before it can be fulfilled).

const GROUP = 'Order claims'

const claimTypes = [
  { value: 'replace', label: 'Replace the items', hint: 'send new items' },
  { value: 'refund', label: 'Refund the items', hint: 'pay back their value' },
] as const
type ClaimType = (typeof claimTypes)[number]['value']

/** What a prompt that does not apply to this type of claim is answered with (it is not asked). */
const NOT_ASKED = ''
const onlyFor = <T>(type: ClaimType, skipped: T) => (_ctx: unknown, args: PartialArgs) => (args.type === type ? undefined : skipped)

// Cancel, fulfil, cancel a fulfillment and ship: as a swap's (exchanges.ts).
const claims = exchangeCommands('claim', {
  any: anyClaim,
  canCancel: canCancelClaim,
  canFulfill: canFulfillClaim,
  anyOpenFulfillment: anyOpenClaimFulfillment,
  sends: 'send replacement',
})

/**
 * Medusa keeps a claim item's photos as image URLs (ClaimItemService makes a ClaimImage of each):
 * the files go to the file service first. Should the claim then fail, they are taken back, so that
 * running again with the kept arguments leaves no stray files (a failure to take one back is not
 * the operator's to fix, and the claim's own error is what they see).
 */
async function withUploadedPhotos<T>(photos: readonly File[] | undefined, mutate: CommandTools['mutate'], send: (urls?: string[]) => Promise<T>): Promise<T> {
  if (!photos?.length) return send(undefined)
  let uploaded: Array<{ url: string; key: string }>
  try {
    uploaded = (await mutate(uploadFilesMutation, photos)).uploads
  } catch (error) {
    if (error instanceof Error) error.message = `The photos could not be uploaded: ${errorMessage(error)}`
    throw error
  }
  try {
    return await send(uploaded.map((u) => u.url))
  } catch (error) {
    await Promise.allSettled(uploaded.map((u) => mutate(deleteUploadMutation, u.key)))
    throw error
  }
}

export const createClaim = defineCommand({
  id: 'orders.create-claim',
  title: 'Create claim',
  keywords: ['damaged', 'missing', 'wrong item', 'complaint', 'replacement'],
  ...orderRuled(orderRules.createClaim),
  args: {
    orderId: orderArg(),
    type: arg.choice<ClaimType>()({ label: 'Claim type', options: claimTypes }),
    claimItems: arg.items({ label: 'Claimed items', items: returnableItems, reasons: () => CLAIM_REASONS, reasonRequired: true, notes: true }),
    photos: arg.file({ label: 'Photos', description: 'Pictures of what arrived, kept with every claimed item', optional: true, accept: 'image/*', multiple: true }),
    variantIds: arg.entities({ label: 'Replacement items', search: searchVariantsToSend, default: onlyFor<string[]>('replace', []) }),
    // Not asked without replacement items either: a refund claim skips both pages.
    quantities: quantitiesArg('variantIds'),
    shippingOptionId: arg.entity({
      label: 'Shipping for the replacement',
      search: shippingOptionPicker(false),
      default: onlyFor('replace', NOT_ASKED),
    }),
    returnShippingId: arg.entity({ label: 'Return shipping', optional: true, search: shippingOptionPicker(true) }),
    refundAmount: arg.money({
      label: 'Refund amount',
      description: 'Empty: Medusa works out what the claimed items are worth',
      optional: true,
      currency: orderCurrency,
      default: onlyFor('refund', 0),
    }),
  },
  run: async (a, { mutate, queryClient, ctx }) => {
    await checkChosenItems(a.claimItems, returnableItems(ctx, { orderId: a.orderId }, queryClient), { reasonRequired: true })
    const replace = a.type === 'replace'
    const replacements = replace ? variantQuantities(a.variantIds, a.quantities) : undefined
    const { order } = await withUploadedPhotos(a.photos, mutate, (images) =>
      mutate(createClaimMutation, {
        id: a.orderId,
        body: {
          type: a.type,
          claim_items: a.claimItems.map((line) => ({ item_id: line.item_id, quantity: line.quantity, reason: asClaimReason(line.reason_id), note: line.note, images })),
          additional_items: replacements,
          shipping_methods: replace && a.shippingOptionId ? [{ option_id: a.shippingOptionId }] : undefined,
          return_shipping: a.returnShippingId ? { option_id: a.returnShippingId } : undefined,
          refund_amount: replace ? undefined : a.refundAmount,
        },
      }),
    )
    return done('Claim created', order)
  },
})

export const updateClaim = defineCommand({
  id: 'orders.update-claim',
  title: 'Set claim shipping method',
  keywords: ['update claim', 'claim shipping'],
  when: onOrder(anyClaim(canUpdateClaim)),
  args: {
    orderId: orderArg(),
    claimId: exchangeArg('claim', canUpdateClaim),
    optionId: arg.entity({ label: 'Shipping option', search: shippingOptionPicker(false) }),
    price: arg.money({ label: 'Price', currency: orderCurrency, initial: pickedOptionAmount }),
  },
  run: async ({ orderId, claimId, optionId, price }, { mutate }) => {
    // Medusa detaches the claim's methods and attaches the ones sent: this one replaces them.
    const { order } = await mutate(updateClaimMutation, { id: orderId, exchangeId: claimId, body: { shipping_methods: [{ option_id: optionId, price }] } })
    return done('Claim shipping method set', order)
  },
})

export const orderClaimCommands = inGroup(GROUP, [createClaim, updateClaim, claims.cancel, claims.fulfill, claims.cancelFulfillment, claims.ship])
