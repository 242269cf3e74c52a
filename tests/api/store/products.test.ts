import { storeProducts } from '@/api/store/products'
import { describeCalls } from '../harness'

const product = { product: { id: 'prod_1' } }

describeCalls('store products', [
  { name: 'list', call: () => storeProducts.list({ q: 'hat', collection_id: ['pcol_1'], region_id: 'reg_1', limit: 20 }), method: 'GET', path: '/store/products', query: { q: 'hat', collection_id: ['pcol_1'], region_id: 'reg_1', limit: '20' }, response: { products: [], count: 0, offset: 0, limit: 20 } },
  { name: 'retrieve', call: () => storeProducts.retrieve('prod_1', { cart_id: 'cart_1' }), method: 'GET', path: '/store/products/prod_1', query: { cart_id: 'cart_1' }, response: product },
  { name: 'search', call: () => storeProducts.search({ q: 'hat', limit: 5 }), method: 'POST', path: '/store/products/search', body: { q: 'hat', limit: 5 }, response: { hits: [] } },
])
