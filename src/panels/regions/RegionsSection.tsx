import { regionsSettings } from '@/models/regions/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { RegionDetail } from './RegionDetail'
import { RegionsTable } from './RegionsTable'

/** The regions settings section: the regions, the open region beside them. */
export default function RegionsSection() {
  return <SplitArea routes={regionsSettings.routes} detailLabel="Region" table={RegionsTable} detail={RegionDetail} />
}
