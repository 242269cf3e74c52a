import { priceLists } from '@/api/admin/price-lists'
import { describeCalls } from '../harness'

const list = { price_list: { id: 'pl_1', name: 'VIP' } }
const price = { amount: 900, variant_id: 'var_1', currency_code: 'eur' }

describeCalls('admin price lists', [
  {
    name: 'create',
    call: () => priceLists.create({ name: 'VIP', description: 'For VIPs', type: 'sale', prices: [price] }),
    method: 'POST',
    path: '/admin/price-lists',
    body: { name: 'VIP', description: 'For VIPs', type: 'sale', prices: [price] },
    response: list,
  },
  { name: 'list', call: () => priceLists.list({ q: 'vip', status: ['active'], limit: 10 }), method: 'GET', path: '/admin/price-lists', query: { q: 'vip', status: ['active'], limit: '10' }, response: { price_lists: [], count: 0, offset: 0, limit: 10 } },
  { name: 'retrieve', call: () => priceLists.retrieve('pl_1'), method: 'GET', path: '/admin/price-lists/pl_1', response: list },
  { name: 'update', call: () => priceLists.update('pl_1', { status: 'draft' }), method: 'POST', path: '/admin/price-lists/pl_1', body: { status: 'draft' }, response: list },
  { name: 'delete', call: () => priceLists.delete('pl_1'), method: 'DELETE', path: '/admin/price-lists/pl_1', response: { id: 'pl_1', object: 'price-list', deleted: true } },
  { name: 'list products', call: () => priceLists.listProducts('pl_1', { q: 'hat', limit: 50 }), method: 'GET', path: '/admin/price-lists/pl_1/products', query: { q: 'hat', limit: '50' }, response: { products: [], count: 0, offset: 0, limit: 50 } },
  { name: 'add prices', call: () => priceLists.addPrices('pl_1', { prices: [price], override: true }), method: 'POST', path: '/admin/price-lists/pl_1/prices/batch', body: { prices: [price], override: true }, response: list },
  { name: 'delete prices', call: () => priceLists.deletePrices('pl_1', { price_ids: ['ma_1'] }), method: 'DELETE', path: '/admin/price-lists/pl_1/prices/batch', body: { price_ids: ['ma_1'] }, response: { ids: ['ma_1'], object: 'money-amount', deleted: true } },
  { name: 'delete product prices', call: () => priceLists.deleteProductPrices('pl_1', 'prod_1'), method: 'DELETE', path: '/admin/price-lists/pl_1/products/prod_1/prices', response: { ids: ['ma_1'], object: 'money-amount', deleted: true } },
  { name: 'delete variant prices', call: () => priceLists.deleteVariantPrices('pl_1', 'var_1'), method: 'DELETE', path: '/admin/price-lists/pl_1/variants/var_1/prices', response: { ids: ['ma_1'], object: 'money-amount', deleted: true } },
])
