import type { ShippingOption } from '@medusajs/client-types'
import { shippingOptions } from '@/api/admin/shipping-options'
import { shippingOptionQueries, updateShippingOptionMutation } from '@/atoms/shipping/keys'
import type { UndoValue } from '@/atoms/activity/entry'
import { defineReverter, goneIsNone, oneByOne } from '@/commands/core/undo'

/** An option's live requirements as its update must send them back (Medusa deletes those left out). */
export const keptRequirements = (option: ShippingOption) =>
  (option.requirements ?? []).filter((r) => !r.deleted_at).map(({ id, type, amount }) => ({ id, type, amount }))

/** The revert of Toggle admin only: read again, set back only while still as the run left it. */
export const SHIPPING_OPTIONS = defineReverter('shipping-options', () =>
  oneByOne<ShippingOption, { admin_only?: boolean }>({
    kind: 'shipping-option',
    retrieve: async (id) => (await shippingOptions.retrieve(id).catch(goneIsNone))?.shipping_option as ShippingOption | undefined,
    name: (option) => option.name,
    fields: {
      admin_only: {
        value: (option) => option.admin_only,
        shown: (option) => (option.admin_only ? 'admin only' : 'shown in the storefront'),
        body: (value: UndoValue) => ({ admin_only: value === true }),
      },
    },
    update: async (id, body, { fetch, mutate }) => {
      const current = (await fetch({ ...shippingOptionQueries.detail(id), staleTime: 0 })).shipping_option
      return mutate(updateShippingOptionMutation, { id, body: { ...body, requirements: keptRequirements(current) } })
    },
  }),
)
