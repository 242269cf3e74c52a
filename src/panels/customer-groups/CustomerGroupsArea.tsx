import { SplitArea } from '@/panels/shared/SplitArea'
import { CustomerGroupDetail } from './CustomerGroupDetail'
import { CustomerGroupsTable } from './CustomerGroupsTable'

/** /a/customer-groups/*: the groups table with the open group beside it. */
export default function CustomerGroupsArea() {
  return <SplitArea basePath="/a/customer-groups" detailLabel="Customer group" table={CustomerGroupsTable} detail={CustomerGroupDetail} />
}
