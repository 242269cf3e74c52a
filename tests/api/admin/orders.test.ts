import { orders } from '@/api/admin/orders'
import { describeCalls } from '../harness'

const order = { order: { id: 'order_1', status: 'pending' } }
const items = [{ item_id: 'item_1', quantity: 1 }]

describeCalls('admin orders', [
  { name: 'create', call: () => orders.create({ email: 'a@b.co', region: 'reg_1', customer_id: 'cus_1' }), method: 'POST', path: '/admin/orders', body: { email: 'a@b.co', region: 'reg_1', customer_id: 'cus_1' }, response: order },
  {
    name: 'list with query',
    call: () => orders.list({ q: 'ada', status: ['pending'], payment_status: ['awaiting'], created_at: { gte: '2024-01-01' }, limit: 50, offset: 50 }),
    method: 'GET',
    path: '/admin/orders',
    query: { q: 'ada', status: ['pending'], payment_status: ['awaiting'], created_at: { gte: '2024-01-01' }, limit: '50', offset: '50' },
    response: { orders: [], count: 0, offset: 50, limit: 50 },
  },
  { name: 'retrieve', call: () => orders.retrieve('order_1', { expand: 'items,returns' }), method: 'GET', path: '/admin/orders/order_1', query: { expand: 'items,returns' }, response: order },
  { name: 'update', call: () => orders.update('order_1', { email: 'c@d.co' }), method: 'POST', path: '/admin/orders/order_1', body: { email: 'c@d.co' }, response: order },
  { name: 'complete', call: () => orders.complete('order_1'), method: 'POST', path: '/admin/orders/order_1/complete', response: order },
  { name: 'capture', call: () => orders.capture('order_1'), method: 'POST', path: '/admin/orders/order_1/capture', response: order },
  { name: 'cancel', call: () => orders.cancel('order_1'), method: 'POST', path: '/admin/orders/order_1/cancel', response: order },
  { name: 'archive', call: () => orders.archive('order_1'), method: 'POST', path: '/admin/orders/order_1/archive', response: order },
  { name: 'refund', call: () => orders.refund('order_1', { amount: 500, reason: 'discount' }), method: 'POST', path: '/admin/orders/order_1/refund', body: { amount: 500, reason: 'discount' }, response: order },
  { name: 'fulfillment', call: () => orders.createFulfillment('order_1', { items }), method: 'POST', path: '/admin/orders/order_1/fulfillment', body: { items }, response: order },
  { name: 'cancel fulfillment', call: () => orders.cancelFulfillment('order_1', 'ful_1'), method: 'POST', path: '/admin/orders/order_1/fulfillments/ful_1/cancel', response: order },
  { name: 'shipment', call: () => orders.createShipment('order_1', { fulfillment_id: 'ful_1', tracking_numbers: ['T1'] }), method: 'POST', path: '/admin/orders/order_1/shipment', body: { fulfillment_id: 'ful_1', tracking_numbers: ['T1'] }, response: order },
  { name: 'return', call: () => orders.requestReturn('order_1', { items, return_shipping: { option_id: 'so_r' } }), method: 'POST', path: '/admin/orders/order_1/return', body: { items, return_shipping: { option_id: 'so_r' } }, response: order },
  { name: 'shipping method', call: () => orders.addShippingMethod('order_1', { option_id: 'so_1', price: 0 }), method: 'POST', path: '/admin/orders/order_1/shipping-methods', body: { option_id: 'so_1', price: 0 }, response: order },
])
