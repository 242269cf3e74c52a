import type { ComponentType, ReactNode } from 'react'
import { Route, Routes, useParams } from 'react-router-dom'
import { SplitView } from './table'

export interface SplitAreaProps {
  /** The area's path: '/a/orders'; a record opens at '/a/orders/<id>'. */
  basePath: string
  /** The detail region's name: 'Order' (its close button says 'Close order'). */
  detailLabel: string
  /** The table; told when a detail is open beside it, which then owns the focus. */
  table: ComponentType<{ detailOpen: boolean }>
  detail: ComponentType<{ id: string }>
  /** The area's other pages (`<Route path="taxonomy" … />`), matched before a record's id. */
  routes?: ReactNode
}

function Split({ basePath, detailLabel, table: Table, detail: Detail }: Omit<SplitAreaProps, 'routes'>) {
  const { id } = useParams()
  return (
    // The key gives each record a fresh panel; the table stays mounted (filters, page and cursor kept).
    <SplitView detailLabel={detailLabel} basePath={basePath} detail={id ? <Detail key={id} id={id} /> : undefined}>
      <Table detailOpen={Boolean(id)} />
    </SplitView>
  )
}

/** A record area: its table, with the record the URL names open beside it. */
export function SplitArea({ routes, ...split }: SplitAreaProps) {
  return (
    <Routes>
      {routes}
      <Route path=":id?" element={<Split {...split} />} />
    </Routes>
  )
}
