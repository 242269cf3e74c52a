import { storeReturns } from '@/api/store/returns'
import { describeCalls } from '../harness'

describeCalls('store returns', [
  {
    name: 'create',
    call: () => storeReturns.create({ order_id: 'order_1', items: [{ item_id: 'item_1', quantity: 1, reason_id: 'rr_1' }], return_shipping: { option_id: 'so_r' } }),
    method: 'POST',
    path: '/store/returns',
    body: { order_id: 'order_1', items: [{ item_id: 'item_1', quantity: 1, reason_id: 'rr_1' }], return_shipping: { option_id: 'so_r' } },
    response: { return: { id: 'ret_1' } },
  },
])
