import { SplitArea } from '@/panels/shared/SplitArea'
import { DiscountDetail } from './DiscountDetail'
import { DiscountsTable } from './DiscountsTable'

/** /a/discounts/*: the table with the open discount beside it. */
export default function DiscountsArea() {
  return <SplitArea basePath="/a/discounts" detailLabel="Discount" table={DiscountsTable} detail={DiscountDetail} />
}
