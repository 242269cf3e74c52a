import type { PriceList } from '@medusajs/client-types'
import { priceLists } from '@/api/admin/price-lists'
import { updatePriceListMutation } from '@/atoms/price-lists/keys'
import { defineReverter, goneIsNone, oneByOne } from '@/commands/core/undo'

/** The revert of a price list's activation (or its return to draft). */
export const PRICE_LISTS = defineReverter('price-lists', () =>
  oneByOne<PriceList, { status?: PriceList['status'] }>({
    kind: 'price-list',
    retrieve: async (id) => (await priceLists.retrieve(id).catch(goneIsNone))?.price_list as PriceList | undefined,
    name: (list) => list.name,
    fields: {
      status: {
        value: (list) => list.status,
        shown: (list) => list.status,
        body: (value) => ({ status: value === 'active' ? 'active' : 'draft' }),
      },
    },
    update: (id, body, { mutate }) => mutate(updatePriceListMutation, { id, body }),
  }),
)
