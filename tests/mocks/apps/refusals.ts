import type { apps as appsApi } from '@/api/admin/apps'
import { defineRefusals, notFound } from '../../support/refusals'

// Every refusal the apps mock imitates (tests/support/refusals.ts): run against msw with refusals.msw.ts
// and against Medusa 1.20 with tests/contract/refusals/apps.ts.

export interface AppRefusalContext {
  api: typeof appsApi
}

export const refusals = defineRefusals<AppRefusalContext>({
  mock: 'apps',
  about: 'No OAuth application is installed on either side.',
  cases: [
    {
      route: 'POST /admin/apps/authorizations',
      when: 'an application that is not installed',
      call: ({ api }) => api.authorize({ application_name: 'contract-app', state: 'state', code: 'code' }),
      expected: notFound('Oauth application contract-app not found'),
    },
  ],
})
