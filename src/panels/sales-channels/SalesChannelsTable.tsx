import { salesChannelListAtom, salesChannelQueries } from '@/atoms/sales-channels/keys'
import { salesChannelsNav } from '@/models/sales-channels/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, medusaRecords, pageQuery } from '@/panels/shared/table'
import { salesChannelColumns } from './columns'

/** The sales channels table: server-side paging, sorting and search (name or description), all in the URL. */
export const SalesChannelsTable = defineListPanel({
  area: salesChannelsNav,
  ...medusaRecords('sales-channel', salesChannelListAtom, salesChannelQueries.detail),
  url: { defaults: { order: 'name', limit: 20 } },
  query: pageQuery,
  columns: salesChannelColumns,
  searchLabel: 'Search sales channels by name or description',
  emptyText: { empty: 'No sales channels yet', filtered: 'No sales channel has a name like this' },
  actions: <CommandButton command="sales-channels.create" variant="primary" />,
})
