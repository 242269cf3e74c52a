import { useAtomValue, useStore } from 'jotai'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { openedViewAtom, savedViewsAtom, viewCountAtom } from '@/atoms/views/views'
import { grouped } from '@/models/core/text'
import { viewHref, viewSearchOf, type ListedView } from '@/atoms/views/format'
import { openView } from '@/atoms/views/open'
import styles from './NavViews.module.css'

/** A view under its area in the navigation: its name and, once counted, how many records it holds. */
function NavView({ view, active }: { view: ListedView; active: boolean }) {
  const store = useStore()
  const navigate = useNavigate()
  const count = useAtomValue(viewCountAtom(view)).data
  return (
    <li>
      <Link
        to={viewHref(view)}
        className={active ? `${styles.view} ${styles.active}` : styles.view}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => {
          // Opened as the palette opens it: a filter part naming a deleted record is dropped and said.
          event.preventDefault()
          void openView(store, view).then((href) => navigate(href))
        }}
      >
        <span className={styles.name}>{view.name}</span>
        {count === undefined ? null : <span className={styles.count}>{grouped(count)}</span>}
      </Link>
    </li>
  )
}

/** The saved views of an area (its list path and the paths under it), under its nav link. */
export function NavViews({ listPath, label }: { listPath: string; label: string }) {
  const { views } = useAtomValue(savedViewsAtom)
  const opened = useAtomValue(openedViewAtom)
  const location = useLocation()
  const mine = views.filter((view) => view.path === listPath || view.path.startsWith(`${listPath}/`))
  if (!mine.length) return null
  const search = viewSearchOf(location.search)
  return (
    <ul className={styles.views} aria-label={`${label} views`}>
      {mine.map((view) => (
        <NavView key={`${view.scope}:${view.id}`} view={view} active={opened?.id === view.id && location.pathname === view.path && search === viewSearchOf(opened.search)} />
      ))}
    </ul>
  )
}
