import { variants } from '@/api/admin/variants'
import { describeCalls } from '../harness'

describeCalls('admin variants', [
  {
    name: 'list with query',
    call: () => variants.list({ q: 'hat', id: ['var_1', 'var_2'], region_id: 'reg_1', inventory_quantity: { gt: 0 }, limit: 20 }),
    method: 'GET',
    path: '/admin/variants',
    query: { q: 'hat', id: ['var_1', 'var_2'], region_id: 'reg_1', inventory_quantity: { gt: '0' }, limit: '20' },
    response: { variants: [], count: 0 },
  },
])
