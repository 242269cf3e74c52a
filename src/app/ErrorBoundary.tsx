import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { isMedusaApiError } from '@/api/client'
import { ErrorScreen } from '@/ui/ErrorScreen'

/** The HTTP status behind an error, when it came from a response. */
export function statusOf(error: unknown): number | undefined {
  return isMedusaApiError(error) ? error.status : undefined
}

interface BoundaryProps {
  children: ReactNode
  /** Changes on every navigation: a new page starts without the old error. */
  resetKey: string
  onBack: () => void
  onError?: (error: unknown, info: ErrorInfo) => void
}

class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null })
  }

  override render() {
    if (this.state.error === null) return this.props.children
    return (
      <ErrorScreen
        status={statusOf(this.state.error)}
        onBack={() => {
          this.props.onBack()
          this.setState({ error: null })
        }}
      />
    )
  }
}

/**
 * Any render error, or page data that failed to load (panels throw 5xx answers here): the full-page
 * error screen of SPEC §2/§8. 'Back to dashboard' goes one history step back and clears the error.
 */
export function AppErrorBoundary({ children, onError }: { children: ReactNode; onError?: BoundaryProps['onError'] }) {
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <RenderErrorBoundary resetKey={location.key} onBack={() => navigate(-1)} onError={onError}>
      {children}
    </RenderErrorBoundary>
  )
}
