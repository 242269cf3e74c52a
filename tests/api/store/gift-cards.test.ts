import { storeGiftCards } from '@/api/store/gift-cards'
import { describeCalls } from '../harness'

describeCalls('store gift cards', [
  { name: 'retrieve by code', call: () => storeGiftCards.retrieve('GIFT-1'), method: 'GET', path: '/store/gift-cards/GIFT-1', response: { gift_card: { id: 'gift_1', code: 'GIFT-1' } } },
])
