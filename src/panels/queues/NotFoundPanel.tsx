import { Link } from 'react-router-dom'
import { queuesNav } from '@/models/queues/area'
import styles from './queues.module.css'

/** A queue URL that names no queue: said in place, with the way back to the list of queues. */
export function NotFoundPanel({ what }: { what: string }) {
  return (
    <section className={styles.queue} aria-labelledby="queue-missing-heading">
      <h1 id="queue-missing-heading" className={styles.heading}>
        Queue not found
      </h1>
      <p className={styles.empty}>
        {what} <Link to={queuesNav.routes.list()}>All queues</Link>
      </p>
    </section>
  )
}
