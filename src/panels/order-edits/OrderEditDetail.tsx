import type { OrderEdit } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { orderEditDetailAtom } from '@/atoms/order-edits/keys'
import { orderDetailAtom } from '@/atoms/orders/keys'
import { ordersNav } from '@/models/orders/area'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/shared/format'
import { RecordDetail, RecordPanel } from '@/panels/shared/RecordDetail'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import styles from '@/panels/shared/record-panel.module.css'
import { UserName } from './columns'
import { OrderEditChanges, OrderEditItems } from './OrderEditChanges'
import { OrderEditTotals } from './OrderEditTotals'

/** The edit with the order it changes: the order's totals are the 'before' of every comparison. */
function OrderEditBody({ edit }: { edit: OrderEdit }) {
  const order = useAtomValue(orderDetailAtom(edit.order_id)).data?.order
  const currency = edit.order?.currency_code ?? order?.currency_code ?? 'usd'
  const displayId = edit.order?.display_id ?? order?.display_id
  return (
    <RecordPanel
      title={`Edit of order #${displayId ?? '…'}`}
      meta={
        <>
          {dateTime(edit.created_at)} · created by <UserName id={edit.created_by} />
          {edit.requested_at ? ` · requested ${dateTime(edit.requested_at)}` : ''}
          {edit.confirmed_at ? ` · confirmed ${dateTime(edit.confirmed_at)}` : ''}
          {edit.canceled_at ? ` · canceled ${dateTime(edit.canceled_at)}` : ''}
          {edit.declined_at ? ` · declined ${dateTime(edit.declined_at)}` : ''}
        </>
      }
      badges={
        <>
          <StatusBadge status={edit.status} />
          <Link className={styles.link} to={ordersNav.routes.record(edit.order_id)}>
            Open order{displayId ? ` #${displayId}` : ''}
          </Link>
        </>
      }
      actions={
        <>
          <CommandButton command="order-edits.update" label="Note" />
          <CommandButton command="order-edits.add-item" label="Add item" />
          <CommandButton command="order-edits.request" label="Request confirmation" />
          <CommandButton command="order-edits.confirm" label="Confirm" variant="primary" />
          <CommandButton command="order-edits.cancel" label="Cancel" />
          <CommandButton command="order-edits.delete" label="Delete" />
        </>
      }
    >
      {edit.internal_note || edit.declined_reason ? (
        <dl className={styles.facts}>
          {edit.internal_note ? (
            <div className={styles.factRow}>
              <dt>Internal note</dt>
              <dd className={styles.note}>{edit.internal_note}</dd>
            </div>
          ) : null}
          {edit.declined_reason ? (
            <div className={styles.factRow}>
              <dt>Declined because</dt>
              <dd>{edit.declined_reason}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <OrderEditChanges edit={edit} currency={currency} />
      <OrderEditTotals edit={edit} order={order} currency={currency} />
      <OrderEditItems edit={edit} currency={currency} />
    </RecordPanel>
  )
}

/** The order edit panel: every change before and after, the totals before and after, each action a command. */
export function OrderEditDetail({ id }: { id: string }) {
  const detail = useAtomValue(orderEditDetailAtom(id))
  return (
    <RecordDetail noun="order edit" kind="order-edit" id={id} query={detail} entity={detail.data?.order_edit}>
      {(edit) => <OrderEditBody edit={edit} />}
    </RecordDetail>
  )
}
