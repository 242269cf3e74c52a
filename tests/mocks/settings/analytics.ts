import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach } from 'vitest'
import type { AdminAnalyticsConfig } from '@/api/admin/analytics-configs'
import type { MockDbAccess } from '../handlers'
import { admin, BASE, notFound, readJson, req, opt, validate, type Schema } from '../http'
import { server } from '../server'

/**
 * The analytics-config routes as Medusa 1.20 answers them (routes/admin/analytics-configs,
 * services/analytics-config.ts; MEDUSA_V1_NOTES.md): GET answers 404 not_found until the signed-in
 * user has a config; POST creates one ({opt_out} required, anonymize defaults to false; a second
 * one is created too, there is no unique index on user_id, yet GET and /update keep to the first);
 * POST /update changes the given fields, creating the config when there is none. All three sit behind the 'analytics' feature flag.
 */

export interface AnalyticsCall {
  method: string
  path: string
  body: unknown
}

export interface AnalyticsMock {
  /** The signed-in user's config, or null (GET answers 404). */
  config: AdminAnalyticsConfig | null
  calls: AnalyticsCall[]
  /** Answer the next calls of this method with this status (500 unknown_error by default) instead. */
  failures: { GET: number[]; POST: number[] }
}

const createSchema: Schema = { opt_out: req('boolean'), anonymize: opt('boolean') }
const updateSchema: Schema = { opt_out: opt('boolean'), anonymize: opt('boolean') }

export function makeConfig(userId: string, settings: Pick<AdminAnalyticsConfig, 'opt_out' | 'anonymize'>): AdminAnalyticsConfig {
  return {
    id: 'acfg_1',
    user_id: userId,
    opt_out: settings.opt_out,
    anonymize: settings.anonymize,
    created_at: '2024-06-01T00:00:00.000Z',
    updated_at: '2024-06-01T00:00:00.000Z',
    deleted_at: null,
  }
}

function failure(status: number): Response {
  if (status === 500) return HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status })
  if (status === 404) return HttpResponse.json({ type: 'not_found', message: 'Not found' }, { status })
  return HttpResponse.json({ type: 'invalid_data', message: `Failed with ${status}` }, { status })
}

/**
 * Installs the handlers over withMockDb's db (its session is the signed-in user) and returns their
 * state. `config` sets an existing config; by default there is none.
 */
export function mockAnalytics(
  access: MockDbAccess,
  options: { config?: Pick<AdminAnalyticsConfig, 'opt_out' | 'anonymize'> | null } = {},
): AnalyticsMock {
  const userId = () => access.db.session?.id ?? 'usr_1'
  const state: AnalyticsMock = {
    config: options.config ? makeConfig(userId(), options.config) : null,
    calls: [],
    failures: { GET: [], POST: [] },
  }
  const flagOn = () => access.db.featureFlags.some((flag) => flag.key === 'analytics' && flag.value === true)

  const route =
    (resolve: (body: Record<string, unknown>) => Response) =>
    async ({ request }: { request: Request }) => {
      const body = request.method === 'GET' ? undefined : await readJson(request)
      state.calls.push({ method: request.method, path: new URL(request.url).pathname, body })
      const status = state.failures[request.method as 'GET' | 'POST']?.shift()
      if (status !== undefined) return failure(status)
      // isFeatureFlagEnabled('analytics'): the routes do not exist without the flag.
      if (!flagOn()) return new HttpResponse('<!DOCTYPE html><pre>Cannot GET</pre>', { status: 404, headers: { 'Content-Type': 'text/html' } })
      return resolve(body ?? {})
    }

  const db = access.db
  server.use(
    http.get(
      `${BASE}/admin/analytics-configs`,
      admin(db, route(() => {
        if (!state.config) notFound(`No analytics config found for user with id: ${userId()}`)
        return HttpResponse.json({ analytics_config: state.config })
      })),
    ),
    http.post(
      `${BASE}/admin/analytics-configs`,
      admin(db, route((body) => {
        const valid = validate<{ opt_out: boolean; anonymize?: boolean }>(body, createSchema)
        const made = makeConfig(userId(), { opt_out: valid.opt_out, anonymize: valid.anonymize ?? false })
        // A second config is answered but never read back (contract: admin-accepted).
        if (state.config) return HttpResponse.json({ analytics_config: { ...made, id: `acfg_again_${state.calls.length}` } })
        state.config = made
        return HttpResponse.json({ analytics_config: state.config })
      })),
    ),
    http.post(
      `${BASE}/admin/analytics-configs/update`,
      admin(db, route((body) => {
        const valid = validate<{ opt_out?: boolean; anonymize?: boolean }>(body, updateSchema)
        state.config = state.config
          ? { ...state.config, ...valid, updated_at: '2024-06-02T00:00:00.000Z' }
          : makeConfig(userId(), { opt_out: valid.opt_out ?? false, anonymize: valid.anonymize ?? false })
        return HttpResponse.json({ analytics_config: state.config })
      })),
    ),
  )
  return state
}

/** Switches the store's 'analytics' feature flag in the db behind GET /admin/store. */
export function setAnalyticsFlag(access: MockDbAccess, value: boolean): void {
  access.db.featureFlags = access.db.featureFlags.map((flag) => (flag.key === 'analytics' ? { ...flag, value } : flag))
}

/** Any URL on Segment's or Sentry's hosts: segment.io, segment.com, sentry.io and their subdomains. */
export const TELEMETRY_URL = /^https?:\/\/([^/?#]+\.)?(segment\.io|segment\.com|sentry\.io)(:\d+)?([/?#]|$)/

export interface TelemetryRequests {
  /** Every request msw saw for those hosts, handled or not. */
  urls: string[]
  /** The bodies the recording handlers received (Sentry envelopes, Segment batches). */
  bodies: string[]
}

/**
 * For a test file: explicit msw handlers for Segment's and Sentry's hosts (cdn.segment.com,
 * api.segment.io, o1.ingest.sentry.io, ...) that record every request and answer it empty, so a
 * test can prove none left. Anything else unhandled still fails (onUnhandledRequest: 'error').
 * Call after withMockDb() so these handlers are installed on top of the db's, before each test.
 */
export function recordTelemetryRequests(): TelemetryRequests {
  const seen: TelemetryRequests = { urls: [], bodies: [] }
  const listener = ({ request }: { request: Request }) => {
    if (TELEMETRY_URL.test(request.url)) seen.urls.push(request.url)
  }
  beforeEach(() => {
    seen.urls.length = 0
    seen.bodies.length = 0
    server.use(
      http.all(TELEMETRY_URL, async ({ request }) => {
        seen.bodies.push(await request.text())
        return HttpResponse.json({}, { status: 200 })
      }),
    )
    server.events.on('request:start', listener)
  })
  afterEach(() => {
    server.events.removeListener('request:start', listener)
  })
  return seen
}
