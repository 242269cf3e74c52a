import type { analyticsConfigs } from '@/api/admin/analytics-configs'
import { defineRefusals, notFound } from '../../support/refusals'

// Every refusal the settings mock (analytics configs) imitates, one row each (tests/support/refusals.ts):
// run against msw with refusals.msw.ts and against Medusa 1.20 with tests/contract/refusals/settings.ts.

export interface SettingsRefusalContext {
  api: { analyticsConfigs: typeof analyticsConfigs }
  /** The signed-in user, who has no analytics config yet. */
  userId: string
  /** Turns the analytics feature flag off (the mock only: the contract backend runs with it on). */
  flagOff: () => void
}

/** The message with the user's id named {user}. */
const naming = (call: Promise<unknown>, userId: string) =>
  call.catch((error: { message?: string }) => {
    error.message = error.message?.replace(userId, '{user}')
    throw error
  })

export const refusals = defineRefusals<SettingsRefusalContext>({
  mock: 'settings',
  about: 'Each row acts as a user without an analytics config (a new one on the server).',
  cases: [
    {
      route: 'GET /admin/analytics-configs',
      when: 'a user without a config',
      call: (c) => naming(c.api.analyticsConfigs.retrieve(), c.userId),
      expected: notFound('No analytics config found for user with id: {user}'),
    },
    {
      route: 'GET /admin/analytics-configs',
      when: 'the analytics feature flag off (express has no such route)',
      call: (c) => {
        c.flagOff()
        return c.api.analyticsConfigs.retrieve()
      },
      expected: { status: 404, type: undefined, message: 'Something went wrong, Please try again.' },
      mockOnly: 'the contract backend runs with the analytics flag on; the suite starts no server without it',
    },
  ],
})
