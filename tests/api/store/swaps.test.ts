import { storeSwaps } from '@/api/store/swaps'
import { describeCalls } from '../harness'

const swap = { swap: { id: 'swap_1' } }

describeCalls('store swaps', [
  {
    name: 'create',
    call: () => storeSwaps.create({ order_id: 'order_1', return_items: [{ item_id: 'item_1', quantity: 1 }], additional_items: [{ variant_id: 'var_2', quantity: 1 }] }),
    method: 'POST',
    path: '/store/swaps',
    body: { order_id: 'order_1', return_items: [{ item_id: 'item_1', quantity: 1 }], additional_items: [{ variant_id: 'var_2', quantity: 1 }] },
    response: swap,
  },
  { name: 'by cart', call: () => storeSwaps.retrieveByCartId('cart_1'), method: 'GET', path: '/store/swaps/cart_1', response: swap },
])
