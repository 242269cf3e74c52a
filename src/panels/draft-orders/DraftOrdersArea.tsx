import { Route, Routes, useParams } from 'react-router-dom'
import { SplitView } from '@/panels/shared/table'
import { DraftOrderDetail } from './DraftOrderDetail'
import { DraftOrdersTable } from './DraftOrdersTable'

function DraftOrdersSplit() {
  const { draftOrderId } = useParams()
  return (
    <SplitView
      detailLabel="Draft order"
      basePath="/a/draft-orders"
      detail={draftOrderId ? <DraftOrderDetail key={draftOrderId} id={draftOrderId} /> : undefined}
    >
      <DraftOrdersTable detailOpen={Boolean(draftOrderId)} />
    </SplitView>
  )
}

/** /a/draft-orders/*: the table, with the open draft beside it (its filters, page and cursor kept). */
export default function DraftOrdersArea() {
  return (
    <Routes>
      <Route path=":draftOrderId?" element={<DraftOrdersSplit />} />
    </Routes>
  )
}
