import { SplitArea } from '@/panels/shared/SplitArea'
import { OrderEditDetail } from './OrderEditDetail'
import { OrderEditsTable } from './OrderEditsTable'

/** /a/order-edits/*: the table, with the open edit beside it (its page and cursor kept). */
export default function OrderEditsArea() {
  return <SplitArea basePath="/a/order-edits" detailLabel="Order edit" table={OrderEditsTable} detail={OrderEditDetail} />
}
