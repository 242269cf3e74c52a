import type { GetPublishableApiKeysParams, PublishableApiKey } from '@medusajs/client-types'
import { publishableKeyListAtom, publishableKeyQueries } from '@/atoms/publishable-api-keys/keys'
import { keyStatus, publishableKeysSettings } from '@/models/publishable-api-keys/key'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateOnly } from '@/panels/shared/format'
import shared from '@/panels/shared/record-panel.module.css'
import { SplitArea } from '@/panels/shared/SplitArea'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dataTableColumnHelper, defineListPanel, medusaRecords, pageQuery } from '@/panels/shared/table'
import { PublishableApiKeyDetail } from './PublishableApiKeyDetail'

const routes = publishableKeysSettings.routes
const col = dataTableColumnHelper<PublishableApiKey>()

// Keys are named by their title; the token (the id) is never a column.
const columns = col.columns([
  col.accessor('title', { header: 'Title', enableSorting: true, cell: ({ getValue }) => getValue() || <span className={shared.muted}>Untitled</span> }),
  col.accessor((key) => keyStatus(key), { id: 'status', header: 'Status', meta: { label: 'Status' }, cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
  col.accessor('created_at', { header: 'Created', enableSorting: true, sortDescFirst: true, meta: { numeric: true }, cell: ({ getValue }) => dateOnly(getValue()) }),
  col.accessor('revoked_at', {
    header: 'Revoked',
    meta: { numeric: true },
    cell: ({ getValue }) => (getValue() ? dateOnly(getValue()) : <span className={shared.muted}>—</span>),
  }),
])

/** The keys, newest first: server-side paging, sorting and search by title, all in the URL. */
const PublishableApiKeysTable = defineListPanel({
  id: 'publishable-api-keys',
  title: 'Publishable API keys',
  ...medusaRecords('publishable-api-key', publishableKeyListAtom, publishableKeyQueries.detail),
  routes,
  url: { defaults: { order: '-created_at', limit: 20 }, filterKeys: [] },
  query: (url): GetPublishableApiKeysParams => pageQuery(url),
  columns,
  rowLabel: (key) => `${key.title || 'Untitled'}${key.revoked_at ? ' (revoked)' : ''}`,
  searchLabel: 'Search publishable API keys by title',
  emptyText: ({ filtered }) =>
    filtered ? 'No publishable API key has a title like this' : 'No publishable API keys yet: a storefront needs one to sell within chosen sales channels',
  actions: <CommandButton command="publishable-api-keys.create" variant="primary" />,
})

/** /a/settings/publishable-api-keys/*: the keys, the open key beside them. */
export default function PublishableApiKeysSection() {
  return <SplitArea routes={routes} detailLabel="Publishable API key" table={PublishableApiKeysTable} detail={PublishableApiKeyDetail} />
}
