import { orderEditsNav } from '@/models/order-edits/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { OrderEditDetail } from './OrderEditDetail'
import { OrderEditsTable } from './OrderEditsTable'

/** The order edits area: the table, with the open edit beside it (its page and cursor kept). */
export default function OrderEditsArea() {
  return <SplitArea routes={orderEditsNav.routes} detailLabel="Order edit" table={OrderEditsTable} detail={OrderEditDetail} />
}
