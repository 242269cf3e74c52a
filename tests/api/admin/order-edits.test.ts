import { orderEdits } from '@/api/admin/order-edits'
import { describeCalls } from '../harness'

const edit = { order_edit: { id: 'oe_1', status: 'created' } }

describeCalls('admin order edits', [
  { name: 'list', call: () => orderEdits.list({ order_id: 'order_1', limit: 20 }), method: 'GET', path: '/admin/order-edits', query: { order_id: 'order_1', limit: '20' }, response: { order_edits: [], count: 0, offset: 0, limit: 20 } },
  { name: 'retrieve', call: () => orderEdits.retrieve('oe_1', { expand: 'changes' }), method: 'GET', path: '/admin/order-edits/oe_1', query: { expand: 'changes' }, response: edit },
  { name: 'create', call: () => orderEdits.create({ order_id: 'order_1', internal_note: 'size' }), method: 'POST', path: '/admin/order-edits', body: { order_id: 'order_1', internal_note: 'size' }, response: edit },
  { name: 'update', call: () => orderEdits.update('oe_1', { internal_note: 'colour' }), method: 'POST', path: '/admin/order-edits/oe_1', body: { internal_note: 'colour' }, response: edit },
  { name: 'delete', call: () => orderEdits.delete('oe_1'), method: 'DELETE', path: '/admin/order-edits/oe_1', response: { id: 'oe_1', object: 'order_edit', deleted: true } },
  { name: 'add item', call: () => orderEdits.addItem('oe_1', { variant_id: 'var_1', quantity: 1 }), method: 'POST', path: '/admin/order-edits/oe_1/items', body: { variant_id: 'var_1', quantity: 1 }, response: edit },
  { name: 'update item', call: () => orderEdits.updateItem('oe_1', 'item_1', { quantity: 2 }), method: 'POST', path: '/admin/order-edits/oe_1/items/item_1', body: { quantity: 2 }, response: edit },
  { name: 'remove item', call: () => orderEdits.removeItem('oe_1', 'item_1'), method: 'DELETE', path: '/admin/order-edits/oe_1/items/item_1', response: edit },
  { name: 'delete item change', call: () => orderEdits.deleteItemChange('oe_1', 'oic_1'), method: 'DELETE', path: '/admin/order-edits/oe_1/changes/oic_1', response: { id: 'oic_1', object: 'item_change', deleted: true } },
  { name: 'request confirmation', call: () => orderEdits.requestConfirmation('oe_1'), method: 'POST', path: '/admin/order-edits/oe_1/request', response: edit },
  { name: 'cancel', call: () => orderEdits.cancel('oe_1'), method: 'POST', path: '/admin/order-edits/oe_1/cancel', response: edit },
  { name: 'confirm', call: () => orderEdits.confirm('oe_1'), method: 'POST', path: '/admin/order-edits/oe_1/confirm', response: edit },
])
