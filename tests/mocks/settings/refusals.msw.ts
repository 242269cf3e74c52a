import { analyticsConfigs } from '@/api/admin/analytics-configs'
import type { MswRefusalSide } from '../refusals.test'
import { mockAnalytics } from './analytics'
import type { SettingsRefusalContext } from './refusals'

/** The settings mock's side of its table: the analytics mock without a config, as the session's user. */
export const msw: MswRefusalSide<SettingsRefusalContext> = {
  context(db) {
    mockAnalytics({ db })
    return {
      api: { analyticsConfigs },
      userId: db.session?.id ?? 'usr_1',
      flagOff: () => {
        db.featureFlags = db.featureFlags.map((flag) => (flag.key === 'analytics' ? { ...flag, value: false } : flag))
      },
    }
  },
}
