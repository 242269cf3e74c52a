import { SplitArea } from '@/panels/shared/SplitArea'
import { RegionDetail } from './RegionDetail'
import { RegionsTable } from './RegionsTable'

/** /a/settings/regions/*: the regions, the open region beside them. */
export default function RegionsSection() {
  return <SplitArea basePath="/a/settings/regions" detailLabel="Region" table={RegionsTable} detail={RegionDetail} />
}
