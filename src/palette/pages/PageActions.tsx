import styles from '../Palette.module.css'

interface PageActionsProps {
  onBack: () => void
  onGo: () => void
  /** The way on: 'Continue' on an argument's page, 'Confirm' (or 'Run again') on the last one. */
  go?: string
  /** The way on takes focus as the page opens (a confirm page has no field to take it). */
  autoFocus?: boolean
  disabled?: boolean
}

/** Back and the way on, under every page of a prompt. */
export function PageActions({ onBack, onGo, go = 'Continue', autoFocus = false, disabled }: PageActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.secondaryButton} onClick={onBack}>
        Back
      </button>
      <button type="button" className={styles.primaryButton} onClick={onGo} disabled={disabled} data-autofocus={autoFocus || undefined}>
        {go}
      </button>
    </div>
  )
}
