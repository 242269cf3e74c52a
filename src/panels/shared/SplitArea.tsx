import type { ComponentType, ReactNode } from 'react'
import { Route, Routes, useParams } from 'react-router-dom'
import type { AreaRoutes } from '@/models/core/routes'
import { SplitView } from './table'

export interface SplitAreaProps {
  /** The area's routes (`ordersNav.routes`): the list, and a record's path beside it. */
  routes: AreaRoutes
  /** The detail region's name: 'Order' (its close button says 'Close order'). */
  detailLabel: string
  /** The table; told when a detail is open beside it, which then owns the focus. */
  table: ComponentType<{ detailOpen: boolean }>
  detail: ComponentType<{ id: string }>
  /** The area's other pages (`<Route path="taxonomy" … />`), matched before a record's id. */
  pages?: ReactNode
}

function Split({ routes, detailLabel, table: Table, detail: Detail }: Omit<SplitAreaProps, 'pages'>) {
  const { id } = useParams()
  return (
    // The key gives each record a fresh panel; the table stays mounted (filters, page and cursor kept).
    <SplitView detailLabel={detailLabel} routes={routes} detail={id ? <Detail key={id} id={id} /> : undefined}>
      <Table detailOpen={Boolean(id)} />
    </SplitView>
  )
}

/** A record area: its table, with the record the URL names open beside it. */
export function SplitArea({ pages, ...split }: SplitAreaProps) {
  return (
    <Routes>
      {pages}
      <Route path=":id?" element={<Split {...split} />} />
    </Routes>
  )
}
