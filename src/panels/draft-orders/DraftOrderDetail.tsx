import type { DraftOrder } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { draftOrderDetailAtom } from '@/atoms/draft-orders/keys'
import { ordersNav } from '@/models/orders/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime, money, personName } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import styles from '@/panels/shared/record-panel.module.css'
import { DraftOrderLines } from './DraftOrderLines'
import { DraftOrderCustomer, DraftOrderShipping, DraftOrderTotals } from './DraftOrderSummary'

/** What changes an open draft, each a registered command (disabled once it is completed). */
const CHANGES = [
  ['draft-orders.update', 'Edit'],
  ['draft-orders.add-item', 'Add variant'],
  ['draft-orders.add-custom-item', 'Add custom item'],
] as const

function DraftOrderPanel({ draft }: { draft: DraftOrder }) {
  const cart = draft.cart
  const currency = cart?.region?.currency_code ?? 'usd'
  return (
    <RecordPanel
      title={`Draft order #${draft.display_id}`}
      meta={`${dateTime(draft.created_at)} · ${personName(cart?.customer) || cart?.email || 'No customer'} · ${money(cart?.total, currency)}`}
      badges={
        <>
          <StatusBadge status={draft.status} />
          {draft.order_id ? (
            <Link className={styles.link} to={ordersNav.routes.record(draft.order_id)}>
              Open its order{draft.order?.display_id ? ` #${draft.order.display_id}` : ''}
            </Link>
          ) : null}
        </>
      }
      actions={
        <>
          {CHANGES.map(([command, label]) => (
            <CommandButton key={command} command={command} label={label} />
          ))}
          <CommandButton command="draft-orders.mark-paid" variant="primary" />
          <CommandButton command="draft-orders.delete" label="Delete" />
        </>
      }
    >
      <DraftOrderLines draft={draft} currency={currency} />
      <DraftOrderShipping draft={draft} currency={currency} />
      <DraftOrderTotals draft={draft} currency={currency} />
      <DraftOrderCustomer draft={draft} />
    </RecordPanel>
  )
}

/** The draft order panel: the cart as Medusa totals it, each action a registered command. */
export function DraftOrderDetail({ id }: { id: string }) {
  const detail = useAtomValue(draftOrderDetailAtom(id))
  return (
    <RecordDetail noun="draft order" kind="draft-order" id={id} query={detail} entity={detail.data?.draft_order}>
      {(draft) => <DraftOrderPanel draft={draft} />}
    </RecordDetail>
  )
}
