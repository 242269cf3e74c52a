import { auth } from '@/api/admin/auth'
import { describeCalls } from '../harness'

const user = { user: { id: 'usr_1', email: 'admin@example.com' } }
const credentials = { email: 'admin@example.com', password: 'secret' }

describeCalls('admin auth', [
  { name: 'session', call: () => auth.session(), method: 'GET', path: '/admin/auth', response: user },
  { name: 'login', call: () => auth.login(credentials), method: 'POST', path: '/admin/auth', body: credentials, response: user },
  { name: 'logout', call: () => auth.logout(), method: 'DELETE', path: '/admin/auth', response: 'OK' },
  { name: 'token', call: () => auth.token(credentials), method: 'POST', path: '/admin/auth/token', body: credentials, response: { access_token: 'jwt' } },
])
