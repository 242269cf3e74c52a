import { useOutlet } from 'react-router-dom'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { AreaRoutes } from '@/models/core/routes'
import styles from './SplitView.module.css'
import { useRowLinks } from './urlState'
import { isTextEntry } from './useGridCursor'

export interface SplitViewProps {
  /** The list: a DataTable with its panel chrome. It stays mounted while details come and go. */
  children: ReactNode
  /** The detail; defaults to the matched child route (`<Outlet/>`). */
  detail?: ReactNode
  /** Accessible name of the detail region. */
  detailLabel?: string
  /** The area's routes, for closing the detail to its list; defaults to the route rendering the SplitView. */
  routes?: AreaRoutes
}

/**
 * Table on the left, the open row's detail on the right. Routes nest the detail under the list
 * (`orders` -> `orders/:id`), so opening a row keeps this element, the table inside it, its
 * scroll position and the URL's search params. Escape or 'Close' return to the list.
 */
export function SplitView({ children, detail, detailLabel = 'Details', routes }: SplitViewProps) {
  const outlet = useOutlet()
  const content = detail ?? outlet
  const { close } = useRowLinks(routes)
  const list = useRef<HTMLDivElement>(null)

  // Escape closes the open record from the list as well: Enter on a row then Escape at once, before
  // the record has loaded and taken the focus, still closes it (nothing in the list uses a bare Escape).
  function onKeyDown(event: KeyboardEvent) {
    if (!content || event.key !== 'Escape' || event.defaultPrevented || isTextEntry(event.target)) return
    event.preventDefault()
    const fromDetail = !list.current?.contains(event.target as Node)
    void close()
    // The open record had the keyboard: it goes back to the row it was opened from (the table's cursor).
    if (fromDetail) list.current?.querySelector<HTMLElement>('tbody tr[tabindex="0"]')?.focus()
  }

  // With nothing focused (the row it was opened from re-rendered away before the record took the
  // keyboard), Escape reaches the document alone: it closes the open record as well.
  const open = Boolean(content)
  useEffect(() => {
    if (!open) return
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.target !== document.body) return
      event.preventDefault()
      void close()
    }
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => document.removeEventListener('keydown', onDocumentKeyDown)
  }, [open, close])

  return (
    <div className={styles.split} data-detail={content ? '' : undefined} onKeyDown={onKeyDown}>
      <div className={styles.list} ref={list}>
        {children}
      </div>
      {content ? (
        // tabIndex -1: a click anywhere in the detail puts focus there, so Escape closes it.
        <section className={styles.detail} aria-label={detailLabel} tabIndex={-1}>
          <div className={styles.bar}>
            <button
              type="button"
              className={styles.close}
              aria-label={`Close ${detailLabel.toLowerCase()}`}
              title="Close (Esc)"
              onClick={() => void close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {content}
        </section>
      ) : null}
    </div>
  )
}
