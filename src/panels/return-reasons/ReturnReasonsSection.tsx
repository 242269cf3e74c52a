import { SplitArea } from '@/panels/shared/SplitArea'
import { ReturnReasonDetail } from './ReturnReasonDetail'
import { ReturnReasonsTable } from './ReturnReasonsTable'

/** /a/settings/return-reasons/*: the reasons as a tree one level deep, the open reason beside them. */
export default function ReturnReasonsSection() {
  return <SplitArea basePath="/a/settings/return-reasons" detailLabel="Return reason" table={ReturnReasonsTable} detail={ReturnReasonDetail} />
}
