import { stockLocationsNav } from '@/models/stock-locations/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { StockLocationDetail } from './StockLocationDetail'
import { StockLocationsTable } from './StockLocationsTable'

/** The stock locations area: the locations table with the open location beside it. */
export default function StockLocationsArea() {
  return <SplitArea routes={stockLocationsNav.routes} detailLabel="Stock location" table={StockLocationsTable} detail={StockLocationDetail} />
}
