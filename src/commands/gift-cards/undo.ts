import type { GiftCard } from '@medusajs/client-types'
import { formatMoney } from '@/api/money'
import { giftCards } from '@/api/admin/gift-cards'
import { updateGiftCardMutation } from '@/atoms/gift-cards/keys'
import { defineReverter, disabledField, goneIsNone, oneByOne } from '@/commands/core/undo'

/** The revert of a gift card's enable, disable and balance: read again, set back only while still as the run left it. */
export const GIFT_CARDS = defineReverter('gift-cards', () =>
  oneByOne<GiftCard, { is_disabled?: boolean; balance?: number }>({
    kind: 'gift-card',
    retrieve: async (id) => (await giftCards.retrieve(id).catch(goneIsNone))?.gift_card as GiftCard | undefined,
    name: (card) => card.code,
    fields: {
      is_disabled: disabledField<GiftCard>(),
      balance: {
        value: (card) => card.balance,
        shown: (card) => formatMoney(card.balance, card.region?.currency_code ?? 'eur'),
        body: (value) => ({ balance: typeof value === 'number' ? value : 0 }),
      },
    },
    update: (id, body, { mutate }) => mutate(updateGiftCardMutation, { id, body }),
  }),
)
