import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { loginAtom } from '@/atoms/core/session'
import { Button } from '@/ui/Button'
import { AuthLayout, authStyles, Field, FormError } from './AuthLayout'
import { currentBackendUrl, defaultBackendUrl, normalizeBackendUrl, saveBackendUrl } from './backendUrl'
import { loginErrorMessage } from './messages'
import { safeNextPath } from './paths'
import { preloadArea, prefetchRoute } from '../routeData'
import styles from './LoginPage.module.css'

const SERVER_URL_ERROR = 'Enter a full address such as http://localhost:9000.'

export function LoginPage() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const login = useSetAtom(loginAtom)
  const queryClient = useAtomValue(queryClientAtom)
  const nextParam = searchParams.get('next')
  // The dashboard's chunks load while the operator types.
  useEffect(() => preloadArea(safeNextPath(nextParam)), [nextParam])

  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const [advancedOpen, setAdvancedOpen] = useState(false)
  const [serverUrl, setServerUrl] = useState(currentBackendUrl)
  const [serverUrlError, setServerUrlError] = useState<string | null>(null)

  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const serverUrlRef = useRef<HTMLInputElement>(null)

  /** Applies the typed server URL; false (and an error beside the field) when it is not a URL. */
  function applyServerUrl(): boolean {
    const normalized = normalizeBackendUrl(serverUrl)
    if (!normalized) {
      setServerUrlError(SERVER_URL_ERROR)
      return false
    }
    setServerUrlError(null)
    if (normalized !== currentBackendUrl()) saveBackendUrl(normalized)
    setServerUrl(normalized)
    return true
  }

  function restoreDefaultServer() {
    const baseUrl = saveBackendUrl(null)
    setServerUrl(baseUrl)
    setServerUrlError(null)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return
    setError(null)

    const missingEmail = email.trim() ? null : 'Enter your email.'
    const missingPassword = password ? null : 'Enter your password.'
    setEmailError(missingEmail)
    setPasswordError(missingPassword)
    if (!applyServerUrl()) {
      // Open the disclosure now so the field can take focus.
      flushSync(() => setAdvancedOpen(true))
      serverUrlRef.current?.focus()
      return
    }
    if (missingEmail || missingPassword) {
      ;(missingEmail ? emailRef : passwordRef).current?.focus()
      return
    }

    busyRef.current = true
    setBusy(true)
    try {
      await login({ email: email.trim(), password })
      const next = safeNextPath(searchParams.get('next'))
      // The next page's data starts with the answer, not after the dashboard's chunks have loaded.
      prefetchRoute(next, queryClient)
      navigate(next, { replace: true })
    } catch (failure) {
      // The typed email and password stay as they are so the operator can correct them.
      setError(loginErrorMessage(failure))
      busyRef.current = false
      setBusy(false)
    }
  }

  const isDefaultServer = normalizeBackendUrl(serverUrl) === defaultBackendUrl()

  return (
    <AuthLayout title="Sign in" intro="Sign in to manage your store.">
      <form className={authStyles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <FormError>{error}</FormError>
        <Field
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          required
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          ref={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <details
          className={styles.advanced}
          open={advancedOpen}
          onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
        >
          <summary className={styles.summary}>Advanced</summary>
          <div className={styles.advancedBody}>
            <Field
              ref={serverUrlRef}
              label="Server URL"
              type="url"
              name="server-url"
              autoComplete="url"
              inputMode="url"
              spellCheck={false}
              value={serverUrl}
              error={serverUrlError}
              hint="The Medusa server this console talks to. Remembered in this browser."
              onChange={(event) => setServerUrl(event.target.value)}
              onBlur={() => {
                if (serverUrl.trim()) applyServerUrl()
              }}
            />
            {isDefaultServer ? null : (
              <Button variant="ghost" className={styles.resetServer} onClick={restoreDefaultServer}>
                Use the default server
              </Button>
            )}
          </div>
        </details>
        <div className={authStyles.actions}>
          <Button type="submit" variant="primary" className={authStyles.submit} busy={busy}>
            Sign in
          </Button>
        </div>
      </form>
      <p className={authStyles.links}>
        <Link className={authStyles.link} to="/reset-password">
          Forgot your password?
        </Link>
      </p>
    </AuthLayout>
  )
}
