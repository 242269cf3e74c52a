import { SplitArea } from '@/panels/shared/SplitArea'
import { BatchJobDetail } from './BatchJobDetail'
import { BatchJobsTable } from './BatchJobsTable'

/** /a/batch-jobs/*: imports and exports, the open job beside them. */
export default function BatchJobsArea() {
  return <SplitArea basePath="/a/batch-jobs" detailLabel="Job" table={BatchJobsTable} detail={BatchJobDetail} />
}
