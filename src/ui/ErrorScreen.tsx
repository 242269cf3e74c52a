import { useEffect, useId, useRef } from 'react'
import { Button } from './Button'
import styles from './ErrorScreen.module.css'
import { VisuallyHidden } from './VisuallyHidden'

export interface ErrorCopy {
  title: string
  explanation: string
}

const FALLBACK: ErrorCopy = {
  title: 'An unknown error occured',
  explanation:
    'An error occurred with unknown reason, please try refreshing the page. If the problem persists, please contact your administrator.',
}

/** SPEC §8's titles (spelling as specified); explanations not given there are written here. */
const COPY: Record<number, ErrorCopy> = {
  400: {
    title: 'Bad request',
    explanation: 'The request could not be understood by the server. Please check what you entered and try again.',
  },
  401: {
    title: 'You are not logged in',
    explanation: 'You are not logged in, please log in to proceed.',
  },
  403: {
    title: 'You do not have permission perform this action',
    explanation: 'Your account is not allowed to do this. If you believe you should be, please contact your administrator.',
  },
  404: {
    title: 'Page was not found',
    explanation: 'The page you have requested was not found, please check the URL and try again.',
  },
  500: {
    title: 'An unknown server error occured',
    explanation:
      'The server ran into an error while handling your request. Please try again; if the problem persists, please contact your administrator.',
  },
  503: {
    title: 'Server is currently unavailable',
    explanation: 'The server is temporarily unavailable, possibly for maintenance. Please try again in a few minutes.',
  },
}

/** Title and explanation of the error screen for an HTTP status (or for no status at all). */
export function errorCopyForStatus(status?: number | null): ErrorCopy {
  return (status != null && COPY[status]) || FALLBACK
}

export interface ErrorScreenProps {
  /** The HTTP status of the failure, when it came from a response. */
  status?: number | null
  /** 'Back to dashboard': the app goes back one history step and clears the error. */
  onBack: () => void
}

/**
 * A full-page error: the status (if any), a title and an explanation per SPEC §8, and a
 * 'Back to dashboard' button. The title takes focus so screen readers announce it at once.
 */
export function ErrorScreen({ status, onBack }: ErrorScreenProps) {
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const { title, explanation } = errorCopyForStatus(status)

  useEffect(() => {
    titleRef.current?.focus()
  }, [])

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.content}>
        {status != null ? (
          <p className={styles.status}>
            <VisuallyHidden>Error </VisuallyHidden>
            {status}
          </p>
        ) : null}
        <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p className={styles.explanation}>{explanation}</p>
        <Button variant="primary" onClick={onBack}>
          Back to dashboard
        </Button>
      </div>
    </section>
  )
}
