import type { Address, AddressPayload, DraftOrder } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { createDraftOrderMutation, deleteDraftOrderMutation, draftOrderQueries, markDraftOrderPaidMutation, updateDraftOrderMutation } from '@/atoms/draft-orders/keys'
import type { PartialArgs } from '@/commands/core/args'
import { focusOf, type CommandContext } from '@/models/core/context'
import { arg, defineCommand, openPanel, toast, inGroup } from '@/commands/core/define'
import { draftOrderArgs, draftOrderBody, EMAIL } from './body'
import { recordAction } from '@/commands/core/action'
import { inverse, recordSets } from '@/commands/core/undo'
import { DRAFT_FIELDS, draftChanges, draftSets } from './undo'
import { ensureUnchanged, watchFields, type WatchedField } from '@/commands/core/editConflict'
import { entityArg } from '@/commands/core/entity'
import { recordIn } from '@/models/core/entity'
import { draftCurrencyOf, draftOrderEntity, openDraftOrderEntity } from '@/models/draft-orders/entity'
import { defineArea } from '@/commands/core/area'
import { draftOrdersNav } from '@/models/draft-orders/area'
import { ordersNav } from '@/models/orders/area'
import { ADDRESS_FIELDS, isAddressField } from '@/models/orders/format'

// Draft orders (Medusa v1 DraftOrderService and routes/admin/draft-orders): a cart the operator builds
// for a customer, then marks paid, which turns it into an order. A completed draft can not change:
// every write but delete answers 400 not_allowed "You are only allowed to update open draft orders".

/** The focused draft (panel or table row), with its data once loaded. */
export const focusedDraft = (ctx: CommandContext) => focusOf(ctx, 'draft-order')
/** The draft in `draftOrderId` when it is the focused one (its data is then at hand). */
export const loadedDraft = (ctx: CommandContext, args: PartialArgs): DraftOrder | undefined => recordIn(ctx, 'draft-order', 'draftOrderId', args)
export const draftCurrency = (ctx: CommandContext, args: PartialArgs): string => draftCurrencyOf(loadedDraft(ctx, args)) ?? 'usd'
export const draftName = (ctx: CommandContext, args: PartialArgs) => {
  const draft = loadedDraft(ctx, args)
  return draft ? `draft order #${draft.display_id}` : 'this draft order'
}

/** A focused completed draft can not change; with nothing focused the picker offers open drafts only. */
export const isOpen = (ctx: CommandContext) => focusedDraft(ctx)?.entity?.status !== 'completed'
const hasItems = (ctx: CommandContext) => {
  const items = focusedDraft(ctx)?.entity?.cart?.items
  return items === undefined || items.length > 0
}

/** The draft argument: the focused draft, else a picker of open drafts. */
export const draftArg = () =>
  entityArg(openDraftOrderEntity)

/** An address as the prompt's 'key: value' lines, its empty fields left out. */
export function addressLines(address: Address | null | undefined): Record<string, string> | undefined {
  if (!address) return undefined
  const lines: Record<string, string> = {}
  for (const key of ADDRESS_FIELDS) {
    const value = address[key]
    if (value) lines[key] = value
  }
  return lines
}

export function checkAddress(lines: Record<string, string>): string | undefined {
  const unknown = Object.keys(lines).filter((key) => !isAddressField(key))
  if (unknown.length) return `Unknown address field ${unknown.join(', ')}: use ${ADDRESS_FIELDS.join(', ')}`
  const country = lines.country_code
  if (country !== undefined && !/^[a-z]{2}$/i.test(country)) return 'country_code must be two letters, like de'
  return undefined
}

const toAddress = (lines: Record<string, string> | undefined): AddressPayload | undefined => {
  if (!lines || !Object.keys(lines).length) return undefined
  const out: AddressPayload = {}
  for (const key of ADDRESS_FIELDS) {
    const value = lines[key]
    if (value) out[key] = key === 'country_code' ? value.toLowerCase() : value
  }
  return out
}

// ---- navigation ----

/** The draft orders area: 'Go to draft orders' (g d), 'Open draft order…' and the nav link. */
export const draftOrdersArea = defineArea(draftOrdersNav, { entity: draftOrderEntity, arg: 'draftOrderId', keywords: ['find', 'search', 'draft'] })

// ---- the draft ----

export const createDraftOrder = defineCommand({
  id: 'draft-orders.create',
  title: 'Create draft order',
  keywords: ['new draft', 'manual order', 'phone order', 'quote'],
  hotkey: 'n',
  scope: 'draft-order',
  args: draftOrderArgs,
  run: async (args, { mutate, fetch }) => {
    const { draft_order } = await mutate(createDraftOrderMutation, await draftOrderBody(args, fetch))
    return openPanel(draftOrdersNav.routes.record(draft_order.id))
  },
})

export const updateDraftOrder = defineCommand({
  id: 'draft-orders.update',
  title: 'Edit draft order: email and addresses',
  keywords: ['update', 'email', 'shipping address', 'billing address'],
  hotkey: 'e',
  scope: 'draft-order',
  when: isOpen,
  args: {
    draftOrderId: draftArg(),
    email: arg.text({
      label: 'Email',
      pattern: EMAIL,
      patternMessage: 'Email must be an address like jane@example.com',
      initial: (ctx, args) => loadedDraft(ctx, args)?.cart?.email ?? undefined,
    }),
    shippingAddress: arg.metadata({
      label: 'Shipping address (key: value per line; empty: unchanged)',
      optional: true,
      initial: (ctx, args) => addressLines(loadedDraft(ctx, args)?.cart?.shipping_address),
      validate: checkAddress,
    }),
    billingAddress: arg.metadata({
      label: 'Billing address (key: value per line; empty: unchanged)',
      optional: true,
      initial: (ctx, args) => addressLines(loadedDraft(ctx, args)?.cart?.billing_address),
      validate: checkAddress,
    }),
  },
  run: async (args, tools) => {
    const { draftOrderId, email, shippingAddress, billingAddress } = args
    // Another operator's save since the prompt opened is asked about, not overwritten (core/editConflict).
    await ensureUnchanged(tools, args, {
      command: 'draft-orders.update',
      id: draftOrderId,
      seen: loadedDraft(tools.ctx, args),
      read: () => tools.fetch({ ...draftOrderQueries.detail(draftOrderId), staleTime: 0 }).then((r) => r.draft_order),
      fields: draftDetailFields(),
      name: (draft) => `Draft order #${draft.display_id}`,
      emptyKeeps: true,
    })
    // Read first: the undo sets back what the draft had.
    const before = (await tools.fetch({ ...draftOrderQueries.detail(draftOrderId), staleTime: 0 })).draft_order
    const body = { email, shipping_address: toAddress(shippingAddress), billing_address: toAddress(billingAddress) }
    const { draft_order } = await tools.mutate(updateDraftOrderMutation, { id: draftOrderId, body })
    const sets = draftSets(before, draft_order, body)
    recordSets(tools, sets)
    // Told by the conflict check when the operator saw the draft; else here.
    if (!loadedDraft(tools.ctx, args)) tools.journal?.changed(draftChanges(sets))
    return toast('Draft order updated', `Draft #${draft_order.display_id}: ${email}`)
  },
  undo: inverse(DRAFT_FIELDS),
})

/** The fields 'Edit draft order' sets, read off a draft (typed here: the command reads it in its own run). */
function draftDetailFields(): WatchedField<DraftOrder>[] {
  return watchFields<DraftOrder>(updateDraftOrder.args, {
    email: (draft) => draft.cart?.email,
    shippingAddress: (draft) => addressLines(draft.cart?.shipping_address),
    billingAddress: (draft) => addressLines(draft.cart?.billing_address),
  })
}

export const deleteDraftOrder = recordAction({
  id: 'draft-orders.delete',
  title: 'Delete draft order',
  keywords: ['remove', 'discard'],
  hotkey: 'shift+backspace',
  entity: openDraftOrderEntity,
  arg: 'draftOrderId',
  bulk: true,
  rule: { allows: (draft) => draft.status !== 'completed', refusal: (draft) => `Draft order #${draft.display_id} is completed: it became an order and cannot be deleted` },
  confirm: (draft) => `Delete ${draft ? `draft order #${draft.display_id}` : 'this draft order'}? This cannot be undone.`,
  mutation: deleteDraftOrderMutation,
  done: () => openPanel(draftOrdersNav.routes.list()),
})

// ---- payment ----

export const markDraftOrderPaid = defineCommand({
  id: 'draft-orders.mark-paid',
  title: 'Mark draft order as paid',
  keywords: ['pay', 'register payment', 'complete', 'convert to order'],
  hotkey: 'shift+p',
  scope: 'draft-order',
  // Medusa turns the cart into an order: it refuses a completed draft and an empty cart.
  when: (ctx) => isOpen(ctx) && hasItems(ctx),
  args: { draftOrderId: draftArg() },
  confirm: (args, ctx) => {
    const draft = loadedDraft(ctx, args)
    const total = typeof draft?.cart?.total === 'number' ? ` for ${formatMoney(draft.cart.total, draftCurrency(ctx, args))}` : ''
    return `Mark ${draftName(ctx, args)} as paid${total}? Medusa records the payment and turns the draft into an order.`
  },
  run: async ({ draftOrderId }, { mutate }) => {
    const { order } = await mutate(markDraftOrderPaidMutation, draftOrderId)
    return openPanel(ordersNav.routes.record(order.id))
  },
})

export const draftOrderCommands = inGroup('Draft orders', [
  draftOrdersArea.list,
  draftOrdersArea.open,
  createDraftOrder,
  updateDraftOrder,
  deleteDraftOrder,
  markDraftOrderPaid,
])
