import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { productFilterOptionsAtom } from '@/atoms/products/keys'
import { PRODUCT_STATUSES } from '@/models/products/rules'
import { salesChannelsNav } from '@/models/sales-channels/area'
import { FilterSelect, type useTableUrlState } from '@/panels/shared/table'
import { Button } from '@/ui/Button'
import shared from '@/panels/shared/record-panel.module.css'

export const PRODUCT_FILTER_KEYS = ['status', 'collection_id', 'tags', 'type_id', 'sales_channel_id'] as const

/** Shown on demand, so the filter choices cost requests only when the operator asks for them. */
export function ProductFilters({ url }: { url: ReturnType<typeof useTableUrlState> }) {
  const options = useAtomValue(productFilterOptionsAtom)
  const value = (key: string) => {
    const v = url.filters[key]
    return Array.isArray(v) ? v[0] : v
  }
  return (
    <div className={shared.filters} role="group" aria-label="Product filters">
      <FilterSelect label="Status" value={value('status')} options={PRODUCT_STATUSES} onChange={(v) => url.setFilter('status', v)} />
      <FilterSelect label="Collection" value={value('collection_id')} options={options.collections} onChange={(v) => url.setFilter('collection_id', v)} />
      <FilterSelect label="Tag" value={value('tags')} options={options.tags} onChange={(v) => url.setFilter('tags', v)} />
      <FilterSelect label="Type" value={value('type_id')} options={options.types} onChange={(v) => url.setFilter('type_id', v)} />
      <FilterSelect label="Sales channel" value={value('sales_channel_id')} options={options.salesChannels} onChange={(v) => url.setFilter('sales_channel_id', v)} />
      {value('sales_channel_id') ? (
        <Link to={salesChannelsNav.routes.record(String(value('sales_channel_id')))} className={shared.link}>
          Open this sales channel
        </Link>
      ) : null}
      {Object.keys(url.filters).length > 0 && (
        <Button variant="ghost" onClick={url.clearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
