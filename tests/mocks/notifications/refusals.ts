import type { notifications as notificationsApi } from '@/api/admin/notifications'
import { defineRefusals, notFound } from '../../support/refusals'

// The refusal of /admin/notifications that the mocks imitate (its route lives in tests/mocks/orders/orders.ts,
// beside the order timeline that lists notifications): run against msw with refusals.msw.ts and against
// Medusa 1.20 with tests/contract/refusals/notifications.ts.

export interface NotificationRefusalContext {
  api: typeof notificationsApi
}

export const refusals = defineRefusals<NotificationRefusalContext>({
  mock: 'notifications',
  about: 'No notification provider is installed on the server, so no notification was ever sent; the mock has none of that id.',
  cases: [
    {
      route: 'POST /admin/notifications/{id}/resend',
      when: 'an unknown notification',
      call: ({ api }) => api.resend('noti_contract', { to: 'someone@contract.test' }),
      expected: notFound('Notification with id: noti_contract was not found.'),
    },
  ],
})
