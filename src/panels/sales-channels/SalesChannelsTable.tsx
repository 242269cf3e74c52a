import type { SalesChannel } from '@medusajs/client-types'
import { salesChannelListAtom, salesChannelQueries } from '@/atoms/sales-channels/keys'
import { salesChannelsNav } from '@/models/sales-channels/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, pageQuery } from '@/panels/shared/table'
import { salesChannelColumns } from './columns'

/** The sales channels table: server-side paging, sorting and search (name or description), all in the URL. */
export const SalesChannelsTable = defineListPanel({
  area: salesChannelsNav,
  kind: 'sales-channel',
  url: { defaults: { order: 'name', limit: 20 } },
  query: pageQuery,
  listAtom: salesChannelListAtom,
  rows: (res): readonly SalesChannel[] => res.sales_channels,
  detail: salesChannelQueries.detail,
  entity: (res) => res.sales_channel,
  columns: salesChannelColumns,
  searchLabel: 'Search sales channels by name or description',
  emptyText: { empty: 'No sales channels yet', filtered: 'No sales channel has a name like this' },
  actions: <CommandButton command="sales-channels.create" variant="primary" />,
})
