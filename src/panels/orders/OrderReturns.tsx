import type { ClaimOrder, Order, Return, Swap } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { orderExchangesAtom } from '@/atoms/orders/keys'
import type { CommandId } from '@/commands/index'
import {
  canCancelClaim,
  canCancelReturn,
  canCancelSwap,
  canFulfillClaim,
  canFulfillSwap,
  canProcessSwapPayment,
  canReceiveReturn,
  canUpdateClaim,
} from '@/models/orders/rules'
import { operatorMessage } from '@/atoms/core/errors'
import { lineList } from '@/models/orders/format'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import shared from '@/panels/shared/record-panel.module.css'
import { dateTime, money } from '@/panels/shared/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { Section } from '@/panels/shared/Section'
import { FulfillmentRow } from './OrderFulfillments'
import styles from './orders.module.css'

/** A row's buttons: each shown when Medusa allows it on that row, a registered command each. */
function RowActions({ actions, subject }: { actions: Array<[command: CommandId, label: string, args: Record<string, unknown>, shown: boolean]>; subject: string }) {
  const shown = actions.filter(([, , , show]) => show)
  if (!shown.length) return null
  return (
    <span className={styles.rowActions}>
      {shown.map(([command, label, args]) => (
        <CommandButton key={command} command={command} args={args} label={label} subject={subject} variant="ghost" />
      ))}
    </span>
  )
}

function ReturnRow({ ret, order }: { ret: Return; order: Order }) {
  const title = (itemId: string) => order.items?.find((i) => i.id === itemId)?.title ?? 'Item'
  const args = { returnId: ret.id }
  return (
    <li className={styles.block}>
      <div className={styles.row}>
        <strong>Return {dateTime(ret.created_at)}</strong>
        <StatusBadge status={ret.status} />
        {ret.received_at ? <span>Received {dateTime(ret.received_at)}</span> : null}
        <span className={shared.muted}>Refund {money(ret.refund_amount, order.currency_code)}</span>
        <RowActions
          subject={`return of ${dateTime(ret.created_at)}`}
          actions={[
            ['orders.receive-return', 'Receive', args, canReceiveReturn(order, ret)],
            ['orders.cancel-return', 'Cancel', args, canCancelReturn(ret)],
          ]}
        />
      </div>
      <p className={shared.muted}>
        {(ret.items ?? [])
          .map((i) => `${title(i.item_id)} × ${i.received_quantity ?? i.quantity}${i.reason ? ` (${i.reason.label})` : ''}`)
          .join(', ') || 'No items'}
      </p>
    </li>
  )
}

function SwapActions({ swap }: { swap: Swap }) {
  const args = { swapId: swap.id }
  return (
    <RowActions
      subject={`swap of ${dateTime(swap.created_at)}`}
      actions={[
        ['orders.fulfill-swap', 'Fulfill', args, canFulfillSwap(swap)],
        ['orders.process-swap-payment', 'Process swap payment', args, canProcessSwapPayment(swap)],
        ['orders.cancel-swap', 'Cancel', args, canCancelSwap(swap)],
      ]}
    />
  )
}

function ClaimActions({ claim }: { claim: ClaimOrder }) {
  const args = { claimId: claim.id }
  return (
    <RowActions
      subject={`claim of ${dateTime(claim.created_at)}`}
      actions={[
        ['orders.update-claim', 'Set claim shipping method', args, canUpdateClaim(claim) && claim.type === 'replace' && ['not_fulfilled', 'canceled'].includes(claim.fulfillment_status)],
        ['orders.fulfill-claim', 'Fulfill', args, canFulfillClaim(claim)],
        ['orders.cancel-claim', 'Cancel', args, canCancelClaim(claim)],
      ]}
    />
  )
}

/**
 * The claim's photos as small thumbnails, each a link to the full picture. Medusa keeps them per
 * claimed item; a photo sent with several items (as Create claim does) is shown once, named after
 * every item it shows.
 */
function ClaimPhotos({ claim }: { claim: ClaimOrder }) {
  const byUrl = new Map<string, { id: string; items: string[] }>()
  for (const ci of claim.claim_items ?? []) {
    for (const image of ci.images ?? []) {
      const photo = byUrl.get(image.url) ?? { id: image.id, items: [] }
      photo.items.push(ci.item?.title ?? 'Item')
      byUrl.set(image.url, photo)
    }
  }
  if (!byUrl.size) return null
  return (
    <ul className={styles.photos} aria-label={`Photos of the claim of ${dateTime(claim.created_at)}`}>
      {[...byUrl].map(([url, { id, items }], index) => {
        const name = `Photo ${index + 1} of ${byUrl.size}: ${[...new Set(items)].join(', ')}`
        return (
          <li key={id}>
            <a href={url} target="_blank" rel="noreferrer" aria-label={`${name} (opens in a new tab)`} className={styles.photoLink}>
              <img src={url} alt={name} loading="lazy" className={styles.photo} />
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** While the order's exchanges are on their way (they follow its first paint), or why they are not there. */
function ExchangesStatus({ orderId }: { orderId: string }) {
  const { error } = useAtomValue(orderExchangesAtom(orderId))
  return error ? (
    <p role="alert" className={styles.error}>
      Returns, swaps and claims could not be loaded: {operatorMessage(error)}
    </p>
  ) : (
    <p role="status" className={shared.muted}>
      Loading returns, swaps and claims…
    </p>
  )
}

/** Returns (the order's own, not those of its swaps and claims), swaps and claims. */
export function OrderReturns({ order }: { order: Order }) {
  const swapReturns = new Set((order.swaps ?? []).map((s) => s.return_order?.id))
  const claimReturns = new Set((order.claims ?? []).map((c) => c.return_order?.id))
  const returns = (order.returns ?? []).filter((r) => !swapReturns.has(r.id) && !claimReturns.has(r.id))
  const swaps = order.swaps ?? []
  const claims = order.claims ?? []
  const currency = order.currency_code
  return (
    <Section title="Returns, swaps and claims" headingId="order-returns-heading">
      {order.returns === undefined ? (
        <ExchangesStatus orderId={order.id} />
      ) : !returns.length && !swaps.length && !claims.length ? (
        <p className={shared.muted}>None</p>
      ) : null}
      <ul className={shared.plainList} aria-label="Returns">
        {returns.map((r) => (
          <ReturnRow key={r.id} ret={r} order={order} />
        ))}
      </ul>
      <ul className={shared.plainList} aria-label="Swaps">
        {swaps.map((s) => (
          <li key={s.id} className={styles.block}>
            <div className={styles.row}>
              <strong>Swap {dateTime(s.created_at)}</strong>
              <StatusBadge status={s.canceled_at ? 'canceled' : s.fulfillment_status} />
              <StatusBadge status={s.payment_status} />
              {s.difference_due ? <span className={shared.muted}>Difference {money(s.difference_due, currency)}</span> : null}
              <SwapActions swap={s} />
            </div>
            <p className={shared.muted}>New: {lineList(s.additional_items) || 'nothing'}</p>
            {s.return_order ? (
              <ul className={shared.plainList}>
                <ReturnRow ret={s.return_order} order={order} />
              </ul>
            ) : null}
            {s.fulfillments?.length ? (
              <ul className={shared.plainList}>
                {s.fulfillments.map((f) => (
                  <FulfillmentRow key={f.id} fulfillment={f} order={order} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <ul className={shared.plainList} aria-label="Claims">
        {claims.map((c) => (
          <li key={c.id} className={styles.block}>
            <div className={styles.row}>
              <strong>{c.type === 'refund' ? 'Refund claim' : 'Replacement claim'} {dateTime(c.created_at)}</strong>
              <StatusBadge status={c.canceled_at ? 'canceled' : c.fulfillment_status} />
              {c.refund_amount ? <span className={shared.muted}>Refund {money(c.refund_amount, currency)}</span> : null}
              <ClaimActions claim={c} />
            </div>
            <p className={shared.muted}>
              Claimed:{' '}
              {(c.claim_items ?? [])
                .map((ci) => `${ci.item?.title ?? 'Item'} × ${ci.quantity} (${ci.reason.replace(/_/g, ' ')}${ci.note ? `: ${ci.note}` : ''})`)
                .join(', ') || 'nothing'}
            </p>
            <ClaimPhotos claim={c} />
            {c.additional_items?.length ? <p className={shared.muted}>Replacement: {lineList(c.additional_items)}</p> : null}
            {c.return_order ? (
              <ul className={shared.plainList}>
                <ReturnRow ret={c.return_order} order={order} />
              </ul>
            ) : null}
            {c.fulfillments?.length ? (
              <ul className={shared.plainList}>
                {c.fulfillments.map((f) => (
                  <FulfillmentRow key={f.id} fulfillment={f} order={order} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Order edits of the order (order_editing flag): status, when, and what changed in money. */
export function OrderEdits({ order }: { order: Order }) {
  const edits = order.edits ?? []
  if (!edits.length) return null
  return (
    <Section title={`Order edits (${edits.length})`}>
      <ul className={shared.plainList}>
        {edits.map((e) => (
          <li key={e.id} className={styles.row}>
            <StatusBadge status={e.status} />
            <span>{dateTime(e.confirmed_at ?? e.requested_at ?? e.created_at)}</span>
            {e.internal_note ? <span className={shared.muted}>{e.internal_note}</span> : null}
            {typeof e.difference_due === 'number' ? <span>Difference {money(e.difference_due, order.currency_code)}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
