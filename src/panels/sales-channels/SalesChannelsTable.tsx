import type { AdminGetSalesChannelsParams, SalesChannel } from '@medusajs/client-types'
import { salesChannelListAtom, salesChannelQueries } from '@/atoms/sales-channels/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useListPanel } from '@/panels/shared/table'
import { salesChannelColumns } from './columns'

/** The sales channels table: server-side paging, sorting and search (name or description), all in the URL. */
export function SalesChannelsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'sales-channel',
    basePath: '/a/sales-channels',
    url: { defaults: { order: 'name', limit: 20 }, filterKeys: [] },
    query: ({ query: { limit, offset, order, q } }): AdminGetSalesChannelsParams => ({ limit, offset, order, q: q || undefined }),
    listAtom: salesChannelListAtom,
    rows: (res): readonly SalesChannel[] => res.sales_channels,
    detail: salesChannelQueries.detail,
    entity: (res) => res.sales_channel,
    detailOpen,
  })

  return (
    <ListPanel id="sales-channels" title="Sales channels" actions={<CommandButton command="sales-channels.create" variant="primary" />}>
      <DataTable<SalesChannel>
        id="sales-channels"
        label="Sales channels"
        columns={salesChannelColumns}
        emptyText={url.query.q ? 'No sales channel has a name like this' : 'No sales channels yet'}
        searchLabel="Search sales channels by name or description"
        {...table}
      />
    </ListPanel>
  )
}
