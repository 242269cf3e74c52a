import { swaps } from '@/api/admin/swaps'
import { describeCalls } from '../harness'

describeCalls('admin swaps', [
  { name: 'list', call: () => swaps.list({ limit: 10, offset: 0 }), method: 'GET', path: '/admin/swaps', query: { limit: '10', offset: '0' }, response: { swaps: [], count: 0, offset: 0, limit: 10 } },
  { name: 'retrieve', call: () => swaps.retrieve('swap_1'), method: 'GET', path: '/admin/swaps/swap_1', response: { swap: { id: 'swap_1' } } },
])
