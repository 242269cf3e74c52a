import { discounts } from '@/api/admin/discounts'
import { describeCalls } from '../harness'

const discount = { discount: { id: 'disc_1', code: 'SUMMER10' } }
const rule = { type: 'percentage', value: 10, allocation: 'total' } as const
const resources = { resources: [{ id: 'prod_1' }] }
const cond = '/admin/discounts/disc_1/conditions/cond_1'

describeCalls('admin discounts', [
  { name: 'create', call: () => discounts.create({ code: 'SUMMER10', rule, regions: ['reg_1'] }, { expand: 'rule' }), method: 'POST', path: '/admin/discounts', query: { expand: 'rule' }, body: { code: 'SUMMER10', rule, regions: ['reg_1'] }, response: discount },
  { name: 'list nested', call: () => discounts.list({ q: 'sum', rule: { type: 'fixed', allocation: 'item' }, is_dynamic: false, limit: 20 }), method: 'GET', path: '/admin/discounts', query: { q: 'sum', rule: { type: 'fixed', allocation: 'item' }, is_dynamic: 'false', limit: '20' }, response: { discounts: [], count: 0, offset: 0, limit: 20 } },
  { name: 'retrieve', call: () => discounts.retrieve('disc_1', { expand: 'rule,regions' }), method: 'GET', path: '/admin/discounts/disc_1', query: { expand: 'rule,regions' }, response: discount },
  { name: 'retrieve by code', call: () => discounts.retrieveByCode('SUMMER10'), method: 'GET', path: '/admin/discounts/code/SUMMER10', response: discount },
  { name: 'update', call: () => discounts.update('disc_1', { is_disabled: true }), method: 'POST', path: '/admin/discounts/disc_1', body: { is_disabled: true }, response: discount },
  { name: 'delete', call: () => discounts.delete('disc_1'), method: 'DELETE', path: '/admin/discounts/disc_1', response: { id: 'disc_1', object: 'discount', deleted: true } },
  { name: 'add region', call: () => discounts.addRegion('disc_1', 'reg_1'), method: 'POST', path: '/admin/discounts/disc_1/regions/reg_1', response: discount },
  { name: 'remove region', call: () => discounts.removeRegion('disc_1', 'reg_1'), method: 'DELETE', path: '/admin/discounts/disc_1/regions/reg_1', response: discount },
  { name: 'create dynamic code', call: () => discounts.createDynamicCode('disc_1', { code: 'DYN1', usage_limit: 1 }), method: 'POST', path: '/admin/discounts/disc_1/dynamic-codes', body: { code: 'DYN1', usage_limit: 1 }, response: discount },
  { name: 'delete dynamic code', call: () => discounts.deleteDynamicCode('disc_1', 'DYN1'), method: 'DELETE', path: '/admin/discounts/disc_1/dynamic-codes/DYN1', response: discount },
  { name: 'create condition', call: () => discounts.createCondition('disc_1', { operator: 'in', products: ['prod_1'] }), method: 'POST', path: '/admin/discounts/disc_1/conditions', body: { operator: 'in', products: ['prod_1'] }, response: discount },
  { name: 'retrieve condition', call: () => discounts.retrieveCondition('disc_1', 'cond_1', { expand: 'products' }), method: 'GET', path: cond, query: { expand: 'products' }, response: { discount_condition: { id: 'cond_1' } } },
  { name: 'update condition', call: () => discounts.updateCondition('disc_1', 'cond_1', { products: ['prod_2'] }), method: 'POST', path: cond, body: { products: ['prod_2'] }, response: discount },
  { name: 'delete condition', call: () => discounts.deleteCondition('disc_1', 'cond_1'), method: 'DELETE', path: cond, response: { id: 'cond_1', object: 'discount-condition', deleted: true, discount: {} } },
  { name: 'add condition resources', call: () => discounts.addConditionResources('disc_1', 'cond_1', resources, { expand: 'rule' }), method: 'POST', path: `${cond}/batch`, query: { expand: 'rule' }, body: resources, response: discount },
  { name: 'remove condition resources', call: () => discounts.removeConditionResources('disc_1', 'cond_1', resources), method: 'DELETE', path: `${cond}/batch`, body: resources, response: discount },
])
