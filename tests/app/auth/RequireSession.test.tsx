import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { store as storeApi } from '@/api/admin/store'
import { LoginPage } from '@/app/auth/LoginPage'
import { useUnauthorizedRedirect } from '@/app/auth/useUnauthorizedRedirect'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { createAppStore } from '@/atoms/core/query'
import { checkSessionAtom, logoutAtom, sessionAtom, sessionStatusAtom } from '@/atoms/core/session'
import { withMockServer } from '../../api/harness'
import { ADMIN, AUTH_BASE, mockAuth } from '../../mocks/session/auth'
import { server } from '../../mocks/server'
import { currentLocation, LocationProbe, renderApp, seriousViolations } from './helpers'

withMockServer()

/** The last request the button sent, settled: a test awaits it rather than a time. */
let lastLoad: Promise<unknown> = Promise.resolve()

function LoadStoreButton() {
  return (
    <button type="button" onClick={() => void (lastLoad = storeApi.retrieve().catch(() => undefined))}>
      Load store
    </button>
  )
}

function LogoutButton() {
  const logout = useSetAtom(logoutAtom)
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  )
}

describe('RequireSession', () => {
  it('shows only a Loading status while checking, then redirects a logged-out operator with next', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(`${AUTH_BASE}/admin/auth`, async () => {
        await gate
        return new HttpResponse('Unauthorized', { status: 401 })
      }),
    )
    mockAuth()
    renderApp('/a/orders/order_1?tab=items')
    expect(screen.getByRole('status').textContent).toContain('Loading')
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull()
    expect(await seriousViolations()).toEqual([])

    release()
    await waitFor(() => expect(currentLocation()).toBe(`/login?next=${encodeURIComponent('/a/orders/order_1?tab=items')}`))
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
  })

  it('renders the children when the session check finds a user', async () => {
    const auth = mockAuth({ signedIn: true })
    const { store } = renderApp('/a/products')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    expect(store.get(sessionAtom).email).toBe(ADMIN.email)
    expect(currentLocation()).toBe('/a/products')
    expect(auth.calls).toEqual([{ method: 'GET', path: '/admin/auth', body: undefined }])
  })

  it('does not check again when the session is already known', async () => {
    const auth = mockAuth({ signedIn: true })
    const store = createAppStore()
    await store.set(checkSessionAtom)
    renderApp('/a/products', { store })
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    expect(auth.calls).toHaveLength(1)
  })

  it('a failing check is shown with a way to retry', async () => {
    let fail = true
    mockAuth({ signedIn: true })
    server.use(
      http.get(`${AUTH_BASE}/admin/auth`, () =>
        fail ? HttpResponse.json({ type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }) : undefined,
      ),
    )
    renderApp('/a/orders')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not check your session.')
    expect(alert.textContent).toContain('An unknown error occurred.')
    expect(await seriousViolations()).toEqual([])
    fail = false
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy()
  })

  it('a 401 from any call sends the operator to /login?next=<where they were> and resets the session', async () => {
    const auth = mockAuth({ signedIn: true })
    const { store } = renderApp('/a/settings?section=store', { dashboard: <LoadStoreButton /> })
    await screen.findByRole('heading', { name: 'Dashboard' })
    auth.sessionUserId = null // the cookie expired on the server
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load store' }))
    await waitFor(() => expect(currentLocation()).toBe(`/login?next=${encodeURIComponent('/a/settings?section=store')}`))
    expect(store.get(sessionStatusAtom)).toBe('logged-out')
    expect(store.get(sessionAtom).isLoggedIn).toBe(false)

    // ...and signing in again returns there.
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Email'), ADMIN.email)
    await user.type(screen.getByLabelText('Password'), `${ADMIN.password}{Enter}`)
    await waitFor(() => expect(currentLocation()).toBe('/a/settings?section=store'))
  })

  it('logging out clears the session and the cache and leaves the dashboard', async () => {
    const auth = mockAuth({ signedIn: true })
    const { store } = renderApp('/a/orders', { dashboard: <LogoutButton /> })
    await screen.findByRole('heading', { name: 'Dashboard' })
    const queryClient = store.get(queryClientAtom)
    queryClient.setQueryData(['orders', 'list', {}], { orders: [] })
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(currentLocation().startsWith('/login')).toBe(true))
    expect(auth.sessionUserId).toBeNull()
    expect(store.get(sessionAtom).isLoggedIn).toBe(false)
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})

describe('useUnauthorizedRedirect', () => {
  function Shell({ children }: { children: ReactNode }) {
    useUnauthorizedRedirect()
    return <>{children}</>
  }

  it('leaves a failed sign-in (POST /admin/auth 401) on the login page', async () => {
    mockAuth()
    const store = createAppStore()
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/login?next=%2Fa%2Fproducts']}>
          <Shell>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
            </Routes>
          </Shell>
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    )
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Email'), ADMIN.email)
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('These credentials do not match our records.')
    expect(currentLocation()).toBe('/login?next=%2Fa%2Fproducts')
  })

  it('ignores failures other than 401 and stops listening when unmounted', async () => {
    mockAuth({ signedIn: true })
    server.use(http.get(`${AUTH_BASE}/admin/store`, () => HttpResponse.json({ message: 'nope' }, { status: 403 })))
    const store = createAppStore()
    await store.set(checkSessionAtom)
    const { unmount } = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/a/orders']}>
          <Shell>
            <LoadStoreButton />
          </Shell>
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    )
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Load store' }))
    // The button's request answered (403), and what the console did with it rendered.
    await act(() => lastLoad)
    expect(currentLocation()).toBe('/a/orders')
    expect(store.get(sessionStatusAtom)).toBe('logged-in')
    unmount()
    server.use(http.get(`${AUTH_BASE}/admin/store`, () => new HttpResponse('Unauthorized', { status: 401 })))
    await storeApi.retrieve().catch(() => undefined)
    expect(store.get(sessionStatusAtom)).toBe('logged-in')
  })
})
