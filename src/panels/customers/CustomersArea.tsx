import { SplitArea } from '@/panels/shared/SplitArea'
import { CustomerDetail } from './CustomerDetail'
import { CustomersTable } from './CustomersTable'

/** /a/customers/*: the table with the open customer beside it. */
export default function CustomersArea() {
  return <SplitArea basePath="/a/customers" detailLabel="Customer" table={CustomersTable} detail={CustomerDetail} />
}
