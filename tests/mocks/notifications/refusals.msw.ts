import { notifications } from '@/api/admin/notifications'
import type { MswRefusalSide } from '../refusals.test'
import type { NotificationRefusalContext } from './refusals'

/** The notifications route's side of its refusal table (the orders mock answers it). */
export const msw: MswRefusalSide<NotificationRefusalContext> = {
  context: () => ({ api: notifications }),
}
