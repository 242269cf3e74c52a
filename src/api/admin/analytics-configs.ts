import { client } from '../client'

/**
 * Hand-written on purpose: Medusa v1 marks the analytics-config routes "No OAS, internal use only",
 * so @medusajs/client-types (generated from that OpenAPI spec) has no type for them. This mirrors the
 * server's AnalyticsConfig entity as it answers it. It is the only hand-written entity type in src/api.
 */
export interface AdminAnalyticsConfig {
  id: string
  user_id: string
  opt_out: boolean
  anonymize: boolean
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export type AdminAnalyticsConfigRes = { analytics_config: AdminAnalyticsConfig }
type Settings = Pick<AdminAnalyticsConfig, 'opt_out' | 'anonymize'>

const base = '/admin/analytics-configs'

export const analyticsConfigs = {
  /** 404 not_found until the user has created one. */
  retrieve: () => client.get<AdminAnalyticsConfigRes>(base),
  /** `anonymize` defaults to false on the server. */
  create: (body: Pick<Settings, 'opt_out'> & Partial<Settings>) => client.post<AdminAnalyticsConfigRes>(base, body),
  update: (body: Partial<Settings>) => client.post<AdminAnalyticsConfigRes>(`${base}/update`, body),
}
