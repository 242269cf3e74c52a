import { storeAuth } from '@/api/store/auth'
import { describeCalls } from '../harness'

const customer = { customer: { id: 'cus_1', email: 'ann@example.com' } }

describeCalls('store auth', [
  { name: 'get session', call: () => storeAuth.getSession(), method: 'GET', path: '/store/auth', response: customer },
  { name: 'authenticate', call: () => storeAuth.authenticate({ email: 'ann@example.com', password: 'pw' }), method: 'POST', path: '/store/auth', body: { email: 'ann@example.com', password: 'pw' }, response: customer },
  { name: 'delete session', call: () => storeAuth.deleteSession(), method: 'DELETE', path: '/store/auth', response: 'OK' },
  { name: 'exists (email encoded)', call: () => storeAuth.exists('ann+shop@example.com'), method: 'GET', path: '/store/auth/ann%2Bshop%40example.com', response: { exists: true } },
])
