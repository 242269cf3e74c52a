import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { isMedusaApiError } from '@/api/client'
import { focusAtom } from '@/atoms/core/context'
import { draftOrderDetailAtom } from '@/atoms/draft-orders/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { dateTime, money, personName } from '@/panels/orders/format'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import styles from '@/panels/shared/record-panel.module.css'
import { DraftOrderLines } from './DraftOrderLines'
import { DraftOrderCustomer, DraftOrderShipping, DraftOrderTotals } from './DraftOrderSummary'

/** The draft order panel: the cart as Medusa totals it, each action a registered command. */
export function DraftOrderDetail({ id }: { id: string }) {
  const detail = useAtomValue(draftOrderDetailAtom(id))
  const setFocus = useSetAtom(focusAtom)
  const draft = detail.data?.draft_order

  useEffect(() => {
    setFocus({ kind: 'draft-order', id, entity: draft })
    return () => setFocus(null)
  }, [id, draft, setFocus])

  if (detail.error) {
    // A server failure loading page data is the 500 page's job; a missing draft is not.
    if (!isMedusaApiError(detail.error) || (detail.error.status ?? 500) >= 500) throw detail.error
    return (
      <div className={styles.detail} role="alert">
        <h2 className={styles.heading}>{detail.error.status === 404 ? 'Draft order not found' : 'Draft order could not be loaded'}</h2>
        <p>{detail.error.message}</p>
      </div>
    )
  }
  if (!draft) {
    return (
      <div className={styles.detail} role="status">
        Loading draft order…
      </div>
    )
  }

  const cart = draft.cart
  const currency = cart?.region?.currency_code ?? 'usd'
  return (
    <article className={styles.detail} aria-labelledby="draft-order-title">
      <header>
        <h2 id="draft-order-title" className={styles.heading}>
          Draft order #{draft.display_id}
        </h2>
        <p className={styles.muted}>
          {dateTime(draft.created_at)} · {personName(cart?.customer) || cart?.email || 'No customer'} · {money(cart?.total, currency)}
        </p>
        <p className={styles.badges}>
          <StatusBadge status={draft.status} />
          {draft.order_id ? (
            <Link className={styles.link} to={`/a/orders/${draft.order_id}`}>
              Open its order{draft.order?.display_id ? ` #${draft.order.display_id}` : ''}
            </Link>
          ) : null}
        </p>
      </header>
      <div className={styles.actions} role="toolbar" aria-label="Draft order actions">
        <CommandButton command="draft-orders.update" label="Edit" />
        <CommandButton command="draft-orders.add-item" label="Add variant" />
        <CommandButton command="draft-orders.add-custom-item" label="Add custom item" />
        <CommandButton command="draft-orders.mark-paid" variant="primary" />
        <CommandButton command="draft-orders.delete" label="Delete" />
      </div>
      <DraftOrderLines draft={draft} currency={currency} />
      <DraftOrderShipping draft={draft} currency={currency} />
      <DraftOrderTotals draft={draft} currency={currency} />
      <DraftOrderCustomer draft={draft} />
    </article>
  )
}
