import { customerGroupsNav } from '@/models/customer-groups/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { CustomerGroupDetail } from './CustomerGroupDetail'
import { CustomerGroupsTable } from './CustomerGroupsTable'

/** The customer groups area: the groups table with the open group beside it. */
export default function CustomerGroupsArea() {
  return <SplitArea routes={customerGroupsNav.routes} detailLabel="Customer group" table={CustomerGroupsTable} detail={CustomerGroupDetail} />
}
