import { useAtomValue } from 'jotai'
import { discountFilterRegionsAtom } from '@/atoms/discounts/keys'
import { FilterSelect, type useTableUrlState } from '@/panels/shared/table'
import { Button } from '@/ui/Button'
import shared from '@/panels/shared/record-panel.module.css'

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'expired', label: 'Expired' },
  { value: 'disabled', label: 'Disabled' },
]
const yesNo = [
  { value: 'true', label: 'Dynamic' },
  { value: 'false', label: 'Not dynamic' },
]
const typeOptions = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount' },
  { value: 'free_shipping', label: 'Free shipping' },
]

/** True when a filter Medusa's list cannot apply is on: it then narrows the rows of the page shown. */
export const filtersThisPageOnly = (filters: Record<string, unknown>) =>
  ['active', 'scheduled', 'expired'].includes(String(filters.status ?? '')) || Boolean(filters.region)

/** Shown on demand, so the region choices cost a request only when asked for. */
export function DiscountFilters({ url }: { url: ReturnType<typeof useTableUrlState> }) {
  const regions = useAtomValue(discountFilterRegionsAtom)
  const value = (key: string) => {
    const v = url.filters[key]
    return Array.isArray(v) ? v[0] : v
  }
  const select = (key: string) => (v: string | undefined) => url.setFilter(key, v)
  return (
    <div className={shared.filters} role="group" aria-label="Discount filters">
      <FilterSelect label="Status" value={value('status')} options={statusOptions} onChange={select('status')} />
      <FilterSelect label="Dynamic" value={value('is_dynamic')} options={yesNo} onChange={select('is_dynamic')} />
      <FilterSelect label="Type" value={value('type')} options={typeOptions} onChange={select('type')} />
      <FilterSelect label="Region" value={value('region')} options={regions} onChange={select('region')} />
      {Object.keys(url.filters).length > 0 && (
        <Button variant="ghost" onClick={url.clearFilters}>
          Clear filters
        </Button>
      )}
      {filtersThisPageOnly(url.filters) && (
        <p className={shared.muted} role="note">
          Medusa cannot filter discounts by dates or region: those filters narrow the rows of this page only.
        </p>
      )}
    </div>
  )
}
