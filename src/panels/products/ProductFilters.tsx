import { atom, useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { featureFlagsAtom } from '@/atoms/core/store'
import { categoryFilterOptionsAtom } from '@/atoms/product-categories/keys'
import { productFilterOptionsAtom } from '@/atoms/products/keys'
import { CATEGORIES_FLAG } from '@/models/product-categories/area'
import { PRODUCT_STATUSES } from '@/models/products/rules'
import { SALES_CHANNELS_FLAG, salesChannelsNav } from '@/models/sales-channels/area'
import { FilterSelect, type useTableUrlState } from '@/panels/shared/table'
import { Button } from '@/ui/Button'
import shared from '@/panels/shared/record-panel.module.css'

/** The filters' choices: the products domain's, and the categories (named under their parent) while the store has them. */
export const productFilterChoicesAtom = atom((get) => ({
  ...get(productFilterOptionsAtom),
  categories: (get(categoryFilterOptionsAtom).data?.product_categories ?? []).map((c) => ({
    value: c.id,
    label: c.parent_name ? `${c.parent_name} › ${c.name}` : c.name,
  })),
}))

/** Shown on demand, so the filter choices cost requests only when the operator asks for them. */
export function ProductFilters({ url }: { url: ReturnType<typeof useTableUrlState> }) {
  const options = useAtomValue(productFilterChoicesAtom)
  // Filters on what Medusa serves only with a feature flag show with it (or when the URL already has one).
  const flags = useAtomValue(featureFlagsAtom)
  const categoriesOn = flags[CATEGORIES_FLAG] === true
  const channelsOn = flags[SALES_CHANNELS_FLAG] === true
  const value = (key: string) => {
    const v = url.filters[key]
    return Array.isArray(v) ? v[0] : v
  }
  return (
    <div className={shared.filters} role="group" aria-label="Product filters">
      <FilterSelect label="Status" value={value('status')} options={PRODUCT_STATUSES} onChange={(v) => url.setFilter('status', v)} />
      <FilterSelect label="Collection" value={value('collection_id')} options={options.collections} onChange={(v) => url.setFilter('collection_id', v)} />
      {categoriesOn || value('category_id') ? (
        <FilterSelect label="Category" value={value('category_id')} options={options.categories} onChange={(v) => url.setFilter('category_id', v)} />
      ) : null}
      <FilterSelect label="Tag" value={value('tags')} options={options.tags} onChange={(v) => url.setFilter('tags', v)} />
      <FilterSelect label="Type" value={value('type_id')} options={options.types} onChange={(v) => url.setFilter('type_id', v)} />
      {channelsOn || value('sales_channel_id') ? (
        <FilterSelect label="Sales channel" value={value('sales_channel_id')} options={options.salesChannels} onChange={(v) => url.setFilter('sales_channel_id', v)} />
      ) : null}
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
