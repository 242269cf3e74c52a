import type { PublishableApiKey } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { publishableKeyChannelsAtom, publishableKeyDetailAtom } from '@/atoms/publishable-api-keys/keys'
import { operatorMessage } from '@/atoms/core/errors'
import { keyStatus } from '@/models/publishable-api-keys/key'
import { salesChannelsNav } from '@/models/sales-channels/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import shared from '@/panels/shared/record-panel.module.css'
import { Section } from '@/panels/shared/Section'
import { StatusBadge } from '@/panels/shared/StatusBadge'

/** The key's sales channels (asked for apart: the key's own answer does not hold them). */
function KeyChannels({ keyId, title }: { keyId: string; title: string }) {
  const channels = useAtomValue(publishableKeyChannelsAtom(keyId))
  const list = channels.data?.sales_channels
  let body
  if (channels.error) body = <p role="alert">{operatorMessage(channels.error)}</p>
  else if (!list) body = <p role="status">Loading sales channels…</p>
  else if (!list.length) body = <p className={shared.muted}>None: a storefront sending this key is answered within every sales channel</p>
  else
    body = (
      <ul className={shared.plainList} aria-label={`Sales channels of ${title}`}>
        {list.map((channel) => (
          <li key={channel.id}>
            <Link to={salesChannelsNav.routes.record(channel.id)}>{channel.name}</Link>
            {channel.is_disabled ? <span className={shared.muted}> (disabled)</span> : null}{' '}
            <CommandButton
              command="publishable-api-keys.remove-sales-channels"
              args={{ keyId, salesChannelIds: [channel.id] }}
              label="Remove"
              subject={channel.name}
              variant="ghost"
            />
          </li>
        ))}
      </ul>
    )
  return (
    <Section
      title={`Sales channels (${list?.length ?? '…'})`}
      headingId="publishable-api-key-channels-heading"
      actions={
        <>
          <CommandButton command="publishable-api-keys.add-sales-channels" label="Add sales channels" variant="ghost" />
          <CommandButton command="publishable-api-keys.remove-sales-channels" label="Remove sales channels" variant="ghost" />
        </>
      }
    >
      {body}
    </Section>
  )
}

function KeyPanel({ apiKey }: { apiKey: PublishableApiKey }) {
  const revoked = Boolean(apiKey.revoked_at)
  return (
    <RecordPanel
      title={apiKey.title || 'Untitled key'}
      meta={revoked ? `Revoked ${dateTime(apiKey.revoked_at)}` : `Created ${dateTime(apiKey.created_at)}`}
      badges={<StatusBadge status={keyStatus(apiKey)} />}
      actions={
        <>
          <CommandButton command="publishable-api-keys.copy-token" label="Copy token" variant="primary" />
          <CommandButton command="publishable-api-keys.update" label="Edit title" />
          {revoked ? null : <CommandButton command="publishable-api-keys.revoke" label="Revoke" />}
          <CommandButton command="publishable-api-keys.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Token</dt>
        <dd>{revoked ? 'Revoked: not for a storefront any more' : 'Copy token puts it on the clipboard, for the storefront’s x-publishable-api-key'}</dd>
        <dt>Created</dt>
        <dd>{dateTime(apiKey.created_at)}</dd>
        <dt>Revoked</dt>
        <dd>{revoked ? dateTime(apiKey.revoked_at) : <span className={shared.muted}>No</span>}</dd>
      </dl>
      <KeyChannels keyId={apiKey.id} title={apiKey.title} />
    </RecordPanel>
  )
}

/** One publishable API key: its status, its token to copy, its sales channels. */
export function PublishableApiKeyDetail({ id }: { id: string }) {
  const detail = useAtomValue(publishableKeyDetailAtom(id))
  return (
    <RecordDetail noun="publishable API key" kind="publishable-api-key" id={id} query={detail} entity={detail.data?.publishable_api_key}>
      {(apiKey) => <KeyPanel apiKey={apiKey} />}
    </RecordDetail>
  )
}
