import type { AppRefusalContext } from '../../mocks/apps/refusals'
import type { RefusalSide } from '../../support/refusals'
import { apps } from '../api'

/** The apps table against Medusa: no application is installed on the contract backend. */
export const medusa: Omit<RefusalSide<AppRefusalContext>, 'name'> = {
  context: async () => ({ api: apps }),
}
