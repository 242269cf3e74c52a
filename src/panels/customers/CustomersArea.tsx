import { customersNav } from '@/models/customers/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { CustomerDetail } from './CustomerDetail'
import { CustomersTable } from './CustomersTable'

/** The customers area: the table with the open customer beside it. */
export default function CustomersArea() {
  return <SplitArea routes={customersNav.routes} detailLabel="Customer" table={CustomersTable} detail={CustomerDetail} />
}
