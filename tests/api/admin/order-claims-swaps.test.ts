import { orderClaims, orderSwaps } from '@/api/admin/order-claims-swaps'
import { describeCalls } from '../harness'

const order = { order: { id: 'order_1' } }
const swap = { return_items: [{ item_id: 'item_1', quantity: 1 }], additional_items: [{ variant_id: 'var_2', quantity: 1 }] }
const claim = { type: 'replace' as const, claim_items: [{ item_id: 'item_1', quantity: 1, reason: 'wrong_item' as const }] }
const shipment = { fulfillment_id: 'ful_1', tracking_numbers: ['T1'] }

describeCalls('admin order swaps', [
  { name: 'create', call: () => orderSwaps.create('order_1', swap), method: 'POST', path: '/admin/orders/order_1/swaps', body: swap, response: order },
  { name: 'cancel', call: () => orderSwaps.cancel('order_1', 'swap_1'), method: 'POST', path: '/admin/orders/order_1/swaps/swap_1/cancel', response: order },
  { name: 'fulfill', call: () => orderSwaps.fulfill('order_1', 'swap_1', { no_notification: true }), method: 'POST', path: '/admin/orders/order_1/swaps/swap_1/fulfillments', body: { no_notification: true }, response: order },
  { name: 'shipment', call: () => orderSwaps.createShipment('order_1', 'swap_1', shipment), method: 'POST', path: '/admin/orders/order_1/swaps/swap_1/shipments', body: shipment, response: order },
  { name: 'process payment', call: () => orderSwaps.processPayment('order_1', 'swap_1'), method: 'POST', path: '/admin/orders/order_1/swaps/swap_1/process-payment', response: order },
  { name: 'cancel fulfillment', call: () => orderSwaps.cancelFulfillment('order_1', 'swap_1', 'ful_1'), method: 'POST', path: '/admin/orders/order_1/swaps/swap_1/fulfillments/ful_1/cancel', response: order },
])

describeCalls('admin order claims', [
  { name: 'create', call: () => orderClaims.create('order_1', claim), method: 'POST', path: '/admin/orders/order_1/claims', body: claim, response: order },
  { name: 'update', call: () => orderClaims.update('order_1', 'claim_1', { shipping_methods: [{ option_id: 'so_1', price: 0 }] }), method: 'POST', path: '/admin/orders/order_1/claims/claim_1', body: { shipping_methods: [{ option_id: 'so_1', price: 0 }] }, response: order },
  { name: 'cancel', call: () => orderClaims.cancel('order_1', 'claim_1'), method: 'POST', path: '/admin/orders/order_1/claims/claim_1/cancel', response: order },
  { name: 'fulfill', call: () => orderClaims.fulfill('order_1', 'claim_1'), method: 'POST', path: '/admin/orders/order_1/claims/claim_1/fulfillments', response: order },
  { name: 'shipment', call: () => orderClaims.createShipment('order_1', 'claim_1', shipment), method: 'POST', path: '/admin/orders/order_1/claims/claim_1/shipments', body: shipment, response: order },
  { name: 'cancel fulfillment', call: () => orderClaims.cancelFulfillment('order_1', 'claim_1', 'ful_1'), method: 'POST', path: '/admin/orders/order_1/claims/claim_1/fulfillments/ful_1/cancel', response: order },
])
