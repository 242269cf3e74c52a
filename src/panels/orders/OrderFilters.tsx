import { useAtomValue } from 'jotai'
import { orderFilterOptionsAtom } from '@/atoms/orders/filterOptions'
import { FilterSelect, SearchBox, type useTableUrlState } from '@/panels/shared/table'
import { Button } from '@/ui/Button'
import shared from '@/panels/shared/record-panel.module.css'
import styles from './orders.module.css'

const choices = (values: string[]) => values.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1).replace(/_/g, ' ') }))
const statusOptions = choices(['pending', 'completed', 'archived', 'canceled', 'requires_action'])
const paymentOptions = choices(['not_paid', 'awaiting', 'captured', 'partially_refunded', 'refunded', 'canceled', 'requires_action'])
const fulfillmentOptions = choices([
  'not_fulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_returned',
  'returned',
  'canceled',
  'requires_action',
])

/** Shown on demand, so the region and sales channel choices cost requests only when asked for. */
export function OrderFilters({ url }: { url: ReturnType<typeof useTableUrlState> }) {
  const options = useAtomValue(orderFilterOptionsAtom)
  const value = (key: string) => {
    const v = url.filters[key]
    return Array.isArray(v) ? v[0] : v
  }
  const select = (key: string) => (v: string | undefined) => url.setFilter(key, v)
  return (
    <div className={shared.filters} role="group" aria-label="Order filters">
      <FilterSelect label="Status" value={value('status')} options={statusOptions} onChange={select('status')} />
      <FilterSelect label="Payment" value={value('payment_status')} options={paymentOptions} onChange={select('payment_status')} />
      <FilterSelect label="Fulfillment" value={value('fulfillment_status')} options={fulfillmentOptions} onChange={select('fulfillment_status')} />
      <FilterSelect label="Region" value={value('region_id')} options={options.regions} onChange={select('region_id')} />
      <FilterSelect label="Sales channel" value={value('sales_channel_id')} options={options.salesChannels} onChange={select('sales_channel_id')} />
      <label className={styles.filter}>
        <span>Created after</span>
        <input type="date" value={value('created_at[gt]') ?? ''} onChange={(e) => url.setFilter('created_at[gt]', e.target.value || undefined)} />
      </label>
      <label className={styles.filter}>
        <span>Created before</span>
        <input type="date" value={value('created_at[lt]') ?? ''} onChange={(e) => url.setFilter('created_at[lt]', e.target.value || undefined)} />
      </label>
      <div className={styles.filter}>
        <span aria-hidden="true">Customer email</span>
        <SearchBox label="Customer email" placeholder="name@example.com" value={value('email') ?? ''} onChange={(v) => url.setFilter('email', v || undefined)} />
      </div>
      {Object.keys(url.filters).length > 0 && (
        <Button variant="ghost" onClick={url.clearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
