import { useId, type ReactNode } from 'react'
import shared from './record-panel.module.css'

interface SectionProps {
  /** The visible heading; it also names the section (aria-labelledby). */
  title: ReactNode
  /** Heading level: 3 inside a record's panel (below its h2), 2 for a settings page's own parts. */
  level?: 2 | 3
  /** Buttons beside the heading (the section's commands). */
  actions?: ReactNode
  /** A stable heading id when a test or a link points at it; a generated one otherwise. */
  headingId?: string
  /** The section's frame: the record panel's ruled section unless a panel has its own. */
  className?: string
  children?: ReactNode
}

/**
 * One headed part of a detail panel or a settings page: a <section> named by its heading, with the
 * section's buttons beside the heading. Detail panels are assembled from these.
 */
export function Section({ title, level = 3, actions, headingId, className = shared.section, children }: SectionProps) {
  const generated = useId()
  const id = headingId ?? generated
  const Heading = level === 2 ? 'h2' : 'h3'
  const heading = (
    <Heading id={id} className={shared.subheading}>
      {title}
    </Heading>
  )
  return (
    <section aria-labelledby={id} className={className}>
      {actions ? (
        <div className={shared.sectionHeader}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
