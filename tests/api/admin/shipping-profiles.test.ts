import { shippingProfiles } from '@/api/admin/shipping-profiles'
import { describeCalls } from '../harness'

const profile = { shipping_profile: { id: 'sp_1', name: 'Bulky' } }

describeCalls('admin shipping profiles', [
  { name: 'create', call: () => shippingProfiles.create({ name: 'Bulky', type: 'custom' }), method: 'POST', path: '/admin/shipping-profiles', body: { name: 'Bulky', type: 'custom' }, response: profile },
  { name: 'list', call: () => shippingProfiles.list(), method: 'GET', path: '/admin/shipping-profiles', response: { shipping_profiles: [] } },
  { name: 'retrieve', call: () => shippingProfiles.retrieve('sp_1'), method: 'GET', path: '/admin/shipping-profiles/sp_1', response: profile },
  { name: 'update', call: () => shippingProfiles.update('sp_1', { name: 'Heavy' }), method: 'POST', path: '/admin/shipping-profiles/sp_1', body: { name: 'Heavy' }, response: profile },
  { name: 'delete', call: () => shippingProfiles.delete('sp_1'), method: 'DELETE', path: '/admin/shipping-profiles/sp_1', response: { id: 'sp_1', object: 'shipping_profile', deleted: true } },
])
