import { storeVariants } from '@/api/store/variants'
import { describeCalls } from '../harness'

describeCalls('store variants', [
  { name: 'list', call: () => storeVariants.list({ ids: 'var_1,var_2', region_id: 'reg_1' }), method: 'GET', path: '/store/variants', query: { ids: 'var_1,var_2', region_id: 'reg_1' }, response: { variants: [] } },
  { name: 'retrieve', call: () => storeVariants.retrieve('var_1', { currency_code: 'eur' }), method: 'GET', path: '/store/variants/var_1', query: { currency_code: 'eur' }, response: { variant: { id: 'var_1' } } },
])
