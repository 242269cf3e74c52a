import { useAtomValue, useSetAtom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { consentEmailAtom, normalizeSettings, updateAnalyticsConfigMutation } from '@/atoms/settings/analytics'
import { runMutation } from '@/atoms/core/query'
import { sessionAtom } from '@/atoms/core/session'
import { pushToastAtom } from '@/atoms/core/toasts'
import { operatorMessage } from '@/atoms/core/errors'
import { Button } from '@/ui/Button'
import { FormErrors } from '@/ui/FormErrors'
import { ModalShell } from '@/ui/ModalShell'
import { Switch } from '@/ui/Switch'
import card from '@/ui/CardPage.module.css'
import styles from './ConsentDialog.module.css'

// The consent form, in its own chunk: ./ConsentScreen.tsx (first load) decides when it shows and
// fetches this as soon as the condition starts holding, well within the 1000 ms debounce.

export const CONSENT_TITLE = 'Help us get better'
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email'
export const CONSENT_SUCCESS = { title: 'Success', message: 'Your preferences were successfully updated' } as const

/** A standard e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}

/**
 * SPEC §2/§4/§5: the full-screen form. Opting out forces anonymize off and disables it; the email
 * is disabled while opting out or anonymizing, and otherwise must match a standard pattern. Submit
 * creates the config; success toasts and closes, failure toasts the message and keeps the form.
 */
export function ConsentDialog({ onSubmitted }: { onSubmitted: () => void }) {
  const titleId = useId()
  const introId = useId()
  const emailId = useId()
  const emailErrorId = `${emailId}-error`
  const emailHintId = `${emailId}-hint`
  const optOutHintId = useId()
  const anonymizeHintId = useId()
  const session = useAtomValue(sessionAtom)
  const queryClient = useAtomValue(queryClientAtom)
  const pushToast = useSetAtom(pushToastAtom)
  const setConsentEmail = useSetAtom(consentEmailAtom)

  const [optOut, setOptOut] = useState(false)
  const [anonymize, setAnonymize] = useState(false)
  const [email, setEmail] = useState(session.email)
  const [emailError, setEmailError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const emailRef = useRef<HTMLInputElement>(null)

  // SPEC §5: the email is not asked for when opting out or staying anonymous.
  const emailDisabled = optOut || anonymize

  function changeOptOut(checked: boolean) {
    setOptOut(checked)
    // SPEC §4: opting out forces anonymize off (and disables it).
    if (checked) setAnonymize(false)
    if (checked) setEmailError(null)
  }

  function changeAnonymize(checked: boolean) {
    setAnonymize(checked)
    if (checked) setEmailError(null)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return
    if (!emailDisabled && !isValidEmail(email)) {
      setEmailError(INVALID_EMAIL_MESSAGE)
      emailRef.current?.focus()
      return
    }
    setEmailError(null)
    busyRef.current = true
    setBusy(true)
    try {
      // The update route creates the config when there is none, and changes it when another tab
      // already made one: Medusa 1.20 accepts a second create but only ever reads the first.
      await runMutation(queryClient, updateAnalyticsConfigMutation, normalizeSettings({ opt_out: optOut, anonymize }))
      setConsentEmail(emailDisabled ? null : email.trim())
      pushToast({ ...CONSENT_SUCCESS, tone: 'success' })
      onSubmitted()
    } catch (failure) {
      // The form keeps what was chosen and typed, ready to submit again.
      const message = operatorMessage(failure)
      pushToast({ title: 'Error', message, tone: 'error' })
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <ModalShell labelledBy={titleId} describedBy={introId} variant="fullscreen" onEscape={() => undefined}>
      <div className={card.page} data-modal-body>
        <form className={`${card.card} ${card.wide}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy || undefined}>
          <p className={card.brand}>Medusa console</p>
          {/* Focus starts on the heading, not a switch: a key the operator was still typing changes nothing. */}
          <h2 id={titleId} className={card.title} tabIndex={-1} data-autofocus>
            {CONSENT_TITLE}
          </h2>
          <p id={introId} className={card.intro}>
            To improve the console we would like to collect usage data (which pages and commands are used, never
            what you type into them) and reports of errors. You can change this at any time in Settings.
          </p>

          <div className={card.field}>
            <Switch label="Opt out of sharing usage data" checked={optOut} onCheckedChange={changeOptOut} describedBy={optOutHintId} />
            <p id={optOutHintId} className={card.hint}>
              Nothing about your use of the console, and no error reports, will be sent.
            </p>
          </div>

          <div className={card.field}>
            <Switch
              label="Anonymize my usage data"
              checked={anonymize}
              onCheckedChange={changeAnonymize}
              disabled={optOut}
              describedBy={anonymizeHintId}
            />
            <p id={anonymizeHintId} className={card.hint}>
              Usage data is sent without your name, email or user id.
            </p>
          </div>

          <div className={card.field}>
            <label htmlFor={emailId} className={card.label}>
              Email
            </label>
            <input
              ref={emailRef}
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              className={card.input}
              value={email}
              disabled={emailDisabled}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={[emailHintId, emailError ? emailErrorId : null].filter(Boolean).join(' ')}
              onChange={(event) => {
                setEmail(event.target.value)
                if (emailError) setEmailError(null)
              }}
            />
            <p id={emailHintId} className={card.hint}>
              {emailDisabled ? 'Not used while you opt out or stay anonymous.' : 'Linked to your usage data.'}
            </p>
            <FormErrors id={emailErrorId} messages={emailError ? [emailError] : []} />
          </div>

          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy}>
              Submit
            </Button>
          </div>
        </form>
      </div>
    </ModalShell>
  )
}
