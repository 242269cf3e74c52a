import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom'
import { queuesNav } from '@/models/queues/area'
import { QUEUES, queueByName, viewQueue } from '@/models/queues/definitions'
import { NotFoundPanel } from './NotFoundPanel'
import { QueuePanel } from './QueuePanel'
import styles from './queues.module.css'

/** The ready-made queues, each a link to its stable URL (also "Queue: …" in the palette). */
function QueueList() {
  return (
    <section className={styles.queue} aria-labelledby="queues-heading">
      <h1 id="queues-heading" className={styles.heading}>
        Queues
      </h1>
      <p className={styles.empty}>One record at a time, one key per action: the next opens as soon as the action is sent.</p>
      <ul className={styles.list}>
        {QUEUES.map((queue) => (
          <li key={queue.name}>
            <Link className={styles.link} to={queuesNav.routes.record(queue.name)}>
              <span>{queue.title}</span>
              <span className={styles.empty}>{queue.actions.map((action) => `${action.key} ${action.label.toLowerCase()}`).join(' · ')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ReadyQueue() {
  const { name = '' } = useParams()
  const queue = queueByName(name)
  return queue ? <QueuePanel key={queue.name} queue={queue} /> : <NotFoundPanel what={`No queue named “${name}”.`} />
}

/** A list of an area opened as a queue (a saved view): its filters and sort are the URL's search. */
function ViewQueue() {
  const { area = '' } = useParams()
  const [search] = useSearchParams()
  const queue = viewQueue(area, search)
  return queue ? <QueuePanel key={`${area}?${search.toString()}`} queue={queue} /> : <NotFoundPanel what={`The ${area} list does not open as a queue.`} />
}

/** The Queues area: /a/queues, /a/queues/<name>, /a/queues/view/<area>?<filters>. */
export default function QueuesArea() {
  return (
    <Routes>
      <Route index element={<QueueList />} />
      <Route path="view/:area" element={<ViewQueue />} />
      <Route path=":name" element={<ReadyQueue />} />
    </Routes>
  )
}
