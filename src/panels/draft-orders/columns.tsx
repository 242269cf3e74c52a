import type { Cart, DraftOrder } from '@medusajs/client-types'
import { relationsUnread } from '@/atoms/core/stagedQuery'
import { customerColumn, displayIdColumn } from '@/panels/shared/columns'
import { dateTime, money } from '@/panels/shared/format'
import { StatusBadge } from '@/panels/shared/StatusBadge'
import { dataTableColumnHelper } from '@/panels/shared/table'
import styles from '@/panels/shared/record-panel.module.css'

const col = dataTableColumnHelper<DraftOrder>()

/**
 * Items and shipping as the list answers them. Medusa's draft list computes no cart totals (it does not
 * load the cart through retrieveWithTotals), so tax and discounts show only in the draft's panel.
 */
export function itemsAndShipping(cart: Pick<Cart, 'items' | 'shipping_methods'> | null | undefined): number | undefined {
  // The table's rows come before their items and shipping (atoms/draft-orders/keys): no sum until both are there.
  if (!cart?.items || !cart.shipping_methods) return undefined
  const items = (cart.items ?? []).reduce((sum, i) => sum + i.unit_price * i.quantity, 0)
  return items + (cart.shipping_methods ?? []).reduce((sum, m) => sum + m.price, 0)
}

export const draftOrderColumns = col.columns([
  displayIdColumn<DraftOrder>('Draft', { label: 'Draft number', width: '5rem' }),
  customerColumn<DraftOrder>((d) => d.cart),
  col.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => (
      <span>
        <StatusBadge status={row.original.status} />
        {row.original.order ? <span className={styles.muted}> order #{row.original.order.display_id}</span> : null}
      </span>
    ),
  }),
  col.accessor((d) => itemsAndShipping(d.cart) ?? 0, {
    id: 'total',
    header: 'Total excl. tax',
    meta: { numeric: true, label: 'Total excluding tax and discounts' },
    cell: ({ row }) => {
      const currency = row.original.cart?.region?.currency_code
      const total = itemsAndShipping(row.original.cart)
      // The items come with Medusa's slower answer (atoms/draft-orders/keys); 'not loaded' when it failed.
      if (currency && total === undefined) return <span className={styles.muted}>{relationsUnread(row.original) ? 'not loaded' : '…'}</span>
      return currency ? money(total, currency) : '—'
    },
  }),
  col.accessor('created_at', {
    header: 'Created',
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => dateTime(getValue()),
  }),
])
