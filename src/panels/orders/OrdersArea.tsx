import { ordersNav } from '@/models/orders/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { OrderDetail } from './OrderDetail'
import { OrdersTable } from './OrdersTable'

/** The orders area: the table, with the open order beside it (its filters, page and cursor kept). */
export default function OrdersArea() {
  return <SplitArea routes={ordersNav.routes} detailLabel="Order" table={OrdersTable} detail={OrderDetail} />
}
