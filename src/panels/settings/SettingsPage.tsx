import { useId, type ReactNode } from 'react'
import styles from './settings.module.css'

interface SettingsPageProps {
  /** The page's h1, which names it. */
  title: ReactNode
  /** Buttons beside the heading. */
  actions?: ReactNode
  /** A stable heading id when something else is named by it (a table under the heading). */
  headingId?: string
  /** The page's frame: the settings column unless the page holds a wide table. */
  className?: string
  children?: ReactNode
}

/** One page of the settings area (the preferences, a section such as the store or the apps): a region named by its heading. */
export function SettingsPage({ title, actions, headingId, className = styles.panel, children }: SettingsPageProps) {
  const generated = useId()
  const id = headingId ?? generated
  return (
    <section className={className} aria-labelledby={id}>
      <header className={styles.panelHeader}>
        <h1 id={id} className={styles.heading}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  )
}
