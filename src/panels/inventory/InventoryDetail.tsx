import { useAtomValue } from 'jotai'
import type { InventoryItem } from '@/api/admin/inventory-items'
import { inventoryDetailAtom } from '@/atoms/inventory/keys'
import { stockLocationOptionsAtom } from '@/atoms/stock-locations/keys'
import { grouped } from '@/models/core/text'
import { availableAt, itemName } from '@/models/inventory/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DetailTable } from '@/panels/shared/DetailTable'
import shared from '@/panels/shared/record-panel.module.css'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'

/** The item's level at each location: stocked, reserved, available, incoming; adjust or remove each. */
function Levels({ item }: { item: InventoryItem }) {
  const locations = useAtomValue(stockLocationOptionsAtom).data?.stock_locations ?? []
  const levels = item.location_levels ?? []
  const name = itemName(item)
  if (!levels.length) return <p className={shared.muted}>Not stocked at any location yet.</p>
  return (
    <DetailTable
      caption={`Stock of ${name} per location`}
      columns={['Location', { label: 'Stocked', numeric: true }, { label: 'Reserved', numeric: true }, { label: 'Available', numeric: true }, { label: 'Incoming', numeric: true }]}
      actions
    >
      {levels.map((level) => {
        const location = locations.find((l) => l.id === level.location_id)
        const where = location?.name ?? 'Location'
        const args = { inventoryItemId: item.id, locationId: level.location_id }
        const records = location ? { locationId: location } : undefined
        return (
          <tr key={level.location_id}>
            <th scope="row">{where}</th>
            <td className={shared.numeric}>{grouped(level.stocked_quantity)}</td>
            <td className={shared.numeric}>{grouped(level.reserved_quantity)}</td>
            <td className={shared.numeric}>{grouped(availableAt(level))}</td>
            <td className={shared.numeric}>{grouped(level.incoming_quantity)}</td>
            <td className={shared.rowActions}>
              <CommandButton command="inventory.adjust" args={args} records={records} label="Adjust" subject={where} variant="ghost" />
              <CommandButton command="inventory.remove-location" args={args} records={records} label="Remove" subject={where} variant="ghost" />
            </td>
          </tr>
        )
      })}
    </DetailTable>
  )
}

function ItemPanel({ item }: { item: InventoryItem }) {
  const variant = item.variants?.[0]
  return (
    <RecordPanel
      title={itemName(item)}
      meta={[item.sku ? `SKU ${item.sku}` : 'No SKU', variant ? undefined : 'no variant'].filter(Boolean).join(' · ')}
      actions={<CommandButton command="inventory.add-location" label="Stock at a location" />}
    >
      <Section title="Stock per location">
        <Levels item={item} />
      </Section>
    </RecordPanel>
  )
}

/** The inventory item panel: the product and variant it stocks, and its level at each location. */
export function InventoryDetail({ id }: { id: string }) {
  const detail = useAtomValue(inventoryDetailAtom(id))
  return (
    <RecordDetail noun="inventory item" kind="inventory-item" id={id} query={detail} entity={detail.data?.inventory_item}>
      {(item) => <ItemPanel item={item} />}
    </RecordDetail>
  )
}
