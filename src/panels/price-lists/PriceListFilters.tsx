import type { CustomerGroup } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { customerGroupListAtom } from '@/atoms/customer-groups/keys'
import shared from '@/panels/shared/record-panel.module.css'
import { FilterSelect, type TableUrlState } from '@/panels/shared/table'
import { Button } from '@/ui/Button'

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
]
const typeOptions = [
  { value: 'sale', label: 'Sale' },
  { value: 'override', label: 'Override' },
]
const GROUP_QUERY = { limit: 100, order: 'name' }

/** Status, type and customer group: all three filtered by Medusa, all kept in the URL. */
export function PriceListFilters({ url }: { url: TableUrlState }) {
  const groups = useAtomValue(customerGroupListAtom(GROUP_QUERY))
  const groupOptions = ((groups.data?.customer_groups ?? []) as CustomerGroup[]).map((g) => ({ value: g.id, label: g.name }))
  const value = (key: string) => {
    const v = url.filters[key]
    return Array.isArray(v) ? v[0] : v
  }
  const select = (key: string) => (v: string | undefined) => url.setFilter(key, v)
  return (
    <div className={shared.filters} role="group" aria-label="Price list filters">
      <FilterSelect label="Status" value={value('status')} options={statusOptions} onChange={select('status')} />
      <FilterSelect label="Type" value={value('type')} options={typeOptions} onChange={select('type')} />
      <FilterSelect label="Customer group" value={value('group')} options={groupOptions} onChange={select('group')} />
      {Object.keys(url.filters).length > 0 && (
        <Button variant="ghost" onClick={url.clearFilters}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
