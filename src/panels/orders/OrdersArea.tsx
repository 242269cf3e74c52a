import { Route, Routes, useParams } from 'react-router-dom'
import { SplitView } from '@/panels/shared/table'
import { OrderDetail } from './OrderDetail'
import { OrdersTable } from './OrdersTable'

function OrdersSplit() {
  const { orderId } = useParams()
  return (
    <SplitView detailLabel="Order" basePath="/a/orders" detail={orderId ? <OrderDetail key={orderId} id={orderId} /> : undefined}>
      <OrdersTable detailOpen={Boolean(orderId)} />
    </SplitView>
  )
}

/** /a/orders/*: the table, with the open order beside it (its filters, page and cursor kept). */
export default function OrdersArea() {
  return (
    <Routes>
      <Route path=":orderId?" element={<OrdersSplit />} />
    </Routes>
  )
}
