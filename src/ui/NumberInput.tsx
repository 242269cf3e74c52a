import { useId } from 'react'
import type { ChangeEvent, InputHTMLAttributes, KeyboardEvent, MouseEvent } from 'react'
import { ChevronDownIcon, ChevronUpIcon } from './icons'
import styles from './NumberInput.module.css'
import { VisuallyHidden } from './VisuallyHidden'

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'disabled'
>

export interface NumberInputProps extends NativeProps {
  label: string
  hideLabel?: boolean
  /** null while the field is empty. */
  value: number | null
  onValueChange: (value: number | null) => void
  min?: number
  max?: number
  /** Amount one press of a stepper or an arrow key adds or takes away (default 1). */
  step?: number
  disabled?: boolean
  invalid?: boolean
}

/** A click on a stepper leaves focus (and the caret) in the field. */
function keepFocusInInput(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault()
}

function decimals(n: number): number {
  const text = String(n)
  const dot = text.indexOf('.')
  return dot < 0 ? 0 : text.length - dot - 1
}

/** The value one step up or down, kept within min/max and free of floating-point dust (0.1 + 0.2). */
export function stepValue(value: number | null, direction: 1 | -1, { min, max, step = 1 }: Pick<NumberInputProps, 'min' | 'max' | 'step'>): number {
  const raw = (value ?? 0) + direction * step
  const places = Math.max(decimals(step), value === null ? 0 : decimals(value))
  let next = Number(raw.toFixed(places))
  if (min !== undefined) next = Math.max(min, next)
  if (max !== undefined) next = Math.min(max, next)
  return next
}

/**
 * A number field with up/down steppers. ArrowUp/ArrowDown step too. The steppers are named
 * 'Increase <label>' / 'Decrease <label>' and sit out of the tab order (the arrow keys do their job).
 */
export function NumberInput({
  label,
  hideLabel,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  disabled,
  invalid,
  id,
  className,
  onKeyDown,
  ...native
}: NumberInputProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const limits = { min, max, step }
  const atMax = value !== null && max !== undefined && value >= max
  const atMin = value !== null && min !== undefined && value <= min

  function stepBy(direction: 1 | -1) {
    if (disabled) return
    const next = stepValue(value, direction, limits)
    if (next !== value) onValueChange(next)
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { value: text, valueAsNumber } = event.target
    if (text === '') onValueChange(null)
    else if (!Number.isNaN(valueAsNumber)) onValueChange(valueAsNumber)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      // Ours, not the browser's: one step, clamped, the same as the buttons.
      event.preventDefault()
      stepBy(event.key === 'ArrowUp' ? 1 : -1)
    }
  }

  const labelElement = (
    <label htmlFor={inputId} className={styles.label}>
      {label}
    </label>
  )
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <div className={invalid ? `${styles.field} ${styles.invalid}` : styles.field}>
        <input
          {...native}
          id={inputId}
          type="number"
          inputMode="decimal"
          className={styles.input}
          value={value ?? ''}
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
        <div className={styles.steppers}>
          <button
            type="button"
            tabIndex={-1}
            className={styles.stepper}
            aria-label={`Increase ${label}`}
            disabled={disabled || atMax}
            onMouseDown={keepFocusInInput}
            onClick={() => stepBy(1)}
          >
            <ChevronUpIcon className={styles.icon} />
          </button>
          <button
            type="button"
            tabIndex={-1}
            className={styles.stepper}
            aria-label={`Decrease ${label}`}
            disabled={disabled || atMin}
            onMouseDown={keepFocusInInput}
            onClick={() => stepBy(-1)}
          >
            <ChevronDownIcon className={styles.icon} />
          </button>
        </div>
      </div>
    </div>
  )
}
