import { SplitArea } from '@/panels/shared/SplitArea'
import { DraftOrderDetail } from './DraftOrderDetail'
import { DraftOrdersTable } from './DraftOrdersTable'

/** /a/draft-orders/*: the table, with the open draft beside it (its filters, page and cursor kept). */
export default function DraftOrdersArea() {
  return <SplitArea basePath="/a/draft-orders" detailLabel="Draft order" table={DraftOrdersTable} detail={DraftOrderDetail} />
}
