import { uploads } from '@/api/admin/uploads'
import { BASE } from '../http'
import type { MswRefusalSide } from '../refusals.test'
import type { UploadRefusalContext } from './refusals'

/** The uploads mock's side of its table: requests to the mock's base (its session is the admin's). */
export const msw: MswRefusalSide<UploadRefusalContext> = {
  context: () => ({ api: { uploads }, raw: (path, init) => fetch(`${BASE}${path}`, init) }),
}
