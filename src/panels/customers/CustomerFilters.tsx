import { useAtomValue } from 'jotai'
import { customerGroupOptionsAtom } from '@/atoms/customers/keys'
import { FilterSelect, type FilterValue, type useTableUrlState } from '@/panels/shared/table'
import { Button } from '@/ui/Button'
import shared from '@/panels/shared/record-panel.module.css'

const accountOptions = [
  { value: 'true', label: 'Registered' },
  { value: 'false', label: 'Guests' },
]

export const firstOf = (value: FilterValue | undefined) => (Array.isArray(value) ? value[0] : value)

/** Shown on demand, so the group choices cost a request only when the operator asks for them. */
export function CustomerFilters({ url }: { url: ReturnType<typeof useTableUrlState> }) {
  const groups = useAtomValue(customerGroupOptionsAtom)
  const options = (groups.data?.customer_groups ?? []).map((g) => ({ value: g.id, label: g.name }))
  return (
    <div className={shared.filters} role="group" aria-label="Customer filters">
      <FilterSelect label="Group" value={firstOf(url.filters.groups)} options={options} onChange={(v) => url.setFilter('groups', v)} />
      <FilterSelect label="Account" value={firstOf(url.filters.has_account)} options={accountOptions} onChange={(v) => url.setFilter('has_account', v)} />
      {Object.keys(url.filters).length > 0 && (
        <Button variant="ghost" onClick={url.clearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
