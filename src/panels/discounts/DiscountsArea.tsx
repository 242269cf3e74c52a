import { discountsNav } from '@/models/discounts/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { DiscountDetail } from './DiscountDetail'
import { DiscountsTable } from './DiscountsTable'

/** The discounts area: the table with the open discount beside it. */
export default function DiscountsArea() {
  return <SplitArea routes={discountsNav.routes} detailLabel="Discount" table={DiscountsTable} detail={DiscountDetail} />
}
