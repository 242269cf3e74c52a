import { queryOptions } from '@tanstack/react-query'
import { atom } from 'jotai'
import { atomWithQuery } from 'jotai-tanstack-query'
import { analyticsConfigs, type AdminAnalyticsConfig } from '@/api/admin/analytics-configs'
import { isMedusaApiError } from '@/api/client'
import { mutation } from '@/atoms/core/query'
import { sessionAtom } from '@/atoms/core/session'
import { featureFlagsAtom } from '@/atoms/core/store'

/** The store feature flag that gates the consent screen, Segment and Sentry (SPEC §6). */
export const ANALYTICS_FLAG = 'analytics'

export type AnalyticsSettings = Pick<AdminAnalyticsConfig, 'opt_out' | 'anonymize'>

/**
 * GET /admin/analytics-configs. The server answers 404 not_found until the user has created one:
 * that is "no config yet" (null), not a failure. Anything else is an error.
 */
export async function fetchAnalyticsConfig(): Promise<AdminAnalyticsConfig | null> {
  try {
    return (await analyticsConfigs.retrieve()).analytics_config
  } catch (error) {
    if (isMedusaApiError(error) && error.status === 404) return null
    throw error
  }
}

export const analyticsQueries = {
  all: ['analytics-config'] as const,
  /** The signed-in user's config; the user id is in the key because the server answers per user. */
  config: (userId: string) =>
    queryOptions({
      queryKey: [...analyticsQueries.all, userId] as const,
      queryFn: fetchAnalyticsConfig,
      // SPEC §9: the analytics-config query does not retry.
      retry: false,
    }),
}

/** Only fetched while someone is logged in and the store has the analytics flag on. */
export const analyticsConfigAtom = atomWithQuery((get) => {
  const session = get(sessionAtom)
  return {
    ...analyticsQueries.config(session.id),
    enabled: session.isLoggedIn && get(featureFlagsAtom)[ANALYTICS_FLAG] === true,
  }
})

/** POST /admin/analytics-configs: the consent screen's submit. */
export const createAnalyticsConfigMutation = mutation({
  mutationFn: (body: AnalyticsSettings) => analyticsConfigs.create(body),
  invalidates: [analyticsQueries.all],
})

/** POST /admin/analytics-configs/update (the server creates the config when there is none). */
export const updateAnalyticsConfigMutation = mutation({
  mutationFn: (body: Partial<AnalyticsSettings>) => analyticsConfigs.update(body),
  invalidates: [analyticsQueries.all],
})

/** SPEC §4: opting out forces anonymize off. */
export function normalizeSettings(settings: AnalyticsSettings): AnalyticsSettings {
  return { opt_out: settings.opt_out, anonymize: settings.opt_out ? false : settings.anonymize }
}

/** The flag is on and someone is logged in: the only case where a config is asked for. */
const analyticsApplies = atom((get) => get(sessionAtom).isLoggedIn && get(featureFlagsAtom)[ANALYTICS_FLAG] === true)

/**
 * The config once known: the config, null when the server said there is none, undefined while
 * loading, failed, or not applicable (flag off, logged out).
 */
export const analyticsConfigValueAtom = atom((get): AdminAnalyticsConfig | null | undefined => {
  if (!get(analyticsApplies)) return undefined
  const result = get(analyticsConfigAtom)
  return result.status === 'success' ? result.data : undefined
})

/**
 * SPEC §4: the consent screen is due: the 'analytics' flag is on, a user is logged in, loading has
 * finished, and the server has no config for the user (it answered 404).
 */
export const consentRequiredAtom = atom((get) => get(analyticsConfigValueAtom) === null)

/**
 * SPEC §6/§8: usage data and error reports may leave the browser only when the flag is on, a config
 * exists and it does not opt out. No config (not asked yet), a failed load or opt_out: nothing leaves.
 */
export const telemetryAllowedAtom = atom((get) => {
  const config = get(analyticsConfigValueAtom)
  return config !== null && config !== undefined && !config.opt_out
})

/** Segment loads under the same rule as error reporting. */
export const segmentEnabledAtom = atom((get) => get(telemetryAllowedAtom))

/** The email typed in the consent form this session (only used to identify, never sent to our server). */
export const consentEmailAtom = atom<string | null>(null)

export interface TelemetryIdentity {
  userId: string
  email: string
}

/**
 * Who Segment may identify: nobody when anonymize is on (no user id, no email) or telemetry is not
 * allowed; otherwise the user's id and the email given in the consent form, else the session's.
 */
export const telemetryIdentityAtom = atom((get): TelemetryIdentity | null => {
  const config = get(analyticsConfigValueAtom)
  if (!get(telemetryAllowedAtom) || !config || config.anonymize) return null
  const session = get(sessionAtom)
  return { userId: session.id, email: get(consentEmailAtom) || session.email }
})
