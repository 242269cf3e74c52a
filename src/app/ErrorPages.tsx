import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom'
import { isMedusaApiError } from '@/api/client'
import { ErrorScreen } from '@/ui/ErrorScreen'

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status
  if (isMedusaApiError(error)) return error.status
  return undefined
}

/** Any render error or failed page data: the full-page error screen (SPEC §2, §8). */
export function RouteErrorPage() {
  const error = useRouteError()
  const navigate = useNavigate()
  // Navigating away clears the router's error state.
  return <ErrorScreen status={statusOf(error)} onBack={() => navigate(-1)} />
}

export function NotFoundPage() {
  const navigate = useNavigate()
  return <ErrorScreen status={404} onBack={() => navigate(-1)} />
}
