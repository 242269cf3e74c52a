import { act, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, vi } from 'vitest'
import { App } from '@/app/App'
import { resetUsageTrackingForTests } from '@/app/telemetry/segment'
import { resetErrorReportingForTests } from '@/app/telemetry/sentry'
import { analyticsQueries } from '@/atoms/settings/analytics'
import { createAppStore, type AppStore } from '@/atoms/core/query'
import { checkSessionAtom } from '@/atoms/core/session'
import { storeQueries } from '@/atoms/core/store'
import { Toaster } from '@/ui/Toaster'
import { TooltipProvider } from '@/ui/TooltipProvider'

export const CONSENT_NAME = 'Help us get better'

/** The whole console (App: router, error boundary, telemetry, dashboard, toasts) at `path`. */
export function renderConsole(path: string, store: AppStore = createAppStore()) {
  window.history.replaceState(null, '', path)
  const utils = render(<App store={store} />)
  return { ...utils, store }
}

/**
 * A store that has already checked the session and loaded the store and the analytics config through
 * msw, so components read settled data at once (for fake-timer tests).
 */
export async function primedStore(): Promise<AppStore> {
  const store = createAppStore()
  const session = await store.set(checkSessionAtom)
  const queryClient = store.get(queryClientAtom)
  if (session.isLoggedIn) {
    const { store: medusaStore } = await queryClient.fetchQuery(storeQueries.detail())
    if (medusaStore.feature_flags?.some((flag) => flag.key === 'analytics' && flag.value === true)) {
      await queryClient.fetchQuery(analyticsQueries.config(session.id)).catch(() => undefined)
    }
  }
  return store
}

/** Renders `children` with the store, a router at `path`, tooltips and the toaster. */
export function renderWith(store: AppStore, children: ReactNode, path = '/a/settings') {
  return render(
    <Provider store={store}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        <Toaster />
      </TooltipProvider>
    </Provider>,
  )
}

/**
 * The console's lazy chunks these tests reach, evaluated once before them (call it in beforeAll): a test
 * then awaits its screen's data, not a chunk's transform, which takes seconds on a loaded machine. The
 * areas, the command host (keys typed before it arrives wait for it) and the consent form.
 */
export const preloadConsoleChunks = (): Promise<unknown> =>
  Promise.all([
    import('@/panels/settings/SettingsArea'),
    import('@/panels/products/ProductsArea'),
    import('@/panels/orders/OrdersArea'),
    import('@/palette/CommandHost'),
    import('@/commands/index'),
    import('@/app/telemetry/ConsentDialog'),
  ])

export const consentDialog = () => screen.queryByRole('dialog', { name: CONSENT_NAME })


/**
 * Fake timers that keep running in real time, so msw, findBy and waitFor work as usual, and that a test
 * moves past the consent screen's debounce (`skipAhead`) instead of sleeping through it.
 */
export const useSkippableTimers = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
export const skipAhead = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Telemetry keeps module state (a render error must be reported after its tree unmounted): reset it. */
export function resetTelemetryAfterEach(): void {
  afterEach(() => {
    resetUsageTrackingForTests()
    resetErrorReportingForTests()
  })
}
