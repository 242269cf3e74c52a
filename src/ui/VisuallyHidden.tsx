import type { ReactNode } from 'react'
import styles from './VisuallyHidden.module.css'

/** Text that screen readers announce but that takes no space on screen. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  )
}
