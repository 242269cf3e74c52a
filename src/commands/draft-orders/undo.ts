import type { AdminPostDraftOrdersDraftOrderReq, DraftOrder } from '@medusajs/client-types'
import { draftOrders } from '@/api/admin/draft-orders'
import type { FieldChange, RecordSet, UndoValue } from '@/atoms/activity/entry'
import { updateDraftOrderMutation } from '@/atoms/draft-orders/keys'
import { sameValue } from '@/commands/core/editConflict'
import { defineReverter, goneIsNone, oneByOne } from '@/commands/core/undo'
import { capitalize } from '@/models/core/entity'
import { addressPayload, addressText, addressValue } from '@/models/orders/format'

// What 'Edit draft order' sets that POST /admin/draft-orders/{id} takes back: the cart's email and
// addresses (merged into the cart's: every field is sent). A completed draft cannot change: its undo
// is refused with Medusa's words.

type DraftField = 'email' | 'shipping_address' | 'billing_address'

const lines = (value: UndoValue): string[] => (Array.isArray(value) ? [...(value as readonly string[])] : [])

/** A draft as the operator knows it: 'Draft #12'. */
export const draftNumber = (draft: Pick<DraftOrder, 'display_id'>) => `Draft #${draft.display_id}`

const addressField = (which: 'shipping_address' | 'billing_address') => ({
  value: (draft: DraftOrder) => addressValue(draft.cart?.[which]),
  shown: (draft: DraftOrder) => addressText(addressValue(draft.cart?.[which])),
  body: (value: UndoValue): AdminPostDraftOrdersDraftOrderReq => ({ [which]: addressPayload(lines(value)) }),
})

const FIELD_NAMES: Record<DraftField, string> = { email: 'email', shipping_address: 'shipping address', billing_address: 'billing address' }

/** The revert of a draft's email and addresses: read again, set back only while still as the run left it. */
export const DRAFT_FIELDS = defineReverter('draft-orders', () => ({
  ...oneByOne<DraftOrder, AdminPostDraftOrdersDraftOrderReq>({
    kind: 'draft-order',
    retrieve: async (id) => (await draftOrders.retrieve(id).catch(goneIsNone))?.draft_order as DraftOrder | undefined,
    name: draftNumber,
    fields: {
      email: { value: (draft) => draft.cart?.email ?? null, shown: (draft) => draft.cart?.email ?? 'no email', body: (value) => ({ email: typeof value === 'string' ? value : undefined }) },
      shipping_address: addressField('shipping_address'),
      billing_address: addressField('billing_address'),
    },
    update: (id, body, { mutate }) => mutate(updateDraftOrderMutation, { id, body }),
  }),
  fieldName: (field: string) => FIELD_NAMES[field as DraftField] ?? field,
}))

/** What a set was and became, as the journal shows it (an address on one line). */
export const draftChanges = (sets: readonly RecordSet[]): FieldChange[] =>
  sets.map((set) => {
    const shown = (value: UndoValue) => (Array.isArray(value) ? addressText(lines(value)) : typeof value === 'string' && value ? value : 'empty')
    return { record: set.name, field: capitalize(FIELD_NAMES[set.field as DraftField] ?? set.field), before: shown(set.before), after: shown(set.after) }
  })

/** Each field a draft update changed, before → after, where Medusa can set it back (an address the cart had none of cannot be removed). */
export function draftSets(before: DraftOrder, after: DraftOrder, sent: AdminPostDraftOrdersDraftOrderReq): RecordSet[] {
  const name = draftNumber(before)
  const sets: RecordSet[] = []
  const [was, now] = [before.cart?.email ?? null, after.cart?.email ?? null]
  if (sent.email !== undefined && was !== null) sets.push({ id: before.id, name, field: 'email', before: was, after: now })
  for (const which of ['shipping_address', 'billing_address'] as const) {
    const wasAddress = addressValue(before.cart?.[which])
    const nowAddress = addressValue(after.cart?.[which])
    if (sent[which] && wasAddress) sets.push({ id: before.id, name, field: which, before: wasAddress, after: nowAddress })
  }
  // A field sent as it was is no change to take back.
  return sets.filter((set) => !sameValue(set.before, set.after))
}
