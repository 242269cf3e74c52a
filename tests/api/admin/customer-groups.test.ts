import { customerGroups } from '@/api/admin/customer-groups'
import { describeCalls } from '../harness'

const group = { customer_group: { id: 'cgrp_1', name: 'VIP' } }
const members = { customer_ids: [{ id: 'cus_1' }] }

describeCalls('admin customer groups', [
  { name: 'create', call: () => customerGroups.create({ name: 'VIP' }), method: 'POST', path: '/admin/customer-groups', body: { name: 'VIP' }, response: group },
  { name: 'list', call: () => customerGroups.list({ q: 'vi', name: ['VIP'], limit: 10 }), method: 'GET', path: '/admin/customer-groups', query: { q: 'vi', name: ['VIP'], limit: '10' }, response: { customer_groups: [], count: 0, offset: 0, limit: 10 } },
  { name: 'retrieve', call: () => customerGroups.retrieve('cgrp_1', { expand: 'customers' }), method: 'GET', path: '/admin/customer-groups/cgrp_1', query: { expand: 'customers' }, response: group },
  { name: 'update', call: () => customerGroups.update('cgrp_1', { name: 'Gold' }), method: 'POST', path: '/admin/customer-groups/cgrp_1', body: { name: 'Gold' }, response: group },
  { name: 'delete', call: () => customerGroups.delete('cgrp_1'), method: 'DELETE', path: '/admin/customer-groups/cgrp_1', response: { id: 'cgrp_1', object: 'customer_group', deleted: true } },
  { name: 'list customers', call: () => customerGroups.listCustomers('cgrp_1', { q: 'ann', limit: 5 }), method: 'GET', path: '/admin/customer-groups/cgrp_1/customers', query: { q: 'ann', limit: '5' }, response: { customers: [], count: 0, offset: 0, limit: 5 } },
  { name: 'add customers', call: () => customerGroups.addCustomers('cgrp_1', members), method: 'POST', path: '/admin/customer-groups/cgrp_1/customers/batch', body: members, response: group },
  { name: 'remove customers', call: () => customerGroups.removeCustomers('cgrp_1', members), method: 'DELETE', path: '/admin/customer-groups/cgrp_1/customers/batch', body: members, response: group },
])
