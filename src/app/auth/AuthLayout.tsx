import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import styles from './AuthLayout.module.css'

/** The frame every signed-out page shares: one centred card with the page's heading. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <p className={styles.brand}>Medusa console</p>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
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
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
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

export { styles as authStyles }
