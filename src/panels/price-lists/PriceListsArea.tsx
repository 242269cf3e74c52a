import { priceListsNav } from '@/models/price-lists/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { PriceListDetail } from './PriceListDetail'
import { PriceListsTable } from './PriceListsTable'

/** The price lists area: the price lists table with the open list (and its price grid) beside it. */
export default function PriceListsArea() {
  return <SplitArea routes={priceListsNav.routes} detailLabel="Price list" table={PriceListsTable} detail={PriceListDetail} />
}
