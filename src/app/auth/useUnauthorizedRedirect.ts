import { useSetAtom } from 'jotai'
import { useEffect, useEffectEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { onApiError, type MedusaApiError } from '@/api/client'
import { expireSessionAtom } from '@/atoms/core/session'
import { isDashboardPath } from '@/models/core/routes'
import { loginPathFor } from './paths'

/**
 * DESIGN.md "Errors": a 401 from any call sends the operator to /login?next=<where they were>,
 * with the session reset. Mount it once inside the router (RequireSession does, for /a/*).
 *
 * The failed sign-in itself (POST /admin/auth answering 401) must not redirect. A MedusaApiError
 * does not say which request failed, so the rule is by place: only 401s that happen while the
 * operator is inside the dashboard (/a/*) redirect. The signed-out pages (/login, /invite,
 * /reset-password) handle their own 401s.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate()
  const location = useLocation()
  const expireSession = useSetAtom(expireSessionAtom)

  const onError = useEffectEvent((error: MedusaApiError) => {
    if (error.status !== 401) return
    if (!isDashboardPath(location.pathname)) return
    expireSession()
    navigate(loginPathFor(`${location.pathname}${location.search}${location.hash}`), { replace: true })
  })

  useEffect(() => onApiError((error) => onError(error)), [])
}
