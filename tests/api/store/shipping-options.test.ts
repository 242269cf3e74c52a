import { storeShippingOptions } from '@/api/store/shipping-options'
import { describeCalls } from '../harness'

describeCalls('store shipping options', [
  { name: 'list', call: () => storeShippingOptions.list({ region_id: 'reg_1', is_return: false, product_ids: 'prod_1,prod_2' }), method: 'GET', path: '/store/shipping-options', query: { region_id: 'reg_1', is_return: 'false', product_ids: 'prod_1,prod_2' }, response: { shipping_options: [] } },
  { name: 'by cart', call: () => storeShippingOptions.listCartOptions('cart_1'), method: 'GET', path: '/store/shipping-options/cart_1', response: { shipping_options: [] } },
])
