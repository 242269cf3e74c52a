import { taxRates } from '@/api/admin/tax-rates'
import { describeCalls } from '../harness'

const rate = { tax_rate: { id: 'txr_1', code: 'STD', rate: 19 } }
const expand = { expand: ['products'] }

describeCalls('admin tax rates', [
  { name: 'create', call: () => taxRates.create({ code: 'STD', name: 'Standard', region_id: 'reg_1', rate: 19 }, expand), method: 'POST', path: '/admin/tax-rates', query: expand, body: { code: 'STD', name: 'Standard', region_id: 'reg_1', rate: 19 }, response: rate },
  { name: 'list', call: () => taxRates.list({ region_id: 'reg_1', limit: 50 }), method: 'GET', path: '/admin/tax-rates', query: { region_id: 'reg_1', limit: '50' }, response: { tax_rates: [], count: 0, offset: 0, limit: 50 } },
  { name: 'retrieve', call: () => taxRates.retrieve('txr_1', { expand: ['products', 'shipping_options'] }), method: 'GET', path: '/admin/tax-rates/txr_1', query: { expand: ['products', 'shipping_options'] }, response: rate },
  { name: 'update', call: () => taxRates.update('txr_1', { rate: 7 }), method: 'POST', path: '/admin/tax-rates/txr_1', body: { rate: 7 }, response: rate },
  { name: 'delete', call: () => taxRates.delete('txr_1'), method: 'DELETE', path: '/admin/tax-rates/txr_1', response: { id: 'txr_1', object: 'tax-rate', deleted: true } },
  { name: 'add products', call: () => taxRates.addProducts('txr_1', { products: ['prod_1'] }, expand), method: 'POST', path: '/admin/tax-rates/txr_1/products/batch', query: expand, body: { products: ['prod_1'] }, response: rate },
  { name: 'remove products', call: () => taxRates.removeProducts('txr_1', { products: ['prod_1'] }), method: 'DELETE', path: '/admin/tax-rates/txr_1/products/batch', body: { products: ['prod_1'] }, response: rate },
  { name: 'add product types', call: () => taxRates.addProductTypes('txr_1', { product_types: ['ptyp_1'] }), method: 'POST', path: '/admin/tax-rates/txr_1/product-types/batch', body: { product_types: ['ptyp_1'] }, response: rate },
  { name: 'remove product types', call: () => taxRates.removeProductTypes('txr_1', { product_types: ['ptyp_1'] }), method: 'DELETE', path: '/admin/tax-rates/txr_1/product-types/batch', body: { product_types: ['ptyp_1'] }, response: rate },
  { name: 'add shipping options', call: () => taxRates.addShippingOptions('txr_1', { shipping_options: ['so_1'] }), method: 'POST', path: '/admin/tax-rates/txr_1/shipping-options/batch', body: { shipping_options: ['so_1'] }, response: rate },
  { name: 'remove shipping options', call: () => taxRates.removeShippingOptions('txr_1', { shipping_options: ['so_1'] }), method: 'DELETE', path: '/admin/tax-rates/txr_1/shipping-options/batch', body: { shipping_options: ['so_1'] }, response: rate },
])
