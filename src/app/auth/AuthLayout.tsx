import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { Button } from '@/ui/Button'
import card from '@/ui/CardPage.module.css'
import styles from './AuthLayout.module.css'

/** The frame every signed-out page shares: one centred card with the page's heading. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <main className={card.page}>
      <section className={card.card} aria-labelledby={headingId}>
        <p className={card.brand}>Medusa console</p>
        <h1 id={headingId} className={card.title}>
          {title}
        </h1>
        {intro ? <p className={card.intro}>{intro}</p> : null}
        {children}
      </section>
    </main>
  )
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string
  /** Shown under the field and announced with it (aria-describedby); marks the field invalid. */
  error?: string | null
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function Field({ label, error, hint, id, className, ref, ...input }: FieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={card.field}>
      <label htmlFor={inputId} className={card.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={[card.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={card.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A failure of the whole form (the server said no), announced as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <div role="alert" className={styles.formError}>
      {children}
    </div>
  )
}

export interface AuthFormProps {
  /** The submit button's words. */
  submitLabel: string
  busy: boolean
  /** The failure of the last submit, shown above the fields. */
  error: ReactNode
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}

/** A signed-out form: the last failure on top, the fields, then one full-width submit button. */
export function AuthForm({ submitLabel, busy, error, onSubmit, children }: AuthFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <FormError>{error}</FormError>
      {children}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" className={styles.submit} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

export { styles as authStyles }
