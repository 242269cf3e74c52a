import { storeOrders } from '@/api/store/orders'
import { describeCalls } from '../harness'

const order = { order: { id: 'order_1' } }

describeCalls('store orders', [
  { name: 'retrieve', call: () => storeOrders.retrieve('order_1', { expand: 'items' }), method: 'GET', path: '/store/orders/order_1', query: { expand: 'items' }, response: order },
  { name: 'by cart', call: () => storeOrders.retrieveByCartId('cart_1'), method: 'GET', path: '/store/orders/cart/cart_1', response: order },
  { name: 'lookup', call: () => storeOrders.lookup({ display_id: 7, email: 'ann@example.com', shipping_address: { postal_code: '75001' } }), method: 'GET', path: '/store/orders', query: { display_id: '7', email: 'ann@example.com', shipping_address: { postal_code: '75001' } }, response: order },
])
