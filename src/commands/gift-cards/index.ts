import { giftCardCommands as commands } from './gift-cards'

/** Gift cards: the area, single-card commands and issuing several at once. */
export const giftCardCommands = [...commands] as const
