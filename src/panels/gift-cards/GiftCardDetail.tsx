import type { GiftCard } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { giftCardDetailAtom } from '@/atoms/gift-cards/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime, money } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { OrderLink } from './columns'

/** The recipient as the original admin keeps it in the card's metadata. */
const metaText = (card: GiftCard, key: string) => {
  const value = card.metadata?.[key]
  return typeof value === 'string' && value ? value : undefined
}

function GiftCardPanel({ card }: { card: GiftCard }) {
  const currency = card.region?.currency_code ?? 'eur'
  const recipient = metaText(card, 'email')
  const message = metaText(card, 'personal_message')
  return (
    <RecordPanel
      title={<code>{card.code}</code>}
      meta={`${money(card.balance, currency)} left of ${money(card.value, currency)} · ${card.region?.name ?? 'No region'}`}
      badges={<StatusBadge status={card.is_disabled ? 'disabled' : 'active'} />}
      actions={
        <>
          <CommandButton command="gift-cards.edit" label="Edit" />
          <CommandButton command="gift-cards.set-region" label="Region" />
          {card.is_disabled ? <CommandButton command="gift-cards.enable" label="Enable" /> : <CommandButton command="gift-cards.disable" label="Disable" />}
          <CommandButton command="gift-cards.delete" label="Delete" />
        </>
      }
    >
      <dl className={shared.facts}>
        <dt>Balance</dt>
        <dd>{money(card.balance, currency)}</dd>
        <dt>Value</dt>
        <dd>{money(card.value, currency)}</dd>
        <dt>Region</dt>
        <dd>{card.region ? `${card.region.name} (${currency.toUpperCase()})` : '—'}</dd>
        <dt>Ends at</dt>
        <dd>{card.ends_at ? dateTime(card.ends_at) : <span className={shared.muted}>Never</span>}</dd>
        <dt>Order</dt>
        <dd>
          <OrderLink card={card} />
        </dd>
        <dt>Recipient</dt>
        <dd>{recipient ?? <span className={shared.muted}>None</span>}</dd>
        <dt>Personal message</dt>
        <dd>{message ?? <span className={shared.muted}>None</span>}</dd>
        <dt>Tax rate</dt>
        <dd>{card.tax_rate === null ? <span className={shared.muted}>Not taxed</span> : `${card.tax_rate} %`}</dd>
        <dt>Created</dt>
        <dd>{dateTime(card.created_at)}</dd>
      </dl>
    </RecordPanel>
  )
}

/** The gift card panel: its balance and value in the region's currency, where it came from, its actions. */
export function GiftCardDetail({ id }: { id: string }) {
  const detail = useAtomValue(giftCardDetailAtom(id))
  return (
    <RecordDetail noun="gift card" kind="gift-card" id={id} query={detail} entity={detail.data?.gift_card}>
      {(card) => <GiftCardPanel card={card} />}
    </RecordDetail>
  )
}
