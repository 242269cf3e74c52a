import { SplitArea } from '@/panels/shared/SplitArea'
import { PriceListDetail } from './PriceListDetail'
import { PriceListsTable } from './PriceListsTable'

/** /a/price-lists/*: the price lists table with the open list (and its price grid) beside it. */
export default function PriceListsArea() {
  return <SplitArea basePath="/a/price-lists" detailLabel="Price list" table={PriceListsTable} detail={PriceListDetail} />
}
