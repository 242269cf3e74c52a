import { act, waitFor } from '@testing-library/react'
import { queryClientAtom } from 'jotai-tanstack-query'
import type { ErrorEvent, EventHint } from '@sentry/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { AppErrorBoundary } from '@/app/ErrorBoundary'
import { setErrorReporting } from '@/app/telemetry/sentry'
import { reportRenderError, TelemetryHost } from '@/app/telemetry/TelemetryHost'
import { updateAnalyticsConfigMutation } from '@/atoms/settings/analytics'
import { runMutation, type AppStore } from '@/atoms/core/query'
import { arg, defineCommand, erase, openPanel } from '@/commands/core/define'
import { createRegistry, createRunner, type Runner } from '@/commands/index'
import { CommandHost } from '@/palette/CommandHost'
import { PaletteKey } from '@/palette/PaletteKey'
import { mockAnalytics, setAnalyticsFlag } from '../../mocks/settings/analytics'
import { withMockDb } from '../../mocks/handlers'
import { primedStore, renderWith, resetTelemetryAfterEach, preloadConsoleChunks } from './helpers'

/** Fakes of the two SDKs: what was imported, loaded, sent. */
const sdk = vi.hoisted(() => {
  const analytics = {
    page: vi.fn(async (..._args: unknown[]) => undefined),
    track: vi.fn(async (..._args: unknown[]) => undefined),
    identify: vi.fn(async (..._args: unknown[]) => undefined),
    reset: vi.fn(async () => undefined),
    addSourceMiddleware: vi.fn(async (_fn: unknown) => undefined),
  }
  return {
    imported: { segment: 0, sentry: 0 },
    analytics,
    load: vi.fn((_settings: unknown, _options: unknown) => analytics),
    init: vi.fn((_options: unknown) => undefined),
    captureException: vi.fn((_error: unknown, _hint?: unknown) => 'event-id'),
  }
})

vi.mock('@segment/analytics-next', () => {
  sdk.imported.segment += 1
  return { AnalyticsBrowser: { load: sdk.load } }
})
vi.mock('@sentry/react', () => {
  sdk.imported.sentry += 1
  return { init: sdk.init, captureException: sdk.captureException }
})

const mock = withMockDb()
resetTelemetryAfterEach()

const DSN = 'https://public@o0.ingest.sentry.io/1'
const SECRET = 'SECRET-ARG-4242'

/** The build's embedded key (VITE_SEGMENT_WRITE_KEY); one test builds without it. */
const WRITE_KEY = 'test-segment-write-key'

beforeEach(() => {
  vi.clearAllMocks()
  vi.stubEnv('VITE_SEGMENT_WRITE_KEY', WRITE_KEY)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

// Commands for the runner: one with a text argument that succeeds and opens a panel with that value in
// its query, one that fails, one that fails with a 404.
const testRegistry = createRegistry(
  [
    defineCommand({
      id: 'test.note',
      title: 'Add a note',
      group: 'Test',
      args: { note: arg.text({ label: 'Note' }) },
      run: async ({ note }) => openPanel(`/a/products/prod_1?q=${encodeURIComponent(note)}`),
    }),
    defineCommand({
      id: 'test.fail',
      title: 'Fail',
      group: 'Test',
      args: { note: arg.text({ label: 'Note' }) },
      run: async ({ note }) => {
        throw new MedusaApiError({ kind: 'api', status: 500, message: `Broke on ${note}` })
      },
    }),
    defineCommand({
      id: 'test.missing',
      title: 'Missing',
      group: 'Test',
      run: async () => {
        throw new MedusaApiError({ kind: 'invalid_request', status: 404, type: 'not_found', message: 'Product with id: x was not found' })
      },
    }),
  ].map(erase),
)

/** The rendered store's runner of the commands above: the palette host attaches to it. */
let runner: Runner | undefined
/** Runs a command as a panel button does. */
const request = (id: string, args?: Record<string, unknown>) => runner?.run(id, args)

function Thrower({ error }: { error: unknown }): never {
  throw error
}

/** TelemetryHost beside the error boundary, as App mounts it, with the palette host inside. */
async function renderTelemetry(path = '/a/orders', store?: AppStore, child?: React.ReactNode) {
  const primed = store ?? (await primedStore())
  runner = createRunner(primed, testRegistry)
  const utils = renderWith(
    primed,
    <>
      <TelemetryHost />
      <AppErrorBoundary onError={reportRenderError}>
        <PaletteKey />
        <CommandHost runner={runner} />
        {child}
      </AppErrorBoundary>
    </>,
    path,
  )
  return { ...utils, store: primed }
}

/** Lets dynamic imports (an SDK's module) and what follows them settle: awaited, not slept for. */
const settle = () => act(() => vi.dynamicImportSettled())

const everythingSent = () => JSON.stringify([sdk.analytics.page.mock.calls, sdk.analytics.track.mock.calls, sdk.analytics.identify.mock.calls, sdk.captureException.mock.calls])

// The lazy chunks are evaluated once here, not inside a test's wait.
beforeAll(preloadConsoleChunks, 60_000)

describe('Segment', () => {
  it('loads lazily with the embedded write key when the flag is on, a config exists and opt_out is false', async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    await renderTelemetry('/a/orders/order_01HXYZ?q=ada%40example.com')
    await waitFor(() => expect(sdk.load).toHaveBeenCalledTimes(1))
    expect(sdk.imported.segment).toBe(1)
    expect(sdk.load).toHaveBeenCalledWith({ writeKey: WRITE_KEY }, { useQueryString: false, initialPageview: false })
    // The page view is the route: ids become :id, no query string.
    await waitFor(() => expect(sdk.analytics.page).toHaveBeenCalledTimes(1))
    expect(sdk.analytics.page).toHaveBeenCalledWith(undefined, '/a/orders/:id', {
      path: '/a/orders/:id',
      url: `${window.location.origin}/a/orders/:id`,
      search: '',
      referrer: '',
    })
    // anonymize off: the user is identified by id and email.
    await waitFor(() => expect(sdk.analytics.identify).toHaveBeenCalledWith('usr_1', { email: 'admin@medusa-test.com' }))
    expect(sdk.analytics.reset).not.toHaveBeenCalled()
  })

  it.each([
    ['there is no config yet (404)', { config: null, flag: true, writeKey: WRITE_KEY }],
    ['the config opts out', { config: { opt_out: true, anonymize: false }, flag: true, writeKey: WRITE_KEY }],
    ["the store's analytics flag is off", { config: { opt_out: false, anonymize: false }, flag: false, writeKey: WRITE_KEY }],
    // No request to Segment the content policy would block and no workspace would accept.
    ['the build has no write key, though the operator opted in', { config: { opt_out: false, anonymize: false }, flag: true, writeKey: '' }],
  ])('does not load when %s', async (_name, { config, flag, writeKey }) => {
    vi.stubEnv('VITE_SEGMENT_WRITE_KEY', writeKey)
    setAnalyticsFlag(mock, flag)
    mockAnalytics(mock, { config })
    await renderTelemetry()
    await settle()
    request('test.note', { note: SECRET })
    await settle()
    expect(sdk.load).not.toHaveBeenCalled()
    expect(sdk.analytics.track).not.toHaveBeenCalled()
  })

  it('does not load while logged out', async () => {
    mock.db.session = null
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    await renderTelemetry()
    await settle()
    expect(sdk.load).not.toHaveBeenCalled()
  })

  it('with anonymize on identifies nobody: no user id, no email, and an earlier identity is cleared', async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: true } })
    await renderTelemetry('/a/products')
    await waitFor(() => expect(sdk.analytics.page).toHaveBeenCalled())
    await settle()
    expect(sdk.analytics.identify).not.toHaveBeenCalled()
    expect(sdk.analytics.reset).toHaveBeenCalledTimes(1)
    request('test.note', { note: SECRET })
    await waitFor(() => expect(sdk.analytics.track).toHaveBeenCalled())
    expect(everythingSent()).not.toContain('usr_1')
    expect(everythingSent()).not.toContain('admin@medusa-test.com')
  })

  it('tracks command runs and failures by command id only, never argument values', async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    await renderTelemetry('/a/orders')
    await waitFor(() => expect(sdk.analytics.page).toHaveBeenCalledTimes(1))

    request('test.note', { note: SECRET })
    await waitFor(() => expect(sdk.analytics.track).toHaveBeenCalledWith('command_run', { command: 'test.note' }))
    // The panel it opened is a page view of its route, without the query that held the argument.
    await waitFor(() => expect(sdk.analytics.page).toHaveBeenCalledTimes(2))
    expect(sdk.analytics.page.mock.calls[1]?.[1]).toBe('/a/products/:id')

    request('test.fail', { note: SECRET })
    await waitFor(() => expect(sdk.analytics.track).toHaveBeenCalledWith('command_failed', { command: 'test.fail' }))
    expect(sdk.analytics.track.mock.calls).toEqual([
      ['command_run', { command: 'test.note' }],
      ['command_failed', { command: 'test.fail' }],
    ])
    expect(everythingSent()).not.toContain(SECRET)
    expect(everythingSent()).not.toContain('4242')
  })

  it('stops sending as soon as the operator opts out', async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    const { store } = await renderTelemetry()
    await waitFor(() => expect(sdk.analytics.page).toHaveBeenCalled())
    const middleware = sdk.analytics.addSourceMiddleware.mock.calls[0]?.[0] as (params: { payload: unknown; next: (p: unknown) => void }) => void
    await act(async () => {
      await runMutation(store.get(queryClientAtom), updateAnalyticsConfigMutation, { opt_out: true, anonymize: false })
    })
    await settle()
    request('test.note', { note: SECRET })
    await settle()
    expect(sdk.analytics.track).not.toHaveBeenCalled()
    // Anything already queued inside the SDK is dropped by the source middleware.
    const next = vi.fn()
    middleware({ payload: { obj: { type: 'track', event: 'x' } }, next })
    expect(next).toHaveBeenCalledWith(null)
  })

  it("scrubs what the SDK adds about the page: no query string, campaign or referrer details", async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    await renderTelemetry()
    await waitFor(() => expect(sdk.analytics.addSourceMiddleware).toHaveBeenCalled())
    const middleware = sdk.analytics.addSourceMiddleware.mock.calls[0]?.[0] as (params: { payload: { obj: unknown }; next: (p: { obj: unknown } | null) => void }) => void
    const next = vi.fn()
    const payload = {
      obj: {
        type: 'page',
        properties: { path: '/a/customers/cus_01H', url: 'http://localhost:3000/a/customers/cus_01H?q=ada%40example.com', search: '?q=ada%40example.com', referrer: 'http://localhost:3000/a/orders?token=eyJx' },
        context: {
          page: { path: '/a/customers/cus_01H', url: 'http://localhost:3000/a/customers/cus_01H?q=ada%40example.com', search: '?q=ada%40example.com', referrer: 'http://localhost:3000/a/orders?token=eyJx', title: 'Medusa console' },
          campaign: { name: 'ada@example.com' },
          referrer: { id: 'x' },
        },
      },
    }
    middleware({ payload, next })
    const sent = next.mock.calls[0]?.[0] as { obj: { context: Record<string, unknown>; properties: Record<string, unknown> } }
    expect(sent.obj.context.page).toEqual({ path: '/a/customers/:id', url: 'http://localhost:3000/a/customers/:id', search: '', referrer: 'http://localhost:3000/a/orders', title: 'Medusa console' })
    expect(sent.obj.properties).toEqual({ path: '/a/customers/:id', url: 'http://localhost:3000/a/customers/:id', search: '', referrer: 'http://localhost:3000/a/orders' })
    expect(sent.obj.context.campaign).toBeUndefined()
    expect(sent.obj.context.referrer).toBeUndefined()
    expect(JSON.stringify(sent)).not.toMatch(/ada|eyJ|q=/)
  })
})

describe('Sentry', () => {
  const reporting = async (config: { opt_out: boolean; anonymize: boolean } | null, dsn: string | null = DSN) => {
    if (dsn) vi.stubEnv('VITE_SENTRY_DSN', dsn)
    mockAnalytics(mock, { config })
    return renderTelemetry()
  }

  it('is disabled when no DSN is configured, even when reporting is allowed', async () => {
    await reporting({ opt_out: false, anonymize: false }, null)
    await waitFor(() => expect(sdk.load).toHaveBeenCalled())
    request('test.fail', { note: 'x' })
    await settle()
    expect(sdk.init).not.toHaveBeenCalled()
    expect(sdk.captureException).not.toHaveBeenCalled()
  })

  it('loads lazily with the DSN when allowed and reports a failed command with its id', async () => {
    await reporting({ opt_out: false, anonymize: true })
    await waitFor(() => expect(sdk.init).toHaveBeenCalledTimes(1))
    expect(sdk.imported.sentry).toBe(1)
    expect(sdk.init.mock.calls[0]?.[0]).toMatchObject({
      dsn: DSN,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false, stackFrameVariables: false },
    })
    request('test.fail', { note: 'x' })
    await waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(1))
    const [error, hint] = sdk.captureException.mock.calls[0] ?? []
    expect(error).toBeInstanceOf(MedusaApiError)
    expect(hint).toEqual({ tags: { command: 'test.fail' } })
  })

  it('does not report a command that failed with a 404', async () => {
    await reporting({ opt_out: false, anonymize: false })
    await waitFor(() => expect(sdk.init).toHaveBeenCalled())
    request('test.missing')
    await waitFor(() => expect(sdk.analytics.track).toHaveBeenCalledWith('command_failed', { command: 'test.missing' }))
    await settle()
    expect(sdk.captureException).not.toHaveBeenCalled()
  })

  it('reports a render error caught by the error boundary, with its component stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubEnv('VITE_SENTRY_DSN', DSN)
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    const boom = new Error('Cannot read properties of undefined')
    await renderTelemetry('/a/orders', undefined, <Thrower error={boom} />)
    await waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(1))
    const [error, hint] = sdk.captureException.mock.calls[0] ?? []
    expect(error).toBe(boom)
    expect((hint as { contexts: { react: { componentStack: string } } }).contexts.react.componentStack).toContain('Thrower')
  })

  it('does not report a 404 render error (a missing page or entity)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubEnv('VITE_SENTRY_DSN', DSN)
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    const missing = new MedusaApiError({ kind: 'invalid_request', status: 404, message: 'Order with id: x was not found' })
    await renderTelemetry('/a/orders', undefined, <Thrower error={missing} />)
    await waitFor(() => expect(sdk.init).toHaveBeenCalled())
    await settle()
    expect(sdk.captureException).not.toHaveBeenCalled()
  })

  it.each([
    ['the config opts out', { opt_out: true, anonymize: false }],
    ['there is no config', null],
  ])('does not load or report when %s', async (_name, config) => {
    vi.stubEnv('VITE_SENTRY_DSN', DSN)
    mockAnalytics(mock, { config })
    await renderTelemetry()
    await settle()
    request('test.fail', { note: 'x' })
    reportRenderError(new Error('boom'), { componentStack: '\n    at Thrower' })
    await settle()
    expect(sdk.init).not.toHaveBeenCalled()
    expect(sdk.captureException).not.toHaveBeenCalled()
  })

  describe('beforeSend', () => {
    async function beforeSend() {
      await reporting({ opt_out: false, anonymize: false })
      await waitFor(() => expect(sdk.init).toHaveBeenCalled())
      return (sdk.init.mock.calls[0]?.[0] as { beforeSend: (event: ErrorEvent, hint: EventHint) => ErrorEvent | null }).beforeSend
    }

    const personalEvent = (): ErrorEvent => ({
      type: undefined,
      message: 'Could not update ada@example.com',
      user: { id: 'usr_1', email: 'ada@example.com', ip_address: '10.0.0.1' },
      request: {
        url: 'http://localhost:3000/a/customers?q=ada%40example.com',
        method: 'POST',
        cookies: { 'connect.sid': 's%3Asecret' },
        data: '{"password":"supersecret","address_1":"1 Main Street"}',
        query_string: 'q=ada%40example.com',
        headers: { Cookie: 'connect.sid=s%3Asecret', Authorization: 'Bearer sk_live_0123456789abcdef', 'User-Agent': 'jsdom' },
      },
      exception: {
        values: [
          {
            type: 'MedusaApiError',
            value: 'Customer ada@example.com: token eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoidXNyXzEifQ.c2lnbmF0dXJl refused, Bearer abc.def.ghi',
            stacktrace: { frames: [{ filename: 'http://localhost:3000/assets/index.js?v=1', function: 'run', vars: { password: 'x' } }] },
          },
        ],
      },
      breadcrumbs: [
        { category: 'console', message: 'logged ada@example.com' },
        { category: 'fetch', data: { url: 'http://localhost:9000/admin/customers?q=ada%40example.com', method: 'GET', status_code: 200, request_body: '{"email":"ada@example.com"}' } },
        { category: 'navigation', data: { from: '/a/customers?q=ada', to: '/a/orders/order_1' } },
      ],
      extra: { email: 'ada@example.com', shipping_address: { address_1: '1 Main Street', city: 'Paris' }, body: { first_name: 'Ada' }, note: 'call ada@example.com' },
      contexts: { react: { componentStack: '\n    at OrderDetail\n    at Routes' } },
      tags: { command: 'orders.cancel' },
    })

    it('removes emails, tokens, addresses, request bodies, cookies and query strings, keeping what helps debugging', async () => {
      const send = await beforeSend()
      const scrubbed = send(personalEvent(), { originalException: new Error('x') })
      if (!scrubbed) throw new Error('a 500-ish error must be sent')
      const text = JSON.stringify(scrubbed)
      for (const personal of ['ada@example.com', 'ada%40example.com', 'eyJ', 'supersecret', 'connect.sid', '1 Main Street', 'Paris', 'sk_live', 'abc.def', '10.0.0.1', 'q=']) {
        expect(text).not.toContain(personal)
      }
      expect(scrubbed.user).toBeUndefined()
      expect(scrubbed.request).toEqual({ url: 'http://localhost:3000/a/customers', method: 'POST', headers: { 'User-Agent': 'jsdom' } })
      expect(scrubbed.message).toBe('Could not update [email]')
      expect(scrubbed.exception?.values?.[0]?.value).toBe('Customer [email]: token [token] refused, Bearer [token]')
      expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames).toEqual([{ filename: 'http://localhost:3000/assets/index.js', function: 'run' }])
      expect(scrubbed.breadcrumbs?.map((b) => b.category)).toEqual(['fetch', 'navigation'])
      expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({ url: 'http://localhost:9000/admin/customers', method: 'GET', status_code: 200, request_body: '[Filtered]' })
      expect(scrubbed.extra).toEqual({ email: '[Filtered]', shipping_address: '[Filtered]', body: '[Filtered]', note: 'call [email]' })
      expect(scrubbed.contexts).toEqual({ react: { componentStack: '\n    at OrderDetail\n    at Routes' } })
      expect(scrubbed.tags).toEqual({ command: 'orders.cancel' })
    })

    it('drops 404s', async () => {
      const send = await beforeSend()
      const notFound = new MedusaApiError({ kind: 'invalid_request', status: 404, type: 'not_found', message: 'Product with id: x was not found' })
      expect(send(personalEvent(), { originalException: notFound })).toBeNull()
      const serverError = new MedusaApiError({ kind: 'api', status: 500, message: 'An unknown error occurred.' })
      expect(send(personalEvent(), { originalException: serverError })).not.toBeNull()
    })

    it('drops everything once the operator opted out', async () => {
      const send = await beforeSend()
      // Opting out turns reporting off; the SDK stays loaded but sends nothing more.
      setErrorReporting(false)
      expect(send(personalEvent(), { originalException: new Error('x') })).toBeNull()
    })
  })
})
