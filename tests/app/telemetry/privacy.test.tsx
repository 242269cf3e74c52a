import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { reportRenderError } from '@/app/telemetry/TelemetryHost'
import { emitTelemetry } from '@/atoms/core/telemetry'
import { mockAnalytics, recordTelemetryRequests, setAnalyticsFlag } from '../../mocks/settings/analytics'
import { withMockDb } from '../../mocks/handlers'
import { CONSENT_NAME, consentDialog, preloadConsoleChunks, renderConsole, resetTelemetryAfterEach } from './helpers'

/**
 * The proof that nothing leaves without consent: the real SDKs, wrapped only to count imports, and
 * msw answering every other request (onUnhandledRequest: 'error') plus explicit handlers that record
 * any request to Segment's or Sentry's hosts. With opt_out on, with no config, or with the flag off,
 * neither SDK module is ever imported and no request reaches their hosts, whatever the console does.
 * (privacy-control.test.tsx shows the same setup does see both when telemetry is allowed.)
 */
const imported = vi.hoisted(() => ({ segment: 0, sentry: 0 }))
vi.mock('@segment/analytics-next', async (importOriginal) => {
  imported.segment += 1
  return await importOriginal()
})
vi.mock('@sentry/react', async (importOriginal) => {
  imported.sentry += 1
  return await importOriginal()
})

const mock = withMockDb()
const telemetryRequests = recordTelemetryRequests()
resetTelemetryAfterEach()
// Built with a Segment key: without one nothing is loaded (see Telemetry.test.tsx).
beforeEach(() => {
  vi.stubEnv('VITE_SEGMENT_WRITE_KEY', 'test-segment-write-key')
})
afterEach(() => {
  vi.unstubAllEnvs()
})
// Every lazy chunk the tests reach is evaluated here, once, not inside their waits (this file has its own
// module graph). An SDK any of them imported would be counted, and fail the tests, all the same.
beforeAll(preloadConsoleChunks, 60_000)
afterAll(() => {
  // Not in any test of this file.
  expect(imported).toEqual({ segment: 0, sentry: 0 })
})

/** Everything that would send usage data or an error report, done through the console. */
async function doEverything() {
  const user = userEvent.setup({ delay: null })
  // Page views: move between areas with the hotkeys.
  await user.keyboard('gp')
  await screen.findByRole('grid', { name: 'Products' })
  await user.keyboard('gs')
  await screen.findByRole('heading', { name: 'Settings', level: 1 })
  // A command run, a failed command and a render error, as the palette and the error boundary tell them.
  act(() => {
    emitTelemetry({ type: 'command-run', command: 'products.list' })
    emitTelemetry({ type: 'command-failed', command: 'orders.cancel', error: new MedusaApiError({ kind: 'api', status: 500, message: 'An unknown error occurred.' }) })
    reportRenderError(new Error('Cannot read properties of undefined'), { componentStack: '\n    at OrderDetail' })
  })
  // Whatever those would load (an SDK's module) has been imported, or not, by now.
  await act(() => vi.dynamicImportSettled())
}

describe('without consent nothing leaves the browser', () => {
  it('with opt_out on: neither SDK is imported and no request goes to their hosts', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://public@o0.ingest.sentry.io/1')
    const analytics = mockAnalytics(mock, { config: { opt_out: true, anonymize: false } })
    renderConsole('/a/settings')
    expect(await screen.findByText('Not shared (opted out)')).toBeDefined()
    await doEverything()
    expect(imported).toEqual({ segment: 0, sentry: 0 })
    expect(telemetryRequests).toEqual({ urls: [], bodies: [] })
    expect(analytics.calls.length).toBeGreaterThan(0)
  })

  it('with no config (the consent screen unanswered): neither SDK is imported and no request goes to their hosts', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://public@o0.ingest.sentry.io/1')
    mockAnalytics(mock)
    renderConsole('/a/settings')
    await screen.findByRole('dialog', { name: CONSENT_NAME })
    act(() => {
      emitTelemetry({ type: 'command-run', command: 'products.list' })
      emitTelemetry({ type: 'command-failed', command: 'orders.cancel', error: new Error('boom') })
      reportRenderError(new Error('boom'), {})
    })
    await act(() => vi.dynamicImportSettled())
    expect(consentDialog()).not.toBeNull()
    expect(imported).toEqual({ segment: 0, sentry: 0 })
    expect(telemetryRequests).toEqual({ urls: [], bodies: [] })
  })

  it("with the store's analytics flag off: neither SDK is imported and no request goes to their hosts", async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://public@o0.ingest.sentry.io/1')
    setAnalyticsFlag(mock, false)
    mockAnalytics(mock, { config: { opt_out: false, anonymize: false } })
    renderConsole('/a/settings')
    await screen.findByText(/feature flag is off/)
    await doEverything()
    expect(imported).toEqual({ segment: 0, sentry: 0 })
    expect(telemetryRequests).toEqual({ urls: [], bodies: [] })
  })
})
