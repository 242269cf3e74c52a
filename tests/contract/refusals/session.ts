import type { SessionRefusalContext } from '../../mocks/session/refusals'
import type { RefusalSide } from '../../support/refusals'
import { configureClient } from '@/api/client'
import { auth, invites, store, users } from '../api'
import { ADMIN, signInAdmin, unique } from '../helpers'

/** The session table against Medusa: the demo admin; invites and accounts made through the API. */
export const medusa: Omit<RefusalSide<SessionRefusalContext>, 'name'> = {
  async context() {
    return {
      api: { auth, invites, users, store },
      adminEmail: ADMIN.email,
      async invite() {
        const email = `${unique('invitee')}@contract.test`
        await invites.create({ user: email, role: 'member' })
        const found = (await invites.list()).invites.find((i) => i.user_email === email)
        if (!found) throw new Error(`invite for ${email} not listed`)
        return { token: found.token, email }
      },
      async account(email) {
        await users.create({ email, password: 'account-password' })
      },
      // Node's fetch keeps no cookie: without the bearer token a request is anonymous.
      signOut: () => configureClient({ apiKey: undefined }),
    }
  },
  // A sign-in row may leave a cookie session; the bearer token stays the admin's.
  cleanUp: async () => {
    await signInAdmin()
  },
}
