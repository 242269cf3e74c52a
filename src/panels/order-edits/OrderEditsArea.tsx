import { Route, Routes, useParams } from 'react-router-dom'
import { SplitView } from '@/panels/shared/table'
import { OrderEditDetail } from './OrderEditDetail'
import { OrderEditsTable } from './OrderEditsTable'

function OrderEditsSplit() {
  const { orderEditId } = useParams()
  return (
    <SplitView
      detailLabel="Order edit"
      basePath="/a/order-edits"
      detail={orderEditId ? <OrderEditDetail key={orderEditId} id={orderEditId} /> : undefined}
    >
      <OrderEditsTable detailOpen={Boolean(orderEditId)} />
    </SplitView>
  )
}

/** /a/order-edits/*: the table, with the open edit beside it (its page and cursor kept). */
export default function OrderEditsArea() {
  return (
    <Routes>
      <Route path=":orderEditId?" element={<OrderEditsSplit />} />
    </Routes>
  )
}
