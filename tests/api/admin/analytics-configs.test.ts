import { analyticsConfigs } from '@/api/admin/analytics-configs'
import { describeCalls } from '../harness'

const config = { analytics_config: { id: 'acfg_1', user_id: 'usr_1', opt_out: false, anonymize: true } }

describeCalls('admin analytics configs', [
  { name: 'retrieve', call: () => analyticsConfigs.retrieve(), method: 'GET', path: '/admin/analytics-configs', response: config },
  { name: 'create', call: () => analyticsConfigs.create({ opt_out: false, anonymize: true }), method: 'POST', path: '/admin/analytics-configs', body: { opt_out: false, anonymize: true }, response: config },
  { name: 'update', call: () => analyticsConfigs.update({ opt_out: true }), method: 'POST', path: '/admin/analytics-configs/update', body: { opt_out: true }, response: config },
])
