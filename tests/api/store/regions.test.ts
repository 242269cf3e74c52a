import { storeRegions } from '@/api/store/regions'
import { describeCalls } from '../harness'

describeCalls('store regions', [
  { name: 'list', call: () => storeRegions.list({ limit: 10, created_at: { gte: '2024-01-01' } }), method: 'GET', path: '/store/regions', query: { limit: '10', created_at: { gte: '2024-01-01' } }, response: { regions: [], count: 0, offset: 0, limit: 10 } },
  { name: 'retrieve', call: () => storeRegions.retrieve('reg_1'), method: 'GET', path: '/store/regions/reg_1', response: { region: { id: 'reg_1' } } },
])
