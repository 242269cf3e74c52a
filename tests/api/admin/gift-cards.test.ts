import { giftCards } from '@/api/admin/gift-cards'
import { describeCalls } from '../harness'

const card = { gift_card: { id: 'gift_1', code: 'ABCD-EFGH', value: 5000 } }

describeCalls('admin gift cards', [
  { name: 'create', call: () => giftCards.create({ region_id: 'reg_1', value: 5000 }), method: 'POST', path: '/admin/gift-cards', body: { region_id: 'reg_1', value: 5000 }, response: card },
  { name: 'list', call: () => giftCards.list({ q: 'ABCD', limit: 10, offset: 0 }), method: 'GET', path: '/admin/gift-cards', query: { q: 'ABCD', limit: '10', offset: '0' }, response: { gift_cards: [], count: 0, offset: 0, limit: 10 } },
  { name: 'retrieve', call: () => giftCards.retrieve('gift_1'), method: 'GET', path: '/admin/gift-cards/gift_1', response: card },
  { name: 'update', call: () => giftCards.update('gift_1', { balance: 2500, is_disabled: true }), method: 'POST', path: '/admin/gift-cards/gift_1', body: { balance: 2500, is_disabled: true }, response: card },
  { name: 'delete', call: () => giftCards.delete('gift_1'), method: 'DELETE', path: '/admin/gift-cards/gift_1', response: { id: 'gift_1', object: 'gift-card', deleted: true } },
])
