import { currencies } from '@/api/admin/currencies'
import { describeCalls } from '../harness'

describeCalls('admin currencies', [
  { name: 'list', call: () => currencies.list({ q: 'eu', includes_tax: false, limit: 20 }), method: 'GET', path: '/admin/currencies', query: { q: 'eu', includes_tax: 'false', limit: '20' }, response: { currencies: [], count: 0, offset: 0, limit: 20 } },
  { name: 'update', call: () => currencies.update('eur', { includes_tax: true }), method: 'POST', path: '/admin/currencies/eur', body: { includes_tax: true }, response: { currency: { code: 'eur', includes_tax: true } } },
])
