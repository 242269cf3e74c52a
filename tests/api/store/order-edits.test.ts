import { storeOrderEdits } from '@/api/store/order-edits'
import { describeCalls } from '../harness'

const edit = { order_edit: { id: 'oe_1' } }

describeCalls('store order edits', [
  { name: 'retrieve', call: () => storeOrderEdits.retrieve('oe_1', { fields: 'id,status' }), method: 'GET', path: '/store/order-edits/oe_1', query: { fields: 'id,status' }, response: edit },
  { name: 'decline', call: () => storeOrderEdits.decline('oe_1', { declined_reason: 'Too dear' }), method: 'POST', path: '/store/order-edits/oe_1/decline', body: { declined_reason: 'Too dear' }, response: edit },
  { name: 'complete', call: () => storeOrderEdits.complete('oe_1'), method: 'POST', path: '/store/order-edits/oe_1/complete', response: edit },
])
