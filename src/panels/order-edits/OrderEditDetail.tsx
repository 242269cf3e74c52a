import type { OrderEdit } from '@medusajs/client-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { isMedusaApiError } from '@/api/client'
import { focusAtom } from '@/atoms/core/context'
import { orderEditDetailAtom } from '@/atoms/order-edits/keys'
import { orderDetailAtom } from '@/atoms/orders/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime } from '@/panels/orders/format'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { UserName } from './columns'
import { OrderEditChanges, OrderEditItems } from './OrderEditChanges'
import styles from '@/panels/shared/record-panel.module.css'
import { OrderEditTotals } from './OrderEditTotals'

/** The edit with the order it changes: the order's totals are the 'before' of every comparison. */
function OrderEditBody({ edit }: { edit: OrderEdit }) {
  const order = useAtomValue(orderDetailAtom(edit.order_id)).data?.order
  const currency = edit.order?.currency_code ?? order?.currency_code ?? 'usd'
  const displayId = edit.order?.display_id ?? order?.display_id
  return (
    <article className={styles.detail} aria-labelledby="order-edit-title">
      <header>
        <h2 id="order-edit-title" className={styles.heading}>
          Edit of order #{displayId ?? '…'}
        </h2>
        <p className={styles.muted}>
          {dateTime(edit.created_at)} · created by <UserName id={edit.created_by} />
          {edit.requested_at ? ` · requested ${dateTime(edit.requested_at)}` : ''}
          {edit.confirmed_at ? ` · confirmed ${dateTime(edit.confirmed_at)}` : ''}
          {edit.canceled_at ? ` · canceled ${dateTime(edit.canceled_at)}` : ''}
          {edit.declined_at ? ` · declined ${dateTime(edit.declined_at)}` : ''}
        </p>
        <p className={styles.badges}>
          <StatusBadge status={edit.status} />
          <Link className={styles.link} to={`/a/orders/${edit.order_id}`}>
            Open order{displayId ? ` #${displayId}` : ''}
          </Link>
        </p>
      </header>
      <div className={styles.actions} role="toolbar" aria-label="Order edit actions">
        <CommandButton command="order-edits.update" label="Note" />
        <CommandButton command="order-edits.add-item" label="Add item" />
        <CommandButton command="order-edits.request" label="Request confirmation" />
        <CommandButton command="order-edits.confirm" label="Confirm" variant="primary" />
        <CommandButton command="order-edits.cancel" label="Cancel" />
        <CommandButton command="order-edits.delete" label="Delete" />
      </div>
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
    </article>
  )
}

/** The order edit panel: every change before and after, the totals before and after, each action a command. */
export function OrderEditDetail({ id }: { id: string }) {
  const detail = useAtomValue(orderEditDetailAtom(id))
  const setFocus = useSetAtom(focusAtom)
  const edit = detail.data?.order_edit

  useEffect(() => {
    setFocus({ kind: 'order-edit', id, entity: edit })
    return () => setFocus(null)
  }, [id, edit, setFocus])

  if (detail.error) {
    if (!isMedusaApiError(detail.error) || (detail.error.status ?? 500) >= 500) throw detail.error
    return (
      <div className={styles.detail} role="alert">
        <h2 className={styles.heading}>{detail.error.status === 404 ? 'Order edit not found' : 'Order edit could not be loaded'}</h2>
        <p>{detail.error.message}</p>
      </div>
    )
  }
  if (!edit) {
    return (
      <div className={styles.detail} role="status">
        Loading order edit…
      </div>
    )
  }
  return <OrderEditBody edit={edit} />
}
