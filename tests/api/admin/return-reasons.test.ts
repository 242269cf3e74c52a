import { returnReasons } from '@/api/admin/return-reasons'
import { describeCalls } from '../harness'

const reason = { return_reason: { id: 'rr_1', value: 'wrong_size', label: 'Wrong size' } }

describeCalls('admin return reasons', [
  { name: 'create', call: () => returnReasons.create({ value: 'wrong_size', label: 'Wrong size' }), method: 'POST', path: '/admin/return-reasons', body: { value: 'wrong_size', label: 'Wrong size' }, response: reason },
  { name: 'list', call: () => returnReasons.list(), method: 'GET', path: '/admin/return-reasons', response: { return_reasons: [] } },
  { name: 'retrieve', call: () => returnReasons.retrieve('rr_1'), method: 'GET', path: '/admin/return-reasons/rr_1', response: reason },
  { name: 'update', call: () => returnReasons.update('rr_1', { label: 'Too small' }), method: 'POST', path: '/admin/return-reasons/rr_1', body: { label: 'Too small' }, response: reason },
  { name: 'delete', call: () => returnReasons.delete('rr_1'), method: 'DELETE', path: '/admin/return-reasons/rr_1', response: { id: 'rr_1', object: 'return_reason', deleted: true } },
])
