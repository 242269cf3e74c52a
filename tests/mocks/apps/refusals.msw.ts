import { apps } from '@/api/admin/apps'
import type { MswRefusalSide } from '../refusals.test'
import type { AppRefusalContext } from './refusals'

/** The apps mock's side of its refusal table: no application installed. */
export const msw: MswRefusalSide<AppRefusalContext> = {
  context: () => ({ api: apps }),
}
