import styles from './StatusBadge.module.css'

export type StatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info'

const TONES: Record<string, StatusTone> = {
  published: 'success',
  completed: 'success',
  captured: 'success',
  fulfilled: 'success',
  shipped: 'success',
  draft: 'neutral',
  archived: 'neutral',
  proposed: 'info',
  pending: 'warning',
  awaiting: 'warning',
  not_fulfilled: 'warning',
  not_paid: 'warning',
  requires_action: 'warning',
  partially_fulfilled: 'info',
  partially_shipped: 'info',
  partially_refunded: 'info',
  returned: 'info',
  refunded: 'info',
  rejected: 'danger',
  canceled: 'danger',
}

/** A small coloured status label; the text carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const value = status ?? 'unknown'
  return (
    <span className={styles.badge} data-tone={TONES[value] ?? 'neutral'}>
      {value.replace(/_/g, ' ')}
    </span>
  )
}
