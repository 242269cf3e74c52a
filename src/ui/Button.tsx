import type { ComponentPropsWithRef } from 'react'
import styles from './Button.module.css'
import { Spinner } from './Spinner'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost'
  /** A square button holding only an icon: give it an aria-label. */
  iconOnly?: boolean
  /** Shows a spinner and sets aria-busy; the caller decides whether it is also disabled. */
  busy?: boolean
}

/** The one button of the shared UI; type defaults to 'button' so it never submits a form by accident. */
export function Button({ variant = 'secondary', iconOnly, busy, className, type = 'button', children, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], iconOnly && styles.icon, className]
  return (
    <button type={type} aria-busy={busy || undefined} className={classes.filter(Boolean).join(' ')} {...rest}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  )
}
