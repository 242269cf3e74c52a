import type { SettingsRefusalContext } from '../../mocks/settings/refusals'
import type { RefusalSide } from '../../support/refusals'
import { configureClient } from '@/api/client'
import { analyticsConfigs, auth, users } from '../api'
import { signInAdmin, unique } from '../helpers'

/** The settings table against Medusa: a new user per row, signed in (the admin again after). */
export const medusa: Omit<RefusalSide<SettingsRefusalContext>, 'name'> = {
  async context() {
    const email = `${unique('analyst')}@contract.test`
    const { user } = await users.create({ email, password: 'analyst-password', role: 'member' })
    configureClient({ apiKey: (await auth.token({ email, password: 'analyst-password' })).access_token })
    return {
      api: { analyticsConfigs },
      userId: user.id,
      flagOff: () => {
        throw new Error('the contract backend cannot turn the analytics flag off')
      },
    }
  },
  cleanUp: async () => {
    await signInAdmin()
  },
}
