import { shippingOptions } from '@/api/admin/shipping-options'
import { describeCalls } from '../harness'

const option = { shipping_option: { id: 'so_1', name: 'Standard' } }
const newOption = { name: 'Standard', region_id: 'reg_1', provider_id: 'manual', data: {}, price_type: 'flat_rate' as const, amount: 500 }

describeCalls('admin shipping options', [
  { name: 'create', call: () => shippingOptions.create(newOption), method: 'POST', path: '/admin/shipping-options', body: newOption, response: option },
  { name: 'list', call: () => shippingOptions.list({ region_id: 'reg_1', is_return: false }), method: 'GET', path: '/admin/shipping-options', query: { region_id: 'reg_1', is_return: 'false' }, response: { shipping_options: [], count: 0 } },
  { name: 'retrieve', call: () => shippingOptions.retrieve('so_1'), method: 'GET', path: '/admin/shipping-options/so_1', response: option },
  { name: 'retrieve by POST', call: () => shippingOptions.retrieveByPost('so_1'), method: 'POST', path: '/admin/shipping-options/so_1', body: {}, response: option },
  { name: 'update', call: () => shippingOptions.update('so_1', { amount: 700, requirements: [] }), method: 'POST', path: '/admin/shipping-options/so_1', body: { amount: 700, requirements: [] }, response: option },
  { name: 'delete', call: () => shippingOptions.delete('so_1'), method: 'DELETE', path: '/admin/shipping-options/so_1', response: { id: 'so_1', object: 'shipping-option', deleted: true } },
])
