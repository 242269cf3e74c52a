import { SplitArea } from '@/panels/shared/SplitArea'
import { OrderDetail } from './OrderDetail'
import { OrdersTable } from './OrdersTable'

/** /a/orders/*: the table, with the open order beside it (its filters, page and cursor kept). */
export default function OrdersArea() {
  return <SplitArea basePath="/a/orders" detailLabel="Order" table={OrdersTable} detail={OrderDetail} />
}
