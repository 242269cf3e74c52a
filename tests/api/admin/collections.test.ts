import { collections } from '@/api/admin/collections'
import { describeCalls } from '../harness'

const collection = { collection: { id: 'pcol_1', title: 'Summer' } }
const ids = { product_ids: ['prod_1'] }

describeCalls('admin collections', [
  { name: 'create', call: () => collections.create({ title: 'Summer', handle: 'summer' }), method: 'POST', path: '/admin/collections', body: { title: 'Summer', handle: 'summer' }, response: collection },
  { name: 'list', call: () => collections.list({ q: 'sum', limit: 10, created_at: { gt: '2024-01-01' } }), method: 'GET', path: '/admin/collections', query: { q: 'sum', limit: '10', created_at: { gt: '2024-01-01' } }, response: { collections: [], count: 0, offset: 0, limit: 10 } },
  { name: 'retrieve', call: () => collections.retrieve('pcol_1'), method: 'GET', path: '/admin/collections/pcol_1', response: collection },
  { name: 'update', call: () => collections.update('pcol_1', { title: 'Winter' }), method: 'POST', path: '/admin/collections/pcol_1', body: { title: 'Winter' }, response: collection },
  { name: 'delete', call: () => collections.delete('pcol_1'), method: 'DELETE', path: '/admin/collections/pcol_1', response: { id: 'pcol_1', object: 'product-collection', deleted: true } },
  { name: 'add products', call: () => collections.addProducts('pcol_1', ids), method: 'POST', path: '/admin/collections/pcol_1/products/batch', body: ids, response: collection },
  { name: 'remove products', call: () => collections.removeProducts('pcol_1', ids), method: 'DELETE', path: '/admin/collections/pcol_1/products/batch', body: ids, response: { id: 'pcol_1', object: 'product-collection', removed_products: ['prod_1'] } },
])
