import { storeReturnReasons } from '@/api/store/return-reasons'
import { describeCalls } from '../harness'

describeCalls('store return reasons', [
  { name: 'list', call: () => storeReturnReasons.list(), method: 'GET', path: '/store/return-reasons', response: { return_reasons: [] } },
  { name: 'retrieve', call: () => storeReturnReasons.retrieve('rr_1'), method: 'GET', path: '/store/return-reasons/rr_1', response: { return_reason: { id: 'rr_1' } } },
])
