import { customers } from '@/api/admin/customers'
import { describeCalls } from '../harness'

const customer = { customer: { id: 'cus_1', email: 'ann@example.com' } }
const newCustomer = { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee', password: 'secret' }

describeCalls('admin customers', [
  { name: 'create', call: () => customers.create(newCustomer), method: 'POST', path: '/admin/customers', body: newCustomer, response: customer },
  { name: 'list', call: () => customers.list({ q: 'ann', has_account: true, groups: ['cgrp_1'], limit: 50 }), method: 'GET', path: '/admin/customers', query: { q: 'ann', has_account: 'true', groups: ['cgrp_1'], limit: '50' }, response: { customers: [], count: 0, offset: 0, limit: 50 } },
  { name: 'retrieve', call: () => customers.retrieve('cus_1', { expand: 'orders' }), method: 'GET', path: '/admin/customers/cus_1', query: { expand: 'orders' }, response: customer },
  { name: 'update', call: () => customers.update('cus_1', { first_name: 'Anna', groups: [{ id: 'cgrp_1' }] }), method: 'POST', path: '/admin/customers/cus_1', body: { first_name: 'Anna', groups: [{ id: 'cgrp_1' }] }, response: customer },
])
