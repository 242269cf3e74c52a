import { draftOrders } from '@/api/admin/draft-orders'
import { describeCalls } from '../harness'

const draft = { draft_order: { id: 'dorder_1', status: 'open' } }
const create = { email: 'a@b.co', region_id: 'reg_1', shipping_methods: [{ option_id: 'so_1' }], items: [{ variant_id: 'var_1', quantity: 2 }] }

describeCalls('admin draft orders', [
  { name: 'create', call: () => draftOrders.create(create), method: 'POST', path: '/admin/draft-orders', body: create, response: draft },
  { name: 'list', call: () => draftOrders.list({ q: 'a@b', status: ['open'], limit: 20 }), method: 'GET', path: '/admin/draft-orders', query: { q: 'a@b', status: ['open'], limit: '20' }, response: { draft_orders: [], count: 0, offset: 0, limit: 20 } },
  { name: 'retrieve', call: () => draftOrders.retrieve('dorder_1'), method: 'GET', path: '/admin/draft-orders/dorder_1', response: draft },
  { name: 'update', call: () => draftOrders.update('dorder_1', { email: 'c@d.co' }), method: 'POST', path: '/admin/draft-orders/dorder_1', body: { email: 'c@d.co' }, response: draft },
  { name: 'delete', call: () => draftOrders.delete('dorder_1'), method: 'DELETE', path: '/admin/draft-orders/dorder_1', response: { id: 'dorder_1', object: 'draft-order', deleted: true } },
  { name: 'add line item', call: () => draftOrders.addLineItem('dorder_1', { title: 'Gift wrap', unit_price: 500, quantity: 1 }), method: 'POST', path: '/admin/draft-orders/dorder_1/line-items', body: { title: 'Gift wrap', unit_price: 500, quantity: 1 }, response: draft },
  { name: 'update line item', call: () => draftOrders.updateLineItem('dorder_1', 'item_1', { quantity: 3 }), method: 'POST', path: '/admin/draft-orders/dorder_1/line-items/item_1', body: { quantity: 3 }, response: draft },
  { name: 'remove line item', call: () => draftOrders.removeLineItem('dorder_1', 'item_1'), method: 'DELETE', path: '/admin/draft-orders/dorder_1/line-items/item_1', response: draft },
  { name: 'mark paid', call: () => draftOrders.markPaid('dorder_1'), method: 'POST', path: '/admin/draft-orders/dorder_1/pay', response: { order: { id: 'order_1', payment_status: 'captured' } } },
])
