import { batchJobsNav } from '@/models/batch-jobs/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { BatchJobDetail } from './BatchJobDetail'
import { BatchJobsTable } from './BatchJobsTable'

/** The batch jobs area: imports and exports, the open job beside them. */
export default function BatchJobsArea() {
  return <SplitArea routes={batchJobsNav.routes} detailLabel="Job" table={BatchJobsTable} detail={BatchJobDetail} />
}
