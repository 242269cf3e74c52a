import { regions } from '@/api/admin/regions'
import { describeCalls } from '../harness'

const region = { region: { id: 'reg_1', name: 'EU' } }
const newRegion = { name: 'EU', currency_code: 'eur', tax_rate: 0, payment_providers: ['manual'], fulfillment_providers: ['manual'], countries: ['de'] }

describeCalls('admin regions', [
  { name: 'create', call: () => regions.create(newRegion), method: 'POST', path: '/admin/regions', body: newRegion, response: region },
  { name: 'list', call: () => regions.list({ limit: 50, offset: 0 }), method: 'GET', path: '/admin/regions', query: { limit: '50', offset: '0' }, response: { regions: [], count: 0, offset: 0, limit: 50 } },
  { name: 'retrieve', call: () => regions.retrieve('reg_1', { expand: 'countries' }), method: 'GET', path: '/admin/regions/reg_1', query: { expand: 'countries' }, response: region },
  { name: 'update', call: () => regions.update('reg_1', { name: 'Europe' }), method: 'POST', path: '/admin/regions/reg_1', body: { name: 'Europe' }, response: region },
  { name: 'delete', call: () => regions.delete('reg_1'), method: 'DELETE', path: '/admin/regions/reg_1', response: { id: 'reg_1', object: 'region', deleted: true } },
  { name: 'add country', call: () => regions.addCountry('reg_1', { country_code: 'fr' }), method: 'POST', path: '/admin/regions/reg_1/countries', body: { country_code: 'fr' }, response: region },
  { name: 'delete country', call: () => regions.deleteCountry('reg_1', 'fr'), method: 'DELETE', path: '/admin/regions/reg_1/countries/fr', response: region },
  { name: 'add fulfillment provider', call: () => regions.addFulfillmentProvider('reg_1', { provider_id: 'manual' }), method: 'POST', path: '/admin/regions/reg_1/fulfillment-providers', body: { provider_id: 'manual' }, response: region },
  { name: 'delete fulfillment provider', call: () => regions.deleteFulfillmentProvider('reg_1', 'manual'), method: 'DELETE', path: '/admin/regions/reg_1/fulfillment-providers/manual', response: region },
  { name: 'fulfillment options', call: () => regions.listFulfillmentOptions('reg_1'), method: 'GET', path: '/admin/regions/reg_1/fulfillment-options', response: { fulfillment_options: [] } },
  { name: 'add payment provider', call: () => regions.addPaymentProvider('reg_1', { provider_id: 'manual' }), method: 'POST', path: '/admin/regions/reg_1/payment-providers', body: { provider_id: 'manual' }, response: region },
  { name: 'delete payment provider', call: () => regions.deletePaymentProvider('reg_1', 'manual'), method: 'DELETE', path: '/admin/regions/reg_1/payment-providers/manual', response: region },
])
