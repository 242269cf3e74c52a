import styles from '@/panels/shared/record-panel.module.css'

/**
 * The next record of a queue as the action's key shows it: its heading at once, in the frame after the
 * key, while its full panel is drawn behind (a deferred render, src/panels/queues/QueuePanel.tsx).
 */
export function ArrivingRecord({ title }: { title: string }) {
  return (
    <article className={styles.detail} aria-busy="true" aria-label={title}>
      <header className={styles.recordHeader}>
        <div>
          <h2 className={styles.heading}>{title}</h2>
        </div>
      </header>
    </article>
  )
}
