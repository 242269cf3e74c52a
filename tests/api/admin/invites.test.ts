import { invites } from '@/api/admin/invites'
import { describeCalls } from '../harness'

const accept = { token: 'tok', user: { first_name: 'Ada', last_name: 'L', password: 'secret' } }

describeCalls('admin invites', [
  { name: 'list', call: () => invites.list(), method: 'GET', path: '/admin/invites', response: { invites: [] } },
  { name: 'create (text OK)', call: () => invites.create({ user: 'ada@b.co', role: 'member' }), method: 'POST', path: '/admin/invites', body: { user: 'ada@b.co', role: 'member' }, response: 'OK' },
  { name: 'accept', call: () => invites.accept(accept), method: 'POST', path: '/admin/invites/accept', body: accept, response: 'OK' },
  { name: 'delete', call: () => invites.delete('invite_1'), method: 'DELETE', path: '/admin/invites/invite_1', response: { id: 'invite_1', object: 'invite', deleted: true } },
  { name: 'resend (SPEC path)', call: () => invites.resend('invite_1'), method: 'POST', path: '/admin/invites/invite_1', response: 'OK' },
  { name: 'resend (/resend path)', call: () => invites.resendViaResendPath('invite_1'), method: 'POST', path: '/admin/invites/invite_1/resend', response: 'OK' },
])
