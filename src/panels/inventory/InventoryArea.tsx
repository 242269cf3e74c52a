import { inventoryNav } from '@/models/inventory/area'
import { SplitArea } from '@/panels/shared/SplitArea'
import { InventoryDetail } from './InventoryDetail'
import { InventoryTable } from './InventoryTable'

/** The inventory area: the items table with the open item beside it. */
export default function InventoryArea() {
  return <SplitArea routes={inventoryNav.routes} detailLabel="Inventory item" table={InventoryTable} detail={InventoryDetail} />
}
