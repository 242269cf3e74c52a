import { returns } from '@/api/admin/returns'
import { describeCalls } from '../harness'

const receive = { items: [{ item_id: 'item_1', quantity: 1 }], refund: 1000 }

describeCalls('admin returns', [
  { name: 'list', call: () => returns.list({ limit: 20, offset: 0 }), method: 'GET', path: '/admin/returns', query: { limit: '20', offset: '0' }, response: { returns: [], count: 0, offset: 0, limit: 20 } },
  { name: 'receive', call: () => returns.receive('ret_1', receive), method: 'POST', path: '/admin/returns/ret_1/receive', body: receive, response: { return: { id: 'ret_1', status: 'received', order_id: 'order_1' } } },
  { name: 'cancel', call: () => returns.cancel('ret_1'), method: 'POST', path: '/admin/returns/ret_1/cancel', response: { order: { id: 'order_1' } } },
])
