import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import { queryClientAtom } from 'jotai-tanstack-query'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Provider } from 'jotai'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConsentScreen, CONSENT_DEBOUNCE_MS, CONSENT_QUIET_MS, useDebouncedConsent, useOperatorBusy } from '@/app/telemetry/ConsentScreen'
import { paletteAtom } from '@/palette/state'
import { consentEmailAtom } from '@/atoms/settings/analytics'
import { createAppStore } from '@/atoms/core/query'
import { mockAnalytics, setAnalyticsFlag } from '../../mocks/settings/analytics'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { expectNoSeriousA11yViolations } from '../../ui/axe'
import { CONSENT_NAME, consentDialog, primedStore, renderConsole, renderWith, resetTelemetryAfterEach, skipAhead, useSkippableTimers, preloadConsoleChunks } from './helpers'

// A successful submit that does not opt out allows Segment: keep the real SDK (and its requests) out.
vi.mock('@segment/analytics-next', () => {
  const analytics = { page: vi.fn(async () => undefined), track: vi.fn(async () => undefined), identify: vi.fn(async () => undefined), reset: vi.fn(async () => undefined), addSourceMiddleware: vi.fn(async () => undefined) }
  return { AnalyticsBrowser: { load: vi.fn(() => analytics) } }
})

const mock = withMockDb()
resetTelemetryAfterEach()
// Tests that prove the screen stays hidden skip the debounce instead of sleeping through it; the ones that
// step through it install their own fake timers.
beforeEach(useSkippableTimers)
afterEach(() => {
  vi.useRealTimers()
})

const optOutSwitch = () => screen.getByRole('switch', { name: 'Opt out of sharing usage data' })
const anonymizeSwitch = () => screen.getByRole('switch', { name: 'Anonymize my usage data' })
const emailField = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'Submit' })
const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST')

/** The consent screen alone, over a store whose session, flags and config are already loaded. */
async function renderConsent() {
  const store = await primedStore()
  const utils = renderWith(store, <ConsentScreen />)
  return { ...utils, store }
}

/** The consent screen alone, shown: the debounce has passed. */
async function openConsent() {
  const utils = await renderConsent()
  await skipAhead(CONSENT_DEBOUNCE_MS)
  const dialog = await screen.findByRole('dialog', { name: CONSENT_NAME })
  return { ...utils, dialog }
}

// The lazy chunks are evaluated once here, not inside a test's wait.
beforeAll(preloadConsoleChunks, 60_000)

describe('when the consent screen shows', () => {
  it('shows in the dashboard when the flag is on, someone is logged in and the server has no config (404)', async () => {
    const analytics = mockAnalytics(mock)
    renderConsole('/a/settings')
    const dialog = await screen.findByRole('dialog', { name: CONSENT_NAME })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByRole('heading', { name: CONSENT_NAME })).toBeDefined()
    // Focus moves into the dialog, to its heading: a key still being typed changes no switch. The dialog
    // can be found between its commit and the effect that moves focus, which a loaded machine spreads apart.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: CONSENT_NAME })))
    expect(analytics.calls).toEqual([{ method: 'GET', path: '/admin/analytics-configs', body: undefined }])
    await expectNoSeriousA11yViolations()
  })

  it('does not show when a config exists', async () => {
    mockAnalytics(mock, { config: { opt_out: false, anonymize: true } })
    renderConsole('/a/settings')
    await screen.findByRole('heading', { name: 'Settings', level: 1 })
    await screen.findByText('Yes: no name, email or user id')
    await skipAhead(CONSENT_DEBOUNCE_MS + 300)
    expect(consentDialog()).toBeNull()
  })

  it("does not show when the store's analytics flag is off (and the config is not even asked for)", async () => {
    setAnalyticsFlag(mock, false)
    const analytics = mockAnalytics(mock)
    renderConsole('/a/settings')
    await screen.findByText(/analytics’ feature flag is off/)
    await skipAhead(CONSENT_DEBOUNCE_MS + 300)
    expect(consentDialog()).toBeNull()
    expect(analytics.calls).toEqual([])
  })

  it('does not show when nobody is logged in', async () => {
    mock.db.session = null
    const analytics = mockAnalytics(mock)
    // Outside the dashboard's session gate, so only the screen's own rule keeps it hidden.
    renderWith(createAppStore(), <ConsentScreen />)
    await skipAhead(CONSENT_DEBOUNCE_MS + 300)
    expect(consentDialog()).toBeNull()
    expect(analytics.calls).toEqual([])
  })

  it('does not show while the config is loading, nor when loading failed', async () => {
    const analytics = mockAnalytics(mock)
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(`${BASE}/admin/analytics-configs`, async () => {
        analytics.calls.push({ method: 'GET', path: '/admin/analytics-configs', body: undefined })
        await gate
        return HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })
      }),
    )
    renderConsole('/a/settings')
    await waitFor(() => expect(analytics.calls).toHaveLength(1))
    await skipAhead(CONSENT_DEBOUNCE_MS + 300)
    expect(consentDialog()).toBeNull()
    release()
    await screen.findByText('An unknown error occurred.')
    await skipAhead(CONSENT_DEBOUNCE_MS + 300)
    expect(consentDialog()).toBeNull()
    // No retry of the config query (SPEC §9).
    expect(analytics.calls).toHaveLength(1)
  })
})

describe('the 1000 ms debounce', () => {
  it('shows the screen only once the condition has held for 1000 ms: not at 999 ms, at 1000 ms', async () => {
    mockAnalytics(mock)
    const store = await primedStore()
    // The form's chunk, fetched in the app as soon as the condition holds, is loaded before time stops.
    await import('@/app/telemetry/ConsentDialog')
    vi.useFakeTimers()
    renderWith(store, <ConsentScreen />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONSENT_DEBOUNCE_MS - 1)
    })
    expect(consentDialog()).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(consentDialog()).not.toBeNull()
  })

  it('never shows for a brief flicker of the condition, and once shown stays whatever the condition does', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ required }) => useDebouncedConsent(required), { initialProps: { required: true } })
    act(() => void vi.advanceTimersByTime(600))
    rerender({ required: false })
    act(() => void vi.advanceTimersByTime(600))
    rerender({ required: true })
    act(() => void vi.advanceTimersByTime(999))
    expect(result.current.shown).toBe(false)
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current.shown).toBe(true)
    // The condition going away does not hide it: only a successful submit (close) does.
    rerender({ required: false })
    act(() => void vi.advanceTimersByTime(5000))
    expect(result.current.shown).toBe(true)
    act(() => result.current.close())
    expect(result.current.shown).toBe(false)
    rerender({ required: true })
    act(() => void vi.advanceTimersByTime(5000))
    expect(result.current.shown).toBe(false)
  })
})

describe('never over the operator’s keys', () => {
  it('waits while the operator is busy, then shows as soon as they are not', () => {
    vi.useFakeTimers()
    const answers = [500, 500, 0]
    const busyFor = vi.fn(() => answers.shift() ?? 0)
    const { result } = renderHook(() => useDebouncedConsent(true, CONSENT_DEBOUNCE_MS, busyFor))
    act(() => void vi.advanceTimersByTime(CONSENT_DEBOUNCE_MS + 999))
    expect(result.current.shown).toBe(false)
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current.shown).toBe(true)
    expect(busyFor).toHaveBeenCalledTimes(3)
  })

  it('counts an open palette and a moment after the last key as busy', async () => {
    const store = createAppStore()
    const { result } = renderHook(() => useOperatorBusy(), { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> })
    expect(result.current()).toBe(0)
    store.set(paletteAtom, { open: true, prompt: null })
    expect(result.current()).toBeGreaterThan(0)
    store.set(paletteAtom, { open: false })
    vi.useFakeTimers({ toFake: ['Date'] })
    await userEvent.setup({ delay: null }).keyboard('c')
    expect(result.current()).toBe(CONSENT_QUIET_MS)
    vi.setSystemTime(Date.now() + CONSENT_QUIET_MS)
    expect(result.current()).toBe(0)
  })
})

describe('the consent form', () => {
  it('starts with both switches off and the email of the signed-in user', async () => {
    mockAnalytics(mock)
    await openConsent()
    expect(optOutSwitch().getAttribute('aria-checked')).toBe('false')
    expect(anonymizeSwitch().getAttribute('aria-checked')).toBe('false')
    expect(emailField().value).toBe('admin@medusa-test.com')
    expect(emailField().disabled).toBe(false)
  })

  it('opting out forces anonymize off and disables it; opting back in enables it again', async () => {
    const user = userEvent.setup({ delay: null })
    mockAnalytics(mock)
    await openConsent()
    await user.click(anonymizeSwitch())
    expect(anonymizeSwitch().getAttribute('aria-checked')).toBe('true')
    await user.click(optOutSwitch())
    expect(optOutSwitch().getAttribute('aria-checked')).toBe('true')
    expect(anonymizeSwitch().getAttribute('aria-checked')).toBe('false')
    expect((anonymizeSwitch() as HTMLButtonElement).disabled).toBe(true)
    await user.click(optOutSwitch())
    expect((anonymizeSwitch() as HTMLButtonElement).disabled).toBe(false)
    expect(anonymizeSwitch().getAttribute('aria-checked')).toBe('false')
  })

  it('disables the email field when opting out or anonymizing', async () => {
    const user = userEvent.setup({ delay: null })
    mockAnalytics(mock)
    await openConsent()
    await user.click(anonymizeSwitch())
    expect(emailField().disabled).toBe(true)
    await user.click(anonymizeSwitch())
    expect(emailField().disabled).toBe(false)
    await user.click(optOutSwitch())
    expect(emailField().disabled).toBe(true)
    await user.click(optOutSwitch())
    expect(emailField().disabled).toBe(false)
  })

  it("refuses an email that does not match the pattern with 'Please enter a valid email', sending nothing", async () => {
    const user = userEvent.setup({ delay: null })
    const analytics = mockAnalytics(mock)
    await openConsent()
    for (const bad of ['ada', 'ada@', 'ada@example', 'ada example@x.com']) {
      await user.clear(emailField())
      await user.type(emailField(), bad)
      await user.click(submit())
      expect(screen.getByText('Please enter a valid email')).toBeDefined()
      expect(emailField().getAttribute('aria-invalid')).toBe('true')
      expect(document.activeElement).toBe(emailField())
    }
    await user.clear(emailField())
    await user.click(submit())
    expect(screen.getByText('Please enter a valid email')).toBeDefined()
    expect(posts(analytics.calls)).toEqual([])
    await expectNoSeriousA11yViolations()
  })

  it('does not check the email while it is disabled', async () => {
    const user = userEvent.setup({ delay: null })
    const analytics = mockAnalytics(mock)
    await openConsent()
    await user.clear(emailField())
    await user.type(emailField(), 'not an email')
    await user.click(anonymizeSwitch())
    await user.click(submit())
    await waitFor(() => expect(posts(analytics.calls)).toHaveLength(1))
    expect(screen.queryByText('Please enter a valid email')).toBeNull()
  })

  it('on success creates the config with opt_out and anonymize, toasts Success and closes for good', async () => {
    const user = userEvent.setup({ delay: null })
    const analytics = mockAnalytics(mock)
    await openConsent()
    await user.click(anonymizeSwitch())
    await user.click(submit())
    const toast = await screen.findByRole('status')
    expect(within(toast).getByText('Success')).toBeDefined()
    expect(within(toast).getByText('Your preferences were successfully updated')).toBeDefined()
    expect(posts(analytics.calls)).toEqual([{ method: 'POST', path: '/admin/analytics-configs/update', body: { opt_out: false, anonymize: true } }])
    await waitFor(() => expect(consentDialog()).toBeNull())
    await skipAhead(CONSENT_DEBOUNCE_MS + 300)
    expect(consentDialog()).toBeNull()
  })

  it('opting out sends anonymize false', async () => {
    const user = userEvent.setup({ delay: null })
    const analytics = mockAnalytics(mock)
    await openConsent()
    await user.click(anonymizeSwitch())
    await user.click(optOutSwitch())
    await user.click(submit())
    await waitFor(() => expect(consentDialog()).toBeNull())
    expect(posts(analytics.calls)).toEqual([{ method: 'POST', path: '/admin/analytics-configs/update', body: { opt_out: true, anonymize: false } }])
  })

  it("on failure toasts 'Error' with the server's message and stays, filled as it was", async () => {
    const user = userEvent.setup({ delay: null })
    const analytics = mockAnalytics(mock)
    analytics.failures.POST.push(500)
    const { store } = await openConsent()
    await user.clear(emailField())
    await user.type(emailField(), 'ada@example.com')
    await user.click(anonymizeSwitch())
    await user.click(anonymizeSwitch())
    await user.click(submit())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Error')).toBeDefined()
    expect(within(alert).getByText('An unknown error occurred.')).toBeDefined()
    // The failed save is over (nothing left to close the screen on): it stays.
    await waitFor(() => expect(store.get(queryClientAtom).isMutating()).toBe(0))
    expect(consentDialog()).not.toBeNull()
    expect(optOutSwitch().getAttribute('aria-checked')).toBe('false')
    expect(anonymizeSwitch().getAttribute('aria-checked')).toBe('false')
    expect(emailField().value).toBe('ada@example.com')
    expect((submit() as HTMLButtonElement).disabled).toBe(false)
    // The second try succeeds and closes it; the email is kept (in memory) to identify the user by.
    await user.click(submit())
    await waitFor(() => expect(consentDialog()).toBeNull())
    expect(posts(analytics.calls)).toHaveLength(2)
    expect(store.get(consentEmailAtom)).toBe('ada@example.com')
  })

  it('cannot be dismissed with Escape, and keeps Tab inside', async () => {
    const user = userEvent.setup({ delay: null })
    mockAnalytics(mock)
    const { dialog } = await openConsent()
    await user.keyboard('{Escape}')
    expect(consentDialog()).not.toBeNull()
    for (let i = 0; i < 6; i += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })
})
