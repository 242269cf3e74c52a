import { storeCustomers } from '@/api/store/customers'
import { describeCalls } from '../harness'

const customer = { customer: { id: 'cus_1' } }
const address = { first_name: 'Ann', last_name: 'Lee', address_1: '1 Main St', city: 'Paris', country_code: 'fr', postal_code: '75001' }

describeCalls('store customers', [
  { name: 'create', call: () => storeCustomers.create({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', password: 'pw' }), method: 'POST', path: '/store/customers', body: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', password: 'pw' }, response: customer },
  { name: 'retrieve me', call: () => storeCustomers.retrieve(), method: 'GET', path: '/store/customers/me', response: customer },
  { name: 'update me', call: () => storeCustomers.update({ phone: '+33 1' }), method: 'POST', path: '/store/customers/me', body: { phone: '+33 1' }, response: customer },
  { name: 'list orders', call: () => storeCustomers.listOrders({ status: ['pending'], limit: 10 }), method: 'GET', path: '/store/customers/me/orders', query: { status: ['pending'], limit: '10' }, response: { orders: [], count: 0, offset: 0, limit: 10 } },
  { name: 'reset password', call: () => storeCustomers.resetPassword({ email: 'ann@example.com', token: 't', password: 'new' }), method: 'POST', path: '/store/customers/password-reset', body: { email: 'ann@example.com', token: 't', password: 'new' }, response: customer },
  { name: 'password token', call: () => storeCustomers.generatePasswordToken({ email: 'ann@example.com' }), method: 'POST', path: '/store/customers/password-token', body: { email: 'ann@example.com' }, response: '' },
  { name: 'add address', call: () => storeCustomers.addAddress({ address }), method: 'POST', path: '/store/customers/me/addresses', body: { address }, response: customer },
  { name: 'update address', call: () => storeCustomers.updateAddress('addr_1', { city: 'Lyon' }), method: 'POST', path: '/store/customers/me/addresses/addr_1', body: { city: 'Lyon' }, response: customer },
  { name: 'delete address', call: () => storeCustomers.deleteAddress('addr_1'), method: 'DELETE', path: '/store/customers/me/addresses/addr_1', response: customer },
  { name: 'payment methods', call: () => storeCustomers.listPaymentMethods(), method: 'GET', path: '/store/customers/me/payment-methods', response: { payment_methods: [] } },
])
