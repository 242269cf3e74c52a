import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { stockLocationDetailAtom, type LocationWithUsage } from '@/atoms/stock-locations/keys'
import { counted } from '@/models/core/text'
import { inventoryNav } from '@/models/inventory/area'
import { countryName } from '@/models/regions/parts'
import { locationPlace } from '@/models/stock-locations/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateOnly } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { Section } from '@/panels/shared/Section'

function AddressFacts({ location }: { location: LocationWithUsage }) {
  const address = location.address
  if (!address) return <p className={shared.muted}>No address</p>
  const rows: Array<[string, string | null | undefined]> = [
    ['Street', [address.address_1, address.address_2].filter(Boolean).join(', ')],
    ['City', [address.postal_code, address.city].filter(Boolean).join(' ')],
    ['Province or state', address.province],
    ['Country', address.country_code ? countryName(address.country_code) : undefined],
    ['Company', address.company],
    ['Phone', address.phone],
  ]
  return (
    <dl className={shared.facts}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className={shared.factRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

function LocationPanel({ location }: { location: LocationWithUsage }) {
  const channels = location.sales_channels ?? []
  const items = location.usage?.items
  return (
    <RecordPanel
      title={location.name}
      meta={`${locationPlace(location) ?? 'No address'} · created ${dateOnly(location.created_at)}`}
      actions={
        <>
          <CommandButton command="stock-locations.update" label="Edit" />
          <CommandButton command="stock-locations.delete" label="Delete" />
        </>
      }
    >
      <Section title="Address">
        <AddressFacts location={location} />
      </Section>
      <Section
        title={`Sales channels (${channels.length})`}
        actions={<CommandButton command="stock-locations.add-sales-channel" args={{ stockLocationId: location.id }} label="Add sales channel" variant="ghost" />}
      >
        {channels.length ? (
          <ul className={shared.plainList}>
            {channels.map((channel) => (
              <li key={channel.id}>
                {channel.name}{' '}
                <CommandButton
                  command="stock-locations.remove-sales-channel"
                  args={{ stockLocationId: location.id, salesChannelId: channel.id }}
                  records={{ salesChannelId: channel }}
                  label="Remove"
                  subject={channel.name}
                  variant="ghost"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={shared.muted}>No sales channel sells from this location: its stock is not offered to any cart.</p>
        )}
      </Section>
      <Section title="Stock">
        <p>
          {items === undefined ? 'Inventory items stocked here' : items ? `${counted(items, 'inventory item')} stocked here` : 'No inventory item is stocked here'}
          {' · '}
          <Link to={inventoryNav.routes.list({ location_id: location.id })}>Show in the inventory table</Link>
        </p>
      </Section>
    </RecordPanel>
  )
}

/** The stock location panel: its address, the sales channels selling from it, and what is stocked there. */
export function StockLocationDetail({ id }: { id: string }) {
  const detail = useAtomValue(stockLocationDetailAtom(id))
  return (
    <RecordDetail noun="stock location" kind="stock-location" id={id} query={detail} entity={detail.data?.stock_location}>
      {(location) => <LocationPanel location={location} />}
    </RecordDetail>
  )
}
