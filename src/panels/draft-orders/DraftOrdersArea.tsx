import { draftOrdersNav } from '@/models/draft-orders/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { DraftOrderDetail } from './DraftOrderDetail'
import { DraftOrdersTable } from './DraftOrdersTable'

/** The draft orders area: the table, with the open draft beside it (its filters, page and cursor kept). */
export default function DraftOrdersArea() {
  return <SplitArea routes={draftOrdersNav.routes} detailLabel="Draft order" table={DraftOrdersTable} detail={DraftOrderDetail} />
}
