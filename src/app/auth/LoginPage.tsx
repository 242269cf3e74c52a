import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { loginAtom } from '@/atoms/core/session'
import { Button } from '@/ui/Button'
import { AuthForm, AuthLayout, authStyles, Field } from './AuthLayout'
import { currentBackendUrl, defaultBackendUrl, normalizeBackendUrl, saveBackendUrl, unreachableBackend } from './backendUrl'
import { showFieldErrors, useTextField } from './fields'
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

  const email = useTextField()
  const password = useTextField()
  const serverUrl = useTextField(currentBackendUrl)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const [advancedOpen, setAdvancedOpen] = useState(false)

  /** Applies the typed server URL; false (and an error beside the field) when it is not a URL. */
  function applyServerUrl(): boolean {
    const normalized = normalizeBackendUrl(serverUrl.value)
    if (!normalized) {
      serverUrl.setError(SERVER_URL_ERROR)
      return false
    }
    const blocked = unreachableBackend(normalized)
    if (blocked) {
      serverUrl.setError(blocked)
      return false
    }
    serverUrl.setError(null)
    if (normalized !== currentBackendUrl()) saveBackendUrl(normalized)
    serverUrl.setValue(normalized)
    return true
  }

  function restoreDefaultServer() {
    serverUrl.setValue(saveBackendUrl(null))
    serverUrl.setError(null)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return
    setError(null)

    const invalid = showFieldErrors([
      [email, email.value.trim() ? null : 'Enter your email.'],
      [password, password.value ? null : 'Enter your password.'],
    ])
    if (!applyServerUrl()) {
      // Open the disclosure now so the field can take focus.
      flushSync(() => setAdvancedOpen(true))
      serverUrl.focus()
      return
    }
    if (invalid) return invalid.focus()

    busyRef.current = true
    setBusy(true)
    try {
      await login({ email: email.value.trim(), password: password.value })
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

  const isDefaultServer = normalizeBackendUrl(serverUrl.value) === defaultBackendUrl()

  return (
    <AuthLayout title="Sign in" intro="Sign in to manage your store.">
      <AuthForm submitLabel="Sign in" busy={busy} error={error} onSubmit={onSubmit}>
        <Field label="Email" type="email" name="email" autoComplete="username" autoFocus required {...email.input} />
        <Field label="Password" type="password" name="password" autoComplete="current-password" required {...password.input} />
        <details
          className={styles.advanced}
          open={advancedOpen}
          onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
        >
          <summary className={styles.summary}>Advanced</summary>
          <div className={styles.advancedBody}>
            <Field
              label="Server URL"
              type="url"
              name="server-url"
              autoComplete="url"
              inputMode="url"
              spellCheck={false}
              hint="The Medusa server this console talks to. Remembered in this browser."
              {...serverUrl.input}
              onBlur={() => {
                if (serverUrl.value.trim()) applyServerUrl()
              }}
            />
            {isDefaultServer ? null : (
              <Button variant="ghost" className={styles.resetServer} onClick={restoreDefaultServer}>
                Use the default server
              </Button>
            )}
          </div>
        </details>
      </AuthForm>
      <p className={authStyles.links}>
        <Link className={authStyles.link} to="/reset-password">
          Forgot your password?
        </Link>
      </p>
    </AuthLayout>
  )
}
