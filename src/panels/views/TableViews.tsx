import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { openedViewAtom, savedViewsAtom, viewsTableAtom } from '@/atoms/views/views'
import { appRunner } from '@/commands/index'
import { openView } from '@/atoms/views/open'
import { viewSearchOf, type ListedView } from '@/atoms/views/format'
import { onColumnVisibility, readColumnVisibility, applyColumnVisibility } from '@/panels/shared/table/storage'
import { ViewsMenu } from '@/panels/shared/table/Toolbar'
import styles from './Views.module.css'

export interface TableViewsProps {
  /** The list panel's id ('orders'): views are kept per area. */
  area: string
  /** The list's path ('/a/orders'). */
  path: string
  /** The table's id: the key of its remembered columns. */
  tableId: string
}

/** The table's columns as remembered, following every change (the column menu, a view applied). */
function useColumns(tableId: string) {
  const [columns, setColumns] = useState(() => readColumnVisibility(tableId))
  useEffect(() => onColumnVisibility((changed, state) => changed === tableId && setColumns(state)), [tableId])
  return columns
}

/** Whether the search on screen is the view's (paging aside). */
const showsView = (search: string, viewSearch: string) => viewSearchOf(search) === viewSearchOf(viewSearch)

/**
 * The table's saved views: the 'Views' control of its toolbar, the table's part in the view commands
 * (what a saved view holds is read from here), the area's default view on a bare URL, the opened
 * view's columns, and the alert naming what of a view's filter no longer applies.
 */
export function TableViews({ area, path, tableId }: TableViewsProps) {
  const store = useStore()
  const location = useLocation()
  const navigate = useNavigate()
  const { views, defaults, loaded } = useAtomValue(savedViewsAtom)
  const opened = useAtomValue(openedViewAtom)
  const setTable = useSetAtom(viewsTableAtom)
  const columns = useColumns(tableId)
  const search = location.search.replace(/^\?/, '')

  useEffect(() => setTable({ area, path, tableId, search, columns }), [setTable, area, path, tableId, search, columns])
  useEffect(() => () => setTable(null), [setTable])

  // A view opened for this area brings its columns, once per opening.
  const appliedSeq = useRef(0)
  useEffect(() => {
    if (!opened || opened.area !== area || opened.seq === appliedSeq.current) return
    appliedSeq.current = opened.seq
    if (opened.columns) applyColumnVisibility(tableId, opened.columns)
  }, [opened, area, tableId])

  // The area opened with a bare URL takes the operator's default view, once the views are read
  // (after the first paint): unless the operator has filtered meanwhile.
  const bareAtOpen = useRef(location.pathname === path && !search)
  useEffect(() => {
    if (!loaded || !bareAtOpen.current) return
    bareAtOpen.current = false
    const view = views.find((v) => v.id === defaults[area])
    if (!view || location.pathname !== path || search) return
    void openView(store, view).then((href) => navigate(href, { replace: true }))
  }, [loaded, views, defaults, area, path, location.pathname, search, store, navigate])

  const mine = views.filter((view) => view.area === area)
  // The view opened last here: the one the actions change, even once its filters have been changed
  // on screen (updating it to them is what "Update" is for); named on the button while it still shows.
  const base = opened?.area === area ? mine.find((view) => view.id === opened.id) : undefined
  const current = base && opened && showsView(search, opened.search) ? base : undefined
  const open = (view: ListedView) => void openView(store, view).then((href) => navigate(href))
  const run = (id: 'views.save' | 'views.update' | 'views.rename' | 'views.delete' | 'views.set-default') =>
    base && id !== 'views.save' ? appRunner(store).run(id, { viewId: base.id }, { viewId: base }) : appRunner(store).run(id)
  const actions = [
    { label: 'Save as a view…', onSelect: () => run('views.save') },
    ...(base
      ? [
          { label: `Update “${base.name}” to this table`, onSelect: () => run('views.update') },
          { label: `Rename “${base.name}”…`, onSelect: () => run('views.rename') },
          { label: `Make “${base.name}” the default`, onSelect: () => run('views.set-default') },
          { label: `Delete “${base.name}”…`, onSelect: () => run('views.delete') },
        ]
      : []),
  ]

  return (
    <>
      <ViewsMenu
        current={current ? current.name : base ? `${base.name} (changed)` : undefined}
        views={mine.map((view) => ({
          id: view.id,
          label: view.name,
          hint: [view.scope === 'shared' ? 'shared' : '', defaults[area] === view.id ? 'default' : ''].filter(Boolean).join(', ') || undefined,
          current: view.id === current?.id,
        }))}
        onOpen={(id) => {
          const view = mine.find((v) => v.id === id)
          if (view) open(view)
        }}
        actions={actions}
      />
      {current && opened?.dropped ? (
        <p role="alert" className={styles.dropped}>
          {opened.dropped}
        </p>
      ) : null}
    </>
  )
}
