import type { DraftOrder } from '@medusajs/client-types'
import { storeQueries } from '@/atoms/core/store'
import { draftOrderQueries } from '@/atoms/draft-orders/keys'
import { copy, defineCommand, inGroup } from '@/commands/core/define'
import { loadedDraft, draftArg, isOpen } from './draft-orders'

/** Where an operator sets it: the console's store settings (`Edit store details`). */
export const NO_PAYMENT_LINK_TEMPLATE = 'The store has no payment link template: set one under Settings › Store (Edit store details), with {cart_id} where the cart goes'

/**
 * "Copy payment link" (the original admin's draft order summary): the store's payment_link_template
 * with `{cart_id}` replaced by the draft's cart, for the customer to pay the draft on the storefront.
 */
export const copyDraftPaymentLink = defineCommand({
  id: 'draft-orders.copy-payment-link',
  reads: true,
  title: 'Copy payment link',
  keywords: ['payment link', 'pay', 'checkout link', 'send to customer'],
  hotkey: 'l',
  scope: 'draft-order',
  when: isOpen,
  why: (ctx) => (isOpen(ctx) ? undefined : 'The draft order is completed: it was paid already'),
  args: { draftOrderId: draftArg() },
  run: async ({ draftOrderId }, { fetch, ctx }) => {
    const [{ store }, draft] = await Promise.all([
      fetch({ ...storeQueries.detail(), staleTime: 0 }),
      loadedDraft(ctx, { draftOrderId }) ?? fetch(draftOrderQueries.detail(draftOrderId)).then((r): DraftOrder => r.draft_order),
    ])
    const template = store.payment_link_template?.trim()
    if (!template) throw new Error(NO_PAYMENT_LINK_TEMPLATE)
    if (draft.status === 'completed') throw new Error(`Draft order #${draft.display_id} is completed: it was paid already`)
    if (!draft.cart_id) throw new Error(`Draft order #${draft.display_id} has no cart to pay`)
    return copy(`Payment link of draft order #${draft.display_id}`, template.replace(/\{cart_id\}/, draft.cart_id))
  },
})

export const draftPaymentLinkCommands = inGroup('Draft orders', [copyDraftPaymentLink])
