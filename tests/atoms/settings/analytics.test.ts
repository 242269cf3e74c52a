import { describe, expect, it, vi } from 'vitest'
import {
  analyticsConfigAtom,
  analyticsQueries,
  consentEmailAtom,
  consentRequiredAtom,
  createAnalyticsConfigMutation,
  normalizeSettings,
  segmentEnabledAtom,
  telemetryAllowedAtom,
  telemetryIdentityAtom,
  updateAnalyticsConfigMutation,
} from '@/atoms/settings/analytics'
import { createAppStore, runMutation, type AppStore } from '@/atoms/core/query'
import { checkSessionAtom, sessionStatusAtom } from '@/atoms/core/session'
import { backgroundDataReadyAtom, featureFlagsAtom } from '@/atoms/core/store'
import { queryClientAtom } from 'jotai-tanstack-query'
import { mockAnalytics, setAnalyticsFlag } from '../../mocks/settings/analytics'
import { withMockDb } from '../../mocks/handlers'

const mock = withMockDb()

const ADMIN_ID = 'usr_1'
const ADMIN_EMAIL = 'admin@medusa-test.com'

/** A store whose session check has run, with the derived atoms mounted (so their queries run). */
async function signedInStore(): Promise<AppStore> {
  const store = createAppStore()
  await store.set(checkSessionAtom)
  // The dashboard lets the background data load once its page is in (app/BackgroundData).
  store.set(backgroundDataReadyAtom, true)
  for (const derived of [consentRequiredAtom, telemetryAllowedAtom, segmentEnabledAtom, telemetryIdentityAtom]) store.sub(derived, () => undefined)
  return store
}

const configStatus = (store: AppStore) => store.get(analyticsConfigAtom).status
const gets = (calls: { method: string }[]) => calls.filter((c) => c.method === 'GET')

describe('the analytics-config query', () => {
  it('reads a 404 as "no config yet": data null, not an error, and the consent screen is due', async () => {
    const analytics = mockAnalytics(mock)
    const store = await signedInStore()
    await vi.waitFor(() => expect(configStatus(store)).toBe('success'))
    expect(store.get(analyticsConfigAtom).data).toBeNull()
    expect(store.get(consentRequiredAtom)).toBe(true)
    expect(store.get(telemetryAllowedAtom)).toBe(false)
    expect(store.get(segmentEnabledAtom)).toBe(false)
    expect(gets(analytics.calls)).toEqual([{ method: 'GET', path: '/admin/analytics-configs', body: undefined }])
  })

  it('does not retry: a 500 is one request, an error, and neither consent nor telemetry', async () => {
    const analytics = mockAnalytics(mock)
    analytics.failures.GET.push(500, 500)
    const store = await signedInStore()
    await vi.waitFor(() => expect(configStatus(store)).toBe('error'))
    expect(analyticsQueries.config(ADMIN_ID).retry).toBe(false)
    // A query is an error only once its retries are over: with the default retry there would be two
    // requests by now. Nothing later asks again (no refetch is scheduled for an error).
    expect(gets(analytics.calls)).toHaveLength(1)
    expect(store.get(queryClientAtom).getQueryState(analyticsQueries.config(ADMIN_ID).queryKey)?.fetchFailureCount).toBe(1)
    expect(store.get(consentRequiredAtom)).toBe(false)
    expect(store.get(telemetryAllowedAtom)).toBe(false)
  })

  it('asks nothing while the flag is off, and nothing is due or allowed', async () => {
    setAnalyticsFlag(mock, false)
    const analytics = mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    const store = await signedInStore()
    const client = store.get(queryClientAtom)
    // The flags are in (the analytics query would start on them) and nothing is on its way.
    await vi.waitFor(() => expect(store.get(featureFlagsAtom)).toMatchObject({ analytics: false }))
    await vi.waitFor(() => expect(client.isFetching()).toBe(0))
    expect(analytics.calls).toEqual([])
    expect(store.get(consentRequiredAtom)).toBe(false)
    expect(store.get(telemetryAllowedAtom)).toBe(false)
  })

  it('asks nothing while logged out', async () => {
    mock.db.session = null
    const analytics = mockAnalytics(mock)
    const store = await signedInStore()
    // The session check has answered (logged out): the analytics query is not even asked for.
    expect(store.get(sessionStatusAtom)).toBe('logged-out')
    expect(store.get(queryClientAtom).isFetching()).toBe(0)
    expect(analytics.calls).toEqual([])
    expect(store.get(consentRequiredAtom)).toBe(false)
  })
})

describe('the telemetry rules', () => {
  it('allow Segment and error reports with a config that does not opt out, and identify the user', async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    const store = await signedInStore()
    await vi.waitFor(() => expect(store.get(telemetryAllowedAtom)).toBe(true))
    expect(store.get(segmentEnabledAtom)).toBe(true)
    expect(store.get(consentRequiredAtom)).toBe(false)
    expect(store.get(telemetryIdentityAtom)).toEqual({ userId: ADMIN_ID, email: ADMIN_EMAIL })
    // The email given in the consent form wins over the session's.
    store.set(consentEmailAtom, 'ada@example.com')
    expect(store.get(telemetryIdentityAtom)).toEqual({ userId: ADMIN_ID, email: 'ada@example.com' })
  })

  it('identify nobody when anonymize is on', async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: true } })
    const store = await signedInStore()
    await vi.waitFor(() => expect(store.get(telemetryAllowedAtom)).toBe(true))
    expect(store.get(telemetryIdentityAtom)).toBeNull()
  })

  it('allow nothing when the config opts out', async () => {
    mockAnalytics(mock, { config: { opt_out: true, anonymize: false } })
    const store = await signedInStore()
    await vi.waitFor(() => expect(configStatus(store)).toBe('success'))
    expect(store.get(telemetryAllowedAtom)).toBe(false)
    expect(store.get(segmentEnabledAtom)).toBe(false)
    expect(store.get(telemetryIdentityAtom)).toBeNull()
    expect(store.get(consentRequiredAtom)).toBe(false)
  })

  it('force anonymize off when opting out', () => {
    expect(normalizeSettings({ opt_out: true, anonymize: true })).toEqual({ opt_out: true, anonymize: false })
    expect(normalizeSettings({ opt_out: false, anonymize: true })).toEqual({ opt_out: false, anonymize: true })
  })
})

describe('the analytics-config mutations', () => {
  it('create sends opt_out and anonymize, then refetches the config: the consent screen is no longer due', async () => {
    const analytics = mockAnalytics(mock)
    const store = await signedInStore()
    await vi.waitFor(() => expect(store.get(consentRequiredAtom)).toBe(true))
    const { analytics_config } = await runMutation(store.get(queryClientAtom), createAnalyticsConfigMutation, { opt_out: false, anonymize: true })
    expect(analytics_config).toMatchObject({ opt_out: false, anonymize: true, user_id: ADMIN_ID })
    expect(analytics.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/admin/analytics-configs', body: { opt_out: false, anonymize: true } },
    ])
    expect(gets(analytics.calls)).toHaveLength(2)
    // The refetched config reaches the atoms on the query client's next notification.
    await vi.waitFor(() => expect(store.get(consentRequiredAtom)).toBe(false))
    expect(store.get(telemetryAllowedAtom)).toBe(true)
    expect(store.get(telemetryIdentityAtom)).toBeNull()
  })

  it('update posts to /update and refetches: opting out stops telemetry', async () => {
    const analytics = mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    const store = await signedInStore()
    await vi.waitFor(() => expect(store.get(telemetryAllowedAtom)).toBe(true))
    await runMutation(store.get(queryClientAtom), updateAnalyticsConfigMutation, { opt_out: true, anonymize: false })
    expect(analytics.calls.at(-2)).toEqual({ method: 'POST', path: '/admin/analytics-configs/update', body: { opt_out: true, anonymize: false } })
    expect(analytics.calls.at(-1)?.method).toBe('GET')
    await vi.waitFor(() => expect(store.get(telemetryAllowedAtom)).toBe(false))
  })
})
