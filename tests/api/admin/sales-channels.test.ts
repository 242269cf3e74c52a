import { salesChannels } from '@/api/admin/sales-channels'
import { describeCalls } from '../harness'

const channel = { sales_channel: { id: 'sc_1', name: 'Web' } }

describeCalls('admin sales channels', [
  { name: 'create', call: () => salesChannels.create({ name: 'Web', is_disabled: false }), method: 'POST', path: '/admin/sales-channels', body: { name: 'Web', is_disabled: false }, response: channel },
  { name: 'list', call: () => salesChannels.list({ q: 'web', limit: 20 }), method: 'GET', path: '/admin/sales-channels', query: { q: 'web', limit: '20' }, response: { sales_channels: [], count: 0, offset: 0, limit: 20 } },
  { name: 'retrieve', call: () => salesChannels.retrieve('sc_1'), method: 'GET', path: '/admin/sales-channels/sc_1', response: channel },
  { name: 'update', call: () => salesChannels.update('sc_1', { is_disabled: true }), method: 'POST', path: '/admin/sales-channels/sc_1', body: { is_disabled: true }, response: channel },
  { name: 'delete', call: () => salesChannels.delete('sc_1'), method: 'DELETE', path: '/admin/sales-channels/sc_1', response: { id: 'sc_1', object: 'sales-channel', deleted: true } },
  { name: 'add products', call: () => salesChannels.addProducts('sc_1', { product_ids: [{ id: 'prod_1' }] }), method: 'POST', path: '/admin/sales-channels/sc_1/products/batch', body: { product_ids: [{ id: 'prod_1' }] }, response: channel },
  { name: 'remove products', call: () => salesChannels.removeProducts('sc_1', { product_ids: [{ id: 'prod_1' }] }), method: 'DELETE', path: '/admin/sales-channels/sc_1/products/batch', body: { product_ids: [{ id: 'prod_1' }] }, response: channel },
])
