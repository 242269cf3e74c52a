import type { ReactNode } from 'react'
import { CloseIcon } from '@/ui/icons'
import { Tooltip } from '@/ui/Tooltip'
import layout from './DashboardLayout.module.css'
import styles from './RunningJobs.module.css'

interface TrayLineProps {
  children: ReactNode
  /** Buttons under the line's words (a slow run's ways out). */
  actions?: ReactNode
  /** The close button's accessible name: what pressing it does ('Stop following Product export'). */
  closeName: string
  /** Said before it is pressed: what it does not do (a server job is not canceled by it). */
  closeTitle: string
  onClose: () => void
}

/** One line of the navigation's tray, with the tray's own close button (chrome, not a command). */
export function TrayLine({ children, actions, closeName, closeTitle, onClose }: TrayLineProps) {
  return (
    <div className={styles.line}>
      {actions ? (
        <div>
          <p className={layout.job}>{children}</p>
          {actions}
        </div>
      ) : (
        <p className={layout.job}>{children}</p>
      )}
      <Tooltip content={closeTitle}>
        <button type="button" className={styles.close} aria-label={closeName} onClick={onClose}>
          <CloseIcon className={styles.icon} />
        </button>
      </Tooltip>
    </div>
  )
}
