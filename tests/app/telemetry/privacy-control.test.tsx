import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { emitTelemetry } from '@/atoms/core/telemetry'
import { mockAnalytics, recordTelemetryRequests } from '../../mocks/settings/analytics'
import { withMockDb } from '../../mocks/handlers'
import { renderConsole, resetTelemetryAfterEach, preloadConsoleChunks } from './helpers'

/**
 * The control for privacy.test.tsx: the same setup (real SDKs, counted imports, recorded requests to
 * their hosts) with telemetry allowed does see both SDKs load and both hosts asked. So the zeros
 * there mean nothing was sent, not that nothing could have been seen.
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

// The lazy chunks are evaluated once here, not inside a test's wait.
beforeAll(preloadConsoleChunks, 60_000)

describe('with consent (a config that does not opt out) and a DSN', () => {
  it('loads both SDKs, and their requests are seen by the recording handlers', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://public@o0.ingest.sentry.io/1')
    mockAnalytics(mock, { config: { opt_out: false, anonymize: true } })
    renderConsole('/a/settings')
    await screen.findByText('Shared')
    await waitFor(() => expect(imported).toEqual({ segment: 1, sentry: 1 }))
    act(() => {
      emitTelemetry({
        type: 'command-failed',
        command: 'orders.cancel',
        error: new MedusaApiError({ kind: 'api', status: 500, message: 'Could not cancel the order of ada@example.com' }),
      })
    })
    await waitFor(
      () => {
        const hosts = telemetryRequests.urls.map((url) => new URL(url).hostname)
        expect(hosts.some((host) => host.endsWith('segment.com') || host.endsWith('segment.io'))).toBe(true)
        expect(hosts.some((host) => host.endsWith('sentry.io'))).toBe(true)
      },
    )
    // What the real Sentry SDK sent went through beforeSend: the report is there, the email is not.
    const envelope = await waitFor(() => {
      const found = telemetryRequests.bodies.find((body) => body.includes('Could not cancel the order of'))
      if (!found) throw new Error('no error envelope yet')
      return found
    })
    expect(envelope).toContain('Could not cancel the order of [email]')
    expect(envelope).toContain('"command":"orders.cancel"')
    expect(envelope).not.toContain('ada@example.com')
    expect(envelope).not.toContain('admin@medusa-test.com')
  })
})
