import { useId } from 'react'
import styles from './Switch.module.css'
import { VisuallyHidden } from './VisuallyHidden'

export interface SwitchProps {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  label: string
  /** Keep the label for screen readers only (dense tables); it remains the switch's name. */
  hideLabel?: boolean
  disabled?: boolean
  id?: string
  /** Id of an element describing the switch (a hint, an error). */
  describedBy?: string
}

/** An on/off toggle: a button with role=switch; Space, Enter and a click on the label toggle it. */
export function Switch({ checked, onCheckedChange, label, hideLabel, disabled, id, describedBy }: SwitchProps) {
  const ownId = useId()
  const switchId = id ?? ownId
  return (
    <span className={disabled ? `${styles.root} ${styles.disabled}` : styles.root}>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={describedBy}
        disabled={disabled}
        className={styles.track}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
      {hideLabel ? (
        <VisuallyHidden>
          <label htmlFor={switchId}>{label}</label>
        </VisuallyHidden>
      ) : (
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
      )}
    </span>
  )
}
