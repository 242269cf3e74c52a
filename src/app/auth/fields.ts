import { useRef, useState, type ChangeEvent, type RefObject } from 'react'
import { PASSWORD_MISMATCH_MESSAGE } from './messages'

/** One text field of a signed-out form: its value, the error shown under it, and a way to focus it. */
export interface TextField {
  value: string
  setValue: (value: string) => void
  error: string | null
  setError: (error: string | null) => void
  focus: () => void
  /** What <Field> takes to show and edit it: `<Field label="Email" {...email.input} />`. */
  input: {
    ref: RefObject<HTMLInputElement | null>
    value: string
    error: string | null
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
  }
}

export function useTextField(initial: string | (() => string) = ''): TextField {
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const ref = useRef<HTMLInputElement>(null)
  return {
    value,
    setValue,
    error,
    setError,
    focus: () => ref.current?.focus(),
    input: { ref, value, error, onChange: (event) => setValue(event.target.value) },
  }
}

/**
 * Shows each field's error (null clears it) and answers the first field in error. The caller moves
 * the focus there, unless something else must take it first (the login's closed server disclosure).
 */
export function showFieldErrors(checks: ReadonlyArray<readonly [TextField, string | null]>): TextField | undefined {
  for (const [field, error] of checks) field.setError(error)
  return checks.find(([, error]) => error)?.[0]
}

/** The checks of a new password typed twice: it is there, then the repeat is the same. */
export function newPasswordChecks(password: TextField, repeat: TextField, missingMessage: string) {
  const missing = password.value ? null : missingMessage
  const mismatch = !missing && password.value !== repeat.value ? PASSWORD_MISMATCH_MESSAGE : null
  return [
    [password, missing],
    [repeat, mismatch],
  ] as const
}
