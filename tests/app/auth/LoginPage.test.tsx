import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getClientConfig } from '@/api/client'
import { applyStoredBackendUrl, BACKEND_URL_STORAGE_KEY } from '@/app/auth/backendUrl'
import { sessionAtom } from '@/atoms/core/session'
import { withMockServer } from '../../api/harness'
import { ADMIN, mockAuth, publicUser } from '../../mocks/session/auth'
import { server } from '../../mocks/server'
import { currentLocation, renderApp, seriousViolations } from './helpers'

withMockServer()
afterEach(() => localStorage.clear())
// A sign-in that goes to /a/orders asks for its first page as soon as the login answers.
beforeEach(() => server.use(http.get('*/admin/orders', () => HttpResponse.json({ orders: [], count: 0, offset: 0, limit: 50 }))))

async function signIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null })
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe('LoginPage', () => {
  it('labels every field, sets autocomplete and focuses the email first', () => {
    mockAuth()
    renderApp('/login')
    const email = screen.getByLabelText('Email')
    const password = screen.getByLabelText('Password')
    expect(email).toHaveProperty('autocomplete', 'username')
    expect(password).toHaveProperty('autocomplete', 'current-password')
    expect(password).toHaveProperty('type', 'password')
    expect(document.activeElement).toBe(email)
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
  })

  it('signs in and goes to the next path, search included', async () => {
    const auth = mockAuth()
    const { store } = renderApp(`/login?next=${encodeURIComponent('/a/products?q=shirt')}`)
    await signIn(ADMIN.email, ADMIN.password)
    await waitFor(() => expect(currentLocation()).toBe('/a/products?q=shirt'))
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    expect(store.get(sessionAtom)).toMatchObject({ isLoggedIn: true, email: ADMIN.email, name: 'Ada Lovelace' })
    expect(auth.calls).toEqual([{ method: 'POST', path: '/admin/auth', body: { email: ADMIN.email, password: ADMIN.password } }])
  })

  it('Enter in the password field submits', async () => {
    mockAuth()
    renderApp('/login')
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Email'), ADMIN.email)
    await user.type(screen.getByLabelText('Password'), `${ADMIN.password}{Enter}`)
    await waitFor(() => expect(currentLocation()).toBe('/a/orders'))
  })

  it.each([
    ['an outside URL', 'https://evil.example/a/orders'],
    ['a protocol-relative URL', '//evil.example/a/orders'],
    ['a path outside /a/', '/login'],
    ['a path climbing out of /a/', '/a/../reset-password'],
  ])('ignores a next that is %s and goes to /a/orders', async (_name, next) => {
    mockAuth()
    renderApp(`/login?next=${encodeURIComponent(next)}`)
    await signIn(ADMIN.email, ADMIN.password)
    await waitFor(() => expect(currentLocation()).toBe('/a/orders'))
  })

  it('a 401 shows the credentials message and keeps what was typed', async () => {
    mockAuth()
    const { store } = renderApp('/login?next=%2Fa%2Fproducts')
    await signIn(ADMIN.email, 'wrong-password')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('These credentials do not match our records.')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', ADMIN.email)
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'wrong-password')
    expect(currentLocation()).toBe('/login?next=%2Fa%2Fproducts')
    expect(store.get(sessionAtom).isLoggedIn).toBe(false)
  })

  it('other failures show the server message (SPEC §8)', async () => {
    mockAuth()
    renderApp('/login')
    await signIn('not-an-email', 'whatever')
    expect((await screen.findByRole('alert')).textContent).toBe('email must be an email')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'not-an-email')
  })

  it('a server that cannot be reached says so and names the address', async () => {
    server.use(http.post('http://localhost:9000/admin/auth', () => HttpResponse.error()))
    renderApp('/login')
    await signIn(ADMIN.email, ADMIN.password)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong, Please try again. The server at http://localhost:9000 could not be reached.',
    )
  })

  it('asks for the missing fields without calling the server', async () => {
    const auth = mockAuth()
    renderApp('/login')
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Enter your email.')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(auth.calls).toHaveLength(0)
  })

  it('Advanced: the server URL is remembered and used for the sign-in', async () => {
    const other = 'https://shop.example.com:9443'
    let called = false
    server.use(
      http.post(`${other}/admin/auth`, () => {
        called = true
        return HttpResponse.json({ user: publicUser(ADMIN) })
      }),
    )
    renderApp('/login')
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByText('Advanced'))
    const serverUrl = screen.getByLabelText('Server URL')
    expect(serverUrl).toHaveProperty('value', 'http://localhost:9000')
    await user.clear(serverUrl)
    await user.type(serverUrl, `${other}/`)
    await user.tab()
    expect(localStorage.getItem(BACKEND_URL_STORAGE_KEY)).toBe(other)
    expect(getClientConfig().baseUrl).toBe(other)

    await signIn(ADMIN.email, ADMIN.password)
    await waitFor(() => expect(currentLocation()).toBe('/a/orders'))
    expect(called).toBe(true)
  })

  it('Advanced: an address that is not a URL is refused beside the field', async () => {
    const auth = mockAuth()
    renderApp('/login')
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByText('Advanced'))
    const serverUrl = screen.getByLabelText('Server URL')
    await user.clear(serverUrl)
    await user.type(serverUrl, 'localhost 9000')
    await user.click(screen.getByText('Advanced')) // close it: submitting must open it again
    await signIn(ADMIN.email, ADMIN.password)
    expect(screen.getByText('Enter a full address such as http://localhost:9000.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Server URL'))
    expect(localStorage.getItem(BACKEND_URL_STORAGE_KEY)).toBeNull()
    expect(auth.calls).toHaveLength(0)
  })

  it('Advanced: in a built console, a server its content policy blocks is refused beside the field, naming the allowed ones', async () => {
    vi.stubEnv('PROD', true)
    vi.stubEnv('VITE_MEDUSA_ALLOWED_ORIGINS', 'https://shop-b.example.com/api, https://shop-c.example.com')
    try {
      const auth = mockAuth()
      renderApp('/login')
      const user = userEvent.setup({ delay: null })
      await user.click(screen.getByText('Advanced'))
      const serverUrl = screen.getByLabelText('Server URL')
      await user.clear(serverUrl)
      await user.type(serverUrl, 'https://elsewhere.example.net')
      await signIn(ADMIN.email, ADMIN.password)
      expect(
        screen.getByText(
          'This console only talks to http://localhost:9000, https://shop-b.example.com, https://shop-c.example.com: its content policy blocks other servers. A build for another server lists it in VITE_MEDUSA_ALLOWED_ORIGINS.',
        ),
      ).toBeTruthy()
      expect(document.activeElement).toBe(screen.getByLabelText('Server URL'))
      expect(localStorage.getItem(BACKEND_URL_STORAGE_KEY)).toBeNull()
      expect(auth.calls).toHaveLength(0)
      // A listed one is taken (a path on it is fine: the policy allows the origin).
      await user.clear(serverUrl)
      await user.type(serverUrl, 'https://shop-b.example.com/api')
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(localStorage.getItem(BACKEND_URL_STORAGE_KEY)).toBe('https://shop-b.example.com/api'))
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('applyStoredBackendUrl points the client at the stored server', () => {
    expect(applyStoredBackendUrl()).toBe('http://localhost:9000')
    localStorage.setItem(BACKEND_URL_STORAGE_KEY, 'http://10.0.0.5:9000')
    expect(applyStoredBackendUrl()).toBe('http://10.0.0.5:9000')
    expect(getClientConfig().baseUrl).toBe('http://10.0.0.5:9000')
    localStorage.setItem(BACKEND_URL_STORAGE_KEY, 'javascript:alert(1)')
    expect(applyStoredBackendUrl()).toBe('http://10.0.0.5:9000')
  })

  it('the axe audit does catch a serious problem (an unlabelled field)', async () => {
    render(<input type="text" />)
    expect((await seriousViolations()).map((v) => v.id)).toContain('label')
  })

  it('has no serious or critical axe violations, also with an error and the disclosure open', async () => {
    mockAuth()
    renderApp('/login')
    expect(await seriousViolations()).toEqual([])
    const user = await signIn(ADMIN.email, 'wrong')
    await screen.findByRole('alert')
    await user.click(screen.getByText('Advanced'))
    expect(await seriousViolations()).toEqual([])
  })
})
