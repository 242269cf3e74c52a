import { Fragment, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from './Button'
import { tabbableWithin } from './focusable'
import parts from './ModalParts.module.css'
import { ModalShell } from './ModalShell'
import styles from './StepWizardModal.module.css'

export interface WizardStep {
  title: string
  content: ReactNode
  /** Next (or Submit, on the last step) stays disabled while this is true. */
  nextDisabled?: boolean
}

export interface StepWizardController {
  /** The current step, numbered from 0. */
  page: number
  stepCount: number
  isFirst: boolean
  isLast: boolean
  /** One step forward; nothing on the last step (submitting is the modal's job). */
  next: () => void
  /** One step back; nothing on step 0. */
  back: () => void
  /** Jumps to a step. Applies only to steps above 0 that exist: setPage(0) or a negative page is ignored. */
  setPage: (page: number) => void
  /** Back to step 0. */
  reset: () => void
}

/** The wizard's state. Pass it to StepWizardModal as `controller` to drive the wizard from outside. */
export function useStepWizard(stepCount: number): StepWizardController {
  const [rawPage, setRawPage] = useState(0)
  const last = Math.max(0, stepCount - 1)
  const page = Math.min(rawPage, last)

  const next = useCallback(() => setRawPage((p) => Math.min(p + 1, last)), [last])
  const back = useCallback(() => setRawPage((p) => Math.max(Math.min(p, last) - 1, 0)), [last])
  const setPage = useCallback(
    (target: number) => {
      if (Number.isInteger(target) && target > 0 && target <= last) setRawPage(target)
    },
    [last],
  )
  const reset = useCallback(() => setRawPage(0), [])

  return useMemo(
    () => ({ page, stepCount, isFirst: page === 0, isLast: page === last, next, back, setPage, reset }),
    [page, stepCount, last, next, back, setPage, reset],
  )
}

export interface StepWizardModalProps {
  open: boolean
  title: string
  steps: readonly WizardStep[]
  /** Cancel button and Escape. */
  onCancel: () => void
  /** The primary button on the last step, which reads 'Submit'. */
  onSubmit: () => void
  submitting?: boolean
  /** Drive the wizard from outside (useStepWizard); without one the wizard starts at step 0 on each open. */
  controller?: StepWizardController
}

/** A modal that walks through numbered steps with Back, Next and, on the last step, Submit. */
export function StepWizardModal(props: StepWizardModalProps) {
  return props.open && props.steps.length > 0 ? <StepWizardDialog {...props} /> : null
}

function StepWizardDialog({ title, steps, onCancel, onSubmit, submitting = false, controller }: StepWizardModalProps) {
  const own = useStepWizard(steps.length)
  const wizard = controller ?? own
  const titleId = useId()
  const progressId = useId()
  const step = steps[wizard.page] ?? steps[0]
  const primaryDisabled = Boolean(step?.nextDisabled) || (wizard.isLast && submitting)
  const bodyRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(wizard.page)

  // A new step: focus its first control, or, when the button pressed just became disabled
  // (Back on step 0, Next on a step that is not ready), the title, so focus stays in the dialog.
  useLayoutEffect(() => {
    if (shownPage.current === wizard.page) return
    shownPage.current = wizard.page
    const first = bodyRef.current && tabbableWithin(bodyRef.current)[0]
    const active = document.activeElement
    if (first) first.focus()
    else if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)) {
      titleRef.current?.focus()
    }
  }, [wizard.page])

  return (
    <ModalShell labelledBy={titleId} describedBy={progressId} onEscape={onCancel} variant="centered">
      <header className={parts.header}>
        <div className={parts.heading}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={parts.title}>
            {title}
          </h2>
          <p id={progressId} className={styles.progress} aria-live="polite">
            Step {wizard.page + 1} of {steps.length}: {step?.title}
          </p>
          <ol className={styles.steps} aria-label="Steps">
            {steps.map((s, index) => (
              <li
                key={index}
                aria-current={index === wizard.page ? 'step' : undefined}
                className={[
                  styles.step,
                  index < wizard.page && styles.done,
                  index === wizard.page && styles.current,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                {s.title}
              </li>
            ))}
          </ol>
        </div>
      </header>
      <div ref={bodyRef} className={parts.body} data-modal-body>
        <Fragment key={wizard.page}>{step?.content}</Fragment>
      </div>
      <footer className={parts.footer}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <span className={parts.spacer} />
        <Button variant="secondary" onClick={wizard.back} disabled={wizard.isFirst}>
          Back
        </Button>
        <Button
          variant="primary"
          onClick={wizard.isLast ? onSubmit : wizard.next}
          disabled={primaryDisabled}
          busy={wizard.isLast && submitting}
        >
          {wizard.isLast ? 'Submit' : 'Next'}
        </Button>
      </footer>
    </ModalShell>
  )
}
