import { inject } from 'vitest'
import type { UploadRefusalContext } from '../../mocks/uploads/refusals'
import type { RefusalSide } from '../../support/refusals'
import { getClientConfig } from '@/api/client'
import { uploads } from '../api'

/** The uploads table against Medusa: requests with the admin's bearer token (signed in by the runner). */
export const medusa: Omit<RefusalSide<UploadRefusalContext>, 'name'> = {
  context: async () => ({
    api: { uploads },
    raw: (path, init) => fetch(`${inject('contractBaseUrl')}${path}`, { ...init, headers: { Authorization: `Bearer ${getClientConfig().apiKey ?? ''}`, ...init.headers } }),
  }),
}
