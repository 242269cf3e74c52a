import type { Discount } from '@medusajs/client-types'
import { discounts } from '@/api/admin/discounts'
import { updateDiscountMutation } from '@/atoms/discounts/keys'
import { defineReverter, disabledField, goneIsNone, oneByOne } from '@/commands/core/undo'

/** The revert of a discount's enable or disable: read again, set back only while still as the run left it. */
export const DISCOUNTS = defineReverter('discounts', () =>
  oneByOne<Discount, { is_disabled?: boolean }>({
    kind: 'discount',
    retrieve: async (id) => (await discounts.retrieve(id).catch(goneIsNone))?.discount as Discount | undefined,
    name: (discount) => discount.code,
    fields: { is_disabled: disabledField<Discount>() },
    update: (id, body, { mutate }) => mutate(updateDiscountMutation, { id, body }),
  }),
)
