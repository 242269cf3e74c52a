import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { checkSessionAtom, ensureSessionCheckedAtom, sessionErrorAtom, sessionStatusAtom } from '@/atoms/core/session'
import { Button } from '@/ui/Button'
import { apiErrorMessage } from './messages'
import { loginPathFor } from './paths'
import styles from './RequireSession.module.css'
import { useUnauthorizedRedirect } from './useUnauthorizedRedirect'

/**
 * The gate of /a/*: checks the session once (GET /admin/auth), shows a small 'Loading' status
 * meanwhile, sends a logged-out operator to /login?next=<here>, and renders the dashboard otherwise.
 * While mounted, a 401 from any call also sends the operator to sign in (useUnauthorizedRedirect).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAtomValue(sessionStatusAtom)
  const error = useAtomValue(sessionErrorAtom)
  const checkSession = useSetAtom(checkSessionAtom)
  const ensureSessionChecked = useSetAtom(ensureSessionCheckedAtom)
  const location = useLocation()
  useUnauthorizedRedirect()

  // Asks while the session is unknown (ensureSessionCheckedAtom decides, on the state of the moment);
  // again when it becomes unknown again. The failure is kept in sessionErrorAtom and shown below.
  useEffect(() => {
    ensureSessionChecked().catch(() => undefined)
  }, [status, error, ensureSessionChecked])

  const here = `${location.pathname}${location.search}${location.hash}`

  if (status === 'logged-in') return <>{children}</>
  if (status === 'logged-out') return <Navigate to={loginPathFor(here)} replace />
  if (error) {
    return (
      <main className={styles.failed}>
        <div role="alert" className={styles.message}>
          <p>Could not check your session.</p>
          <p>{apiErrorMessage(error)}</p>
        </div>
        <p className={styles.actions}>
          <Button variant="primary" onClick={() => checkSession().catch(() => undefined)}>
            Try again
          </Button>
          <Link className={styles.link} to={loginPathFor(here)}>
            Sign in or change the server
          </Link>
        </p>
      </main>
    )
  }
  return (
    <div role="status" className={styles.loading}>
      Loading…
    </div>
  )
}
