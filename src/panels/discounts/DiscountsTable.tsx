import { discountListAtom } from '@/atoms/discounts/keys'
import { discountsNav } from '@/models/discounts/area'
import { discountStatus } from '@/models/discounts/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { defineListPanel, filterValue, medusaRecords } from '@/panels/shared/table'
import { discountColumns } from './columns'
import { DiscountFilters } from './DiscountFilters'
import { discountsRoute } from './listRoute'

/**
 * The discounts table. Medusa's list filters by code (q), dynamic, disabled and rule type on the
 * server; it has no date or region filter, so those narrow the rows of the page shown (and say so).
 */
export const DiscountsTable = defineListPanel({
  area: discountsNav,
  ...medusaRecords('discount', discountListAtom, discountsRoute.detail),
  url: discountsRoute.url,
  query: discountsRoute.query,
  narrowRows: (rows, filters) => {
    const status = filterValue(filters.status)
    const region = filterValue(filters.region)
    return rows.filter(
      (d) => (!status || status === 'disabled' || discountStatus(d) === status) && (!region || (d.regions ?? []).some((r) => r.id === region)),
    )
  },
  columns: discountColumns,
  searchLabel: 'Search discount codes',
  emptyText: { empty: 'No discounts yet', filtered: 'No discount matches these filters' },
  filters: DiscountFilters,
  actions: (
    <>
      <CommandButton command="discounts.enable" label="Enable" variant="ghost" />
      <CommandButton command="discounts.disable" label="Disable" variant="ghost" />
      <CommandButton command="discounts.delete" label="Delete" variant="ghost" />
      <CommandButton command="discounts.create" variant="primary" />
    </>
  ),
})
