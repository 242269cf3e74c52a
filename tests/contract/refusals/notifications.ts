import type { NotificationRefusalContext } from '../../mocks/notifications/refusals'
import type { RefusalSide } from '../../support/refusals'
import { notifications } from '../api'

/** The notifications table against Medusa: nothing was ever sent on the contract backend. */
export const medusa: Omit<RefusalSide<NotificationRefusalContext>, 'name'> = {
  context: async () => ({ api: notifications }),
}
