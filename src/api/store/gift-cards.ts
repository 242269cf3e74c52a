import type { StoreGiftCardsRes } from '@medusajs/client-types'
import { client } from '../client'

export const storeGiftCards = {
  /** Looks a gift card up by its code, not its id. */
  retrieve: (code: string) => client.get<StoreGiftCardsRes>(`/store/gift-cards/${encodeURIComponent(code)}`),
}
