import { apps } from '@/api/admin/apps'
import { describeCalls } from '../harness'

const grant = { application_name: 'slack', state: 'st', code: 'c0de' }

describeCalls('admin apps', [
  { name: 'list', call: () => apps.list(), method: 'GET', path: '/admin/apps', response: { apps: [] } },
  { name: 'authorize', call: () => apps.authorize(grant), method: 'POST', path: '/admin/apps/authorizations', body: grant, response: { apps: { id: 'oauth_1' } } },
])
