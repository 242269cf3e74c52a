import { storeCollections } from '@/api/store/collections'
import { describeCalls } from '../harness'

describeCalls('store collections', [
  { name: 'list', call: () => storeCollections.list({ handle: ['summer'], limit: 10 }), method: 'GET', path: '/store/collections', query: { handle: ['summer'], limit: '10' }, response: { collections: [], count: 0, offset: 0, limit: 10 } },
  { name: 'retrieve', call: () => storeCollections.retrieve('pcol_1'), method: 'GET', path: '/store/collections/pcol_1', response: { collection: { id: 'pcol_1' } } },
])
