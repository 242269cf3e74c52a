import { storeCarts } from '@/api/store/carts'
import { describeCalls } from '../harness'

const cart = { cart: { id: 'cart_1' } }
const address = { first_name: 'Ann', last_name: 'Lee', address_1: '1 Main St', city: 'Paris', country_code: 'fr', postal_code: '75001' }

describeCalls('store carts', [
  { name: 'create empty', call: () => storeCarts.create(), method: 'POST', path: '/store/carts', response: cart },
  { name: 'create', call: () => storeCarts.create({ region_id: 'reg_1', items: [{ variant_id: 'var_1', quantity: 1 }] }), method: 'POST', path: '/store/carts', body: { region_id: 'reg_1', items: [{ variant_id: 'var_1', quantity: 1 }] }, response: cart },
  { name: 'retrieve', call: () => storeCarts.retrieve('cart_1', { expand: 'items' }), method: 'GET', path: '/store/carts/cart_1', query: { expand: 'items' }, response: cart },
  { name: 'update', call: () => storeCarts.update('cart_1', { email: 'ann@example.com', shipping_address: address }), method: 'POST', path: '/store/carts/cart_1', body: { email: 'ann@example.com', shipping_address: address }, response: cart },
  { name: 'complete', call: () => storeCarts.complete('cart_1'), method: 'POST', path: '/store/carts/cart_1/complete', response: { type: 'order', data: { id: 'order_1' } } },
  { name: 'add shipping method', call: () => storeCarts.addShippingMethod('cart_1', { option_id: 'so_1' }), method: 'POST', path: '/store/carts/cart_1/shipping-methods', body: { option_id: 'so_1' }, response: cart },
  { name: 'delete discount', call: () => storeCarts.deleteDiscount('cart_1', 'SUMMER 10'), method: 'DELETE', path: '/store/carts/cart_1/discounts/SUMMER%2010', response: cart },
  { name: 'create payment sessions', call: () => storeCarts.createPaymentSessions('cart_1'), method: 'POST', path: '/store/carts/cart_1/payment-sessions', response: cart },
  { name: 'set payment session', call: () => storeCarts.setPaymentSession('cart_1', { provider_id: 'manual' }), method: 'POST', path: '/store/carts/cart_1/payment-session', body: { provider_id: 'manual' }, response: cart },
  { name: 'update payment session', call: () => storeCarts.updatePaymentSession('cart_1', 'manual', { data: { note: 'x' } }), method: 'POST', path: '/store/carts/cart_1/payment-sessions/manual', body: { data: { note: 'x' } }, response: cart },
  { name: 'refresh payment session', call: () => storeCarts.refreshPaymentSession('cart_1', 'manual'), method: 'POST', path: '/store/carts/cart_1/payment-sessions/manual/refresh', response: cart },
  { name: 'delete payment session', call: () => storeCarts.deletePaymentSession('cart_1', 'manual'), method: 'DELETE', path: '/store/carts/cart_1/payment-sessions/manual', response: cart },
  { name: 'create line item', call: () => storeCarts.createLineItem('cart_1', { variant_id: 'var_1', quantity: 2 }), method: 'POST', path: '/store/carts/cart_1/line-items', body: { variant_id: 'var_1', quantity: 2 }, response: cart },
  { name: 'update line item', call: () => storeCarts.updateLineItem('cart_1', 'item_1', { quantity: 3 }), method: 'POST', path: '/store/carts/cart_1/line-items/item_1', body: { quantity: 3 }, response: cart },
  { name: 'delete line item', call: () => storeCarts.deleteLineItem('cart_1', 'item_1'), method: 'DELETE', path: '/store/carts/cart_1/line-items/item_1', response: cart },
])
