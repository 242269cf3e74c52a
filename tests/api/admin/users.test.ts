import { users } from '@/api/admin/users'
import { describeCalls } from '../harness'

const user = { user: { id: 'usr_1', email: 'a@b.c' } }

describeCalls('admin users', [
  { name: 'list', call: () => users.list({ q: 'ann', limit: 50 }), method: 'GET', path: '/admin/users', query: { q: 'ann', limit: '50' }, response: { users: [], count: 0, offset: 0, limit: 50 } },
  { name: 'create', call: () => users.create({ email: 'a@b.c', password: 'secret', role: 'member' }), method: 'POST', path: '/admin/users', body: { email: 'a@b.c', password: 'secret', role: 'member' }, response: user },
  { name: 'retrieve', call: () => users.retrieve('usr_1'), method: 'GET', path: '/admin/users/usr_1', response: user },
  { name: 'update', call: () => users.update('usr_1', { first_name: 'Ann' }), method: 'POST', path: '/admin/users/usr_1', body: { first_name: 'Ann' }, response: user },
  { name: 'delete', call: () => users.delete('usr_1'), method: 'DELETE', path: '/admin/users/usr_1', response: { id: 'usr_1', object: 'user', deleted: true } },
  { name: 'password token', call: () => users.sendResetPasswordToken({ email: 'a@b.c' }), method: 'POST', path: '/admin/users/password-token', body: { email: 'a@b.c' }, response: '' },
  { name: 'reset password', call: () => users.resetPassword({ token: 'tok', password: 'new' }), method: 'POST', path: '/admin/users/reset-password', body: { token: 'tok', password: 'new' }, response: user },
])
