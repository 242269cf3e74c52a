import { notifications } from '@/api/admin/notifications'
import { describeCalls } from '../harness'

describeCalls('admin notifications', [
  {
    name: 'list with query',
    call: () => notifications.list({ resource_type: 'order', resource_id: 'order_1', include_resends: 'true', limit: 10 }),
    method: 'GET',
    path: '/admin/notifications',
    query: { resource_type: 'order', resource_id: 'order_1', include_resends: 'true', limit: '10' },
    response: { notifications: [], count: 0, offset: 0, limit: 10 },
  },
  { name: 'resend to', call: () => notifications.resend('noti_1', { to: 'ada@b.co' }), method: 'POST', path: '/admin/notifications/noti_1/resend', body: { to: 'ada@b.co' }, response: { notification: { id: 'noti_1' } } },
  { name: 'resend', call: () => notifications.resend('noti_1'), method: 'POST', path: '/admin/notifications/noti_1/resend', response: { notification: { id: 'noti_1' } } },
])
