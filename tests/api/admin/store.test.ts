import { store } from '@/api/admin/store'
import { describeCalls } from '../harness'

const shop = { store: { id: 'store_1', name: 'Shop' } }

describeCalls('admin store', [
  { name: 'retrieve', call: () => store.retrieve(), method: 'GET', path: '/admin/store', response: shop },
  { name: 'update', call: () => store.update({ name: 'Shop', default_currency_code: 'eur' }), method: 'POST', path: '/admin/store', body: { name: 'Shop', default_currency_code: 'eur' }, response: shop },
  { name: 'add currency', call: () => store.addCurrency('usd'), method: 'POST', path: '/admin/store/currencies/usd', body: {}, response: shop },
  { name: 'add currency (medusa-js path)', call: () => store.addCurrencyMedusaJs('usd'), method: 'POST', path: '/admin/store/usd', body: {}, response: shop },
  { name: 'delete currency', call: () => store.deleteCurrency('usd'), method: 'DELETE', path: '/admin/store/currencies/usd', response: shop },
  { name: 'payment providers', call: () => store.listPaymentProviders(), method: 'GET', path: '/admin/store/payment-providers', response: { payment_providers: [] } },
  { name: 'tax providers', call: () => store.listTaxProviders(), method: 'GET', path: '/admin/store/tax-providers', response: { tax_providers: [] } },
])
