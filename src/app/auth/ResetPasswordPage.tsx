import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { isMedusaApiError } from '@/api/client'
import { decodeResetToken, isTokenExpired, requestPasswordResetAtom, resetPasswordAtom } from '@/atoms/core/session'
import { Button } from '@/ui/Button'
import { AuthForm, AuthLayout, authStyles, Field, FormError } from './AuthLayout'
import { newPasswordChecks, showFieldErrors, useTextField } from './fields'
import { apiErrorMessage } from './messages'
import styles from './ResetPasswordPage.module.css'

export const RESET_LINK_INVALID_MESSAGE = 'This reset link is invalid or has expired.'

/**
 * /reset-password: without a token, asks for the email to send a reset link to;
 * with ?token=..., chooses the new password.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim()
  if (token) return <ChooseNewPassword key={token} token={token} emailParam={searchParams.get('email')} />
  return <RequestResetLink />
}

/** A confirmation that takes focus when it appears, so keyboard and screen reader users land on it. */
function Notice({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} role="status" tabIndex={-1} className={authStyles.notice}>
      {children}
    </div>
  )
}

function BackToSignIn() {
  return (
    <p className={authStyles.links}>
      <Link className={authStyles.link} to="/login">
        Back to sign in
      </Link>
    </p>
  )
}

function RequestResetLink() {
  const request = useSetAtom(requestPasswordResetAtom)
  const email = useTextField()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setError(null)
    const trimmed = email.value.trim()
    const invalid = showFieldErrors([[email, trimmed ? null : 'Enter your email.']])
    if (invalid) return invalid.focus()
    setBusy(true)
    try {
      await request({ email: trimmed })
      setSentTo(trimmed)
    } catch (failure) {
      setError(apiErrorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <AuthLayout title="Check your inbox">
        <Notice>
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password.
          </p>
          <p>The link works for a limited time. Check your spam folder if it does not arrive.</p>
        </Notice>
        <p className={authStyles.links}>
          <Button variant="ghost" className={styles.again} onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
          <Link className={authStyles.link} to="/login">
            Back to sign in
          </Link>
        </p>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title="Reset your password" intro="Enter the email you sign in with and we will send you a reset link.">
      <AuthForm submitLabel="Send reset link" busy={busy} error={error} onSubmit={onSubmit}>
        <Field label="Email" type="email" name="email" autoComplete="username" autoFocus required {...email.input} />
      </AuthForm>
      <BackToSignIn />
    </AuthLayout>
  )
}

function InvalidLink({ expired }: { expired: boolean }) {
  return (
    <AuthLayout title="Reset your password">
      <FormError>{expired ? 'This reset link has expired.' : 'This reset link is invalid.'}</FormError>
      <p className={styles.explain}>Reset links work once and for a limited time. Ask for a new one to continue.</p>
      <p className={authStyles.links}>
        <Link className={authStyles.link} to="/reset-password">
          Request a new link
        </Link>
        <Link className={authStyles.link} to="/login">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  )
}

function resetErrorMessage(failure: unknown): ReactNode {
  // Medusa 1.20: a token not signed for the account (forged, already used, expired) makes jwt.verify
  // throw, answered as a 500 unknown_error; 400 'invalid token' for an unknown email; 401 for a token of
  // another user signed with this one's hash.
  const refused = isMedusaApiError(failure) && (failure.status === 401 || failure.status === 500 || (failure.status === 400 && failure.message === 'invalid token'))
  if (refused) {
    return (
      <>
        {RESET_LINK_INVALID_MESSAGE}{' '}
        <Link className={authStyles.link} to="/reset-password">
          Request a new link
        </Link>
      </>
    )
  }
  return apiErrorMessage(failure)
}

function ChooseNewPassword({ token, emailParam }: { token: string; emailParam: string | null }) {
  const reset = useSetAtom(resetPasswordAtom)
  const [info] = useState(() => decodeResetToken(token))
  const [expired] = useState(() => (info ? isTokenExpired(info) : false))
  const email = emailParam?.trim() || info?.email || ''

  const password = useTextField()
  const repeat = useTextField()
  const [error, setError] = useState<ReactNode>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  if (!email || expired) return <InvalidLink expired={expired} />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setError(null)
    const invalid = showFieldErrors(newPasswordChecks(password, repeat, 'Enter a new password.'))
    if (invalid) return invalid.focus()
    setBusy(true)
    try {
      await reset({ token, password: password.value, email })
      setDone(true)
    } catch (failure) {
      setError(resetErrorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <AuthLayout title="Password changed">
        <Notice>
          <p>Your password has been changed. Sign in with the new one.</p>
        </Notice>
        <p className={authStyles.links}>
          <Link className={authStyles.link} to="/login">
            Sign in
          </Link>
        </p>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title="Choose a new password">
      <AuthForm submitLabel="Change password" busy={busy} error={error} onSubmit={onSubmit}>
        <Field label="Email" type="email" name="email" autoComplete="username" readOnly value={email} />
        <Field label="New password" type="password" name="new-password" autoComplete="new-password" autoFocus required {...password.input} />
        <Field label="Repeat new password" type="password" name="repeat-password" autoComplete="new-password" required {...repeat.input} />
      </AuthForm>
      <BackToSignIn />
    </AuthLayout>
  )
}
