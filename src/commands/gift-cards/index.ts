import { giftCardCommands as commands } from './gift-cards'
import { giftCardProductCommands } from './product'
import { giftCardRegionCommands } from './region'

/** Gift cards: the area, single-card commands, issuing several at once, and the gift card product sold in the store. */
export const giftCardCommands = [...commands, ...giftCardRegionCommands, ...giftCardProductCommands] as const
