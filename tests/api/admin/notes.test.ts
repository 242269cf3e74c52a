import { notes } from '@/api/admin/notes'
import { describeCalls } from '../harness'

const note = { note: { id: 'note_1', value: 'Called the customer' } }
const create = { resource_id: 'order_1', resource_type: 'order', value: 'Called the customer' }

describeCalls('admin notes', [
  { name: 'list for a resource', call: () => notes.list({ resource_id: 'order_1' }), method: 'GET', path: '/admin/notes', query: { resource_id: 'order_1' }, response: { notes: [], count: 0, offset: 0, limit: 50 } },
  { name: 'create', call: () => notes.create(create), method: 'POST', path: '/admin/notes', body: create, response: note },
  { name: 'update', call: () => notes.update('note_1', { value: 'Refund agreed' }), method: 'POST', path: '/admin/notes/note_1', body: { value: 'Refund agreed' }, response: note },
  { name: 'delete', call: () => notes.delete('note_1'), method: 'DELETE', path: '/admin/notes/note_1', response: { id: 'note_1', object: 'note', deleted: true } },
])
