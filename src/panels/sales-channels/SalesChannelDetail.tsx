import type { SalesChannel } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { salesChannelDetailAtom, salesChannelProductsAtom } from '@/atoms/sales-channels/keys'
import { productsNav } from '@/models/products/area'
import { ProductsOf } from '@/panels/collections/ProductsOf'
import { CommandButton } from '@/panels/shared/CommandButton'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { dateOnly } from '@/panels/shared/format'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { channelStatus } from './columns'

function ChannelPanel({ channel }: { channel: SalesChannel }) {
  return (
    <RecordPanel
      title={channel.name}
      meta={`${channel.description || 'No description'} · created ${dateOnly(channel.created_at)}`}
      badges={<StatusBadge status={channelStatus(channel)} />}
      actions={
        <>
          <CommandButton command="sales-channels.update" label="Edit" />
          {channel.is_disabled ? (
            <CommandButton command="sales-channels.enable" label="Enable" />
          ) : (
            <CommandButton command="sales-channels.disable" label="Disable" />
          )}
          <CommandButton command="sales-channels.delete" label="Delete" />
        </>
      }
    >
      <ProductsOf
        id="sales-channel-products"
        owner={channel.name}
        productsAtom={(query) => salesChannelProductsAtom({ id: channel.id, query })}
        add="sales-channels.add-products"
        remove="sales-channels.remove-products"
        filteredTable={productsNav.routes.list({ sales_channel_id: channel.id })}
      />
    </RecordPanel>
  )
}

/** The sales channel panel: name, description, whether it sells, and its products. */
export function SalesChannelDetail({ id }: { id: string }) {
  const detail = useAtomValue(salesChannelDetailAtom(id))
  return (
    <RecordDetail noun="sales channel" kind="sales-channel" id={id} query={detail} entity={detail.data?.sales_channel}>
      {(channel) => <ChannelPanel channel={channel} />}
    </RecordDetail>
  )
}
