import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { AppErrorBoundary } from '@/app/ErrorBoundary'
import { rememberPath } from '@/app/lastPath'
import { areaChunk, lazyArea } from '@/app/lazyArea'
import { AppRoutes } from '@/app/routes'
import { createAppStore } from '@/atoms/core/query'
import { toastsAtom } from '@/atoms/core/toasts'
import { withMockDb } from '../mocks/handlers'
import { server } from '../mocks/server'
import { mockAnalytics } from '../mocks/settings/analytics'
import { currentLocation, LocationProbe } from './auth/helpers'

function renderShell(path: string, store = createAppStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/start', path]} initialIndex={1}>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
  return store
}

describe('app shell routes', () => {
  const mock = withMockDb()
  // The operator has answered the consent screen: the dashboard asks for the config once the page is in.
  beforeEach(() => void mockAnalytics(mock, { config: { opt_out: true, anonymize: false } }))

  it('sends the index to /a/orders when logged in', async () => {
    renderShell('/')
    await waitFor(() => expect(currentLocation()).toBe('/a/orders'))
    // The first test to open the orders area transforms its lazy chunk: seconds on a loaded 2-core machine.
    expect(await screen.findByRole('grid', { name: 'Orders' }, { timeout: 10_000 })).toBeTruthy()
  })

  it("asks for the store's flags only once the page's own data has answered (they gate features, not the first paint)", async () => {
    const events: string[] = []
    const start = ({ request }: { request: Request }) => void events.push(`start ${new URL(request.url).pathname}`)
    const end = ({ request }: { request: Request }) => void events.push(`end ${new URL(request.url).pathname}`)
    server.events.on('request:start', start)
    server.events.on('response:mocked', end)
    try {
      renderShell('/a/orders')
      expect(await screen.findByRole('grid', { name: 'Orders' }, { timeout: 10_000 })).toBeTruthy()
      await waitFor(() => expect(events).toContain('start /admin/store'))
      expect(events.indexOf('start /admin/store')).toBeGreaterThan(events.indexOf('end /admin/orders'))
    } finally {
      server.events.removeListener('request:start', start)
      server.events.removeListener('response:mocked', end)
    }
  })

  it('sends the index to /login when logged out', async () => {
    mock.db.session = null
    renderShell('/')
    await waitFor(() => expect(currentLocation()).toMatch(/^\/login/))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('shows the not-found page for an unknown dashboard path, inside the dashboard', async () => {
    renderShell('/a/no-such-area')
    expect(await screen.findByRole('heading', { name: 'Page was not found' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Areas' })).toBeTruthy()
  })

  it('keeps keys typed before the hotkeys and the area have loaded, and runs them once they are there', async () => {
    const user = userEvent.setup({ delay: null })
    renderShell('/a/orders')
    // As soon as the dashboard shows, before the command host (hotkeys) and the areas' code have arrived.
    await screen.findByRole('navigation', { name: 'Areas' })
    await user.keyboard('gp')
    await waitFor(() => expect(currentLocation()).toBe('/a/products'), { timeout: 10_000 })
    expect(await screen.findByRole('grid', { name: 'Products' }, { timeout: 10_000 })).toBeTruthy()
  })

  it("shows the not-found page for an unknown path and 'Back to dashboard' goes one step back", async () => {
    const user = userEvent.setup({ delay: null })
    renderShell('/nowhere')
    expect(await screen.findByRole('heading', { name: 'Page was not found' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Back to dashboard' }))
    await waitFor(() => expect(currentLocation()).toBe('/start'))
  })
})

describe('render errors', () => {
  function Broken({ status }: { status?: number }): never {
    throw status ? new MedusaApiError({ kind: 'api', status, message: 'boom' }) : new Error('render bug')
  }

  // React reports the error it hands to the boundary on window 'error'; it is expected here.
  const expectRenderError = (event: ErrorEvent) => event.preventDefault()
  beforeEach(() => window.addEventListener('error', expectRenderError))
  afterEach(() => window.removeEventListener('error', expectRenderError))

  function renderBroken(element: React.ReactNode) {
    render(
      <MemoryRouter initialEntries={['/a/products', '/a/orders/broken']} initialIndex={1}>
        <AppErrorBoundary>
          <Routes>
            <Route path="/a/orders/broken" element={element} />
            <Route path="/a/products" element={<p>Products page</p>} />
          </Routes>
        </AppErrorBoundary>
        <LocationProbe />
      </MemoryRouter>,
    )
  }

  it('show the full-page error screen with the status title, and Back clears it one step back', async () => {
    const user = userEvent.setup({ delay: null })
    const quiet = console.error
    console.error = () => undefined
    try {
      renderBroken(<Broken status={500} />)
      expect(screen.getByRole('heading', { name: 'An unknown server error occured' })).toBeTruthy()
      expect(screen.getByText('500')).toBeTruthy()
      await user.click(screen.getByRole('button', { name: 'Back to dashboard' }))
      await waitFor(() => expect(currentLocation()).toBe('/a/products'))
      expect(screen.getByText('Products page')).toBeTruthy()
    } finally {
      console.error = quiet
    }
  })

  it('without a status use the generic title', () => {
    const quiet = console.error
    console.error = () => undefined
    try {
      renderBroken(<Broken />)
      expect(screen.getByRole('heading', { name: 'An unknown error occured' })).toBeTruthy()
    } finally {
      console.error = quiet
    }
  })
})

describe('a failed chunk load', () => {
  it('returns to the last known path and says why', async () => {
    const store = createAppStore()
    rememberPath('/a/products?q=linen')
    const Failing = lazyArea(areaChunk(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))))
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/a/orders']}>
          <Routes>
            <Route path="/a/orders" element={<Failing />} />
            <Route path="/a/products" element={<p>Products page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    )
    await waitFor(() => expect(currentLocation()).toBe('/a/products?q=linen'))
    await act(async () => undefined)
    expect(store.get(toastsAtom).map((t) => t.title)).toContain('Could not load that page')
  })
})
