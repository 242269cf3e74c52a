import { useSetAtom } from 'jotai'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { isMedusaApiError } from '@/api/client'
import { acceptInviteAtom, decodeInviteToken, InviteAcceptedSignInError } from '@/atoms/core/session'
import { operatorMessage } from '@/atoms/core/errors'
import { AuthForm, AuthLayout, authStyles, Field, FormError } from './AuthLayout'
import { newPasswordChecks, showFieldErrors, useTextField } from './fields'
import { apiErrorMessage } from './messages'
import { DEFAULT_AFTER_LOGIN } from './paths'
import styles from './InvitePage.module.css'

export const INVITE_INVALID_MESSAGE =
  'This invite is invalid or has expired. Ask a store administrator to send you a new one.'

// Medusa v1's answers (400 invalid_data) for a token it refuses and for an invite already used.
const INVALID_INVITE_ANSWERS = new Set(['Invalid invite', 'Token is not valid'])
const ALREADY_JOINED_ANSWER = 'User already joined'

function SignInLink({ children = 'Sign in' }: { children?: ReactNode }) {
  return (
    <Link className={authStyles.link} to="/login">
      {children}
    </Link>
  )
}

function inviteErrorMessage(failure: unknown, email: string): ReactNode {
  if (failure instanceof InviteAcceptedSignInError) {
    return (
      <>
        Your account was created, but signing in failed: {operatorMessage(failure.cause)} <SignInLink>Sign in</SignInLink>
      </>
    )
  }
  if (isMedusaApiError(failure) && failure.status === 400) {
    if (INVALID_INVITE_ANSWERS.has(failure.message)) return INVITE_INVALID_MESSAGE
    if (failure.message === ALREADY_JOINED_ANSWER) {
      return (
        <>
          An account for {email} already exists. <SignInLink>Sign in instead</SignInLink>
        </>
      )
    }
  }
  return apiErrorMessage(failure)
}

/** /invite?token=...: accept an invite by choosing a name and password, then land signed in. */
export function InvitePage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const info = token ? decodeInviteToken(token) : null
  if (!info) {
    return (
      <AuthLayout title="Accept your invite">
        <FormError>{token ? 'This invite link is invalid.' : 'This invite link has no token.'}</FormError>
        <p className={styles.explain}>
          Open the link from your invite email again. If it still fails, ask a store administrator to send you a new invite.
        </p>
        <p className={authStyles.links}>
          <SignInLink>Go to sign in</SignInLink>
        </p>
      </AuthLayout>
    )
  }
  return <AcceptInviteForm key={token} token={token} email={info.email} />
}

function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const accept = useSetAtom(acceptInviteAtom)
  const navigate = useNavigate()
  const firstName = useTextField()
  const lastName = useTextField()
  const password = useTextField()
  const repeat = useTextField()
  const [error, setError] = useState<ReactNode>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return
    setError(null)
    const invalid = showFieldErrors([
      [firstName, firstName.value.trim() ? null : 'Enter your first name.'],
      [lastName, lastName.value.trim() ? null : 'Enter your last name.'],
      ...newPasswordChecks(password, repeat, 'Choose a password.'),
    ])
    if (invalid) return invalid.focus()

    busyRef.current = true
    setBusy(true)
    try {
      await accept({ token, first_name: firstName.value.trim(), last_name: lastName.value.trim(), password: password.value })
      navigate(DEFAULT_AFTER_LOGIN, { replace: true })
    } catch (failure) {
      setError(inviteErrorMessage(failure, email))
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <AuthLayout
      title="Accept your invite"
      intro={
        <>
          You have been invited to manage the store as <strong className={styles.email}>{email}</strong>. Choose your
          name and a password to finish.
        </>
      }
    >
      <AuthForm submitLabel="Create account" busy={busy} error={error} onSubmit={onSubmit}>
        <Field label="Email" type="email" name="email" autoComplete="username" readOnly value={email} />
        <div className={styles.names}>
          <Field label="First name" name="first_name" autoComplete="given-name" autoFocus required {...firstName.input} />
          <Field label="Last name" name="last_name" autoComplete="family-name" required {...lastName.input} />
        </div>
        <Field label="Password" type="password" name="password" autoComplete="new-password" required {...password.input} />
        <Field label="Repeat password" type="password" name="repeat-password" autoComplete="new-password" required {...repeat.input} />
      </AuthForm>
      <p className={authStyles.links}>
        <SignInLink>Already have an account? Sign in</SignInLink>
      </p>
    </AuthLayout>
  )
}
