import { returnReasonsSettings } from '@/models/return-reasons/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { ReturnReasonDetail } from './ReturnReasonDetail'
import { ReturnReasonsTable } from './ReturnReasonsTable'

/** The return reasons settings section: the reasons as a tree one level deep, the open reason beside them. */
export default function ReturnReasonsSection() {
  return <SplitArea routes={returnReasonsSettings.routes} detailLabel="Return reason" table={ReturnReasonsTable} detail={ReturnReasonDetail} />
}
