import type { AdminGetDiscountsParams, Discount } from '@medusajs/client-types'
import { discountListAtom, discountQueries } from '@/atoms/discounts/keys'
import { discountStatus } from '@/commands/discounts/format'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useFilterToggle, useListPanel, type FilterValue } from '@/panels/shared/table'
import { discountColumns } from './columns'
import { DiscountFilters, DISCOUNT_FILTER_KEYS } from './DiscountFilters'

const one = (value: FilterValue | undefined) => (Array.isArray(value) ? value[0] : value) || undefined
const RULE_TYPES = ['percentage', 'fixed', 'free_shipping'] as const
type RuleType = (typeof RULE_TYPES)[number]
const isRuleType = (value: string | undefined): value is RuleType => RULE_TYPES.some((t) => t === value)

/**
 * The discounts table. Medusa's list filters by code (q), dynamic, disabled and rule type on the
 * server; it has no date or region filter, so those narrow the rows of the page shown (and say so).
 */
export function DiscountsTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const { url, table } = useListPanel({
    kind: 'discount',
    basePath: '/a/discounts',
    url: { defaults: { order: '-created_at' }, filterKeys: DISCOUNT_FILTER_KEYS },
    query: ({ query: { limit, offset, order, q }, filters }): AdminGetDiscountsParams => {
      const status = one(filters.status)
      const dynamic = one(filters.is_dynamic)
      const type = one(filters.type)
      return {
        limit,
        offset,
        order,
        q: q || undefined,
        is_disabled: status === undefined ? undefined : status === 'disabled',
        is_dynamic: dynamic === undefined ? undefined : dynamic === 'true',
        rule: isRuleType(type) ? { type } : undefined,
      }
    },
    listAtom: discountListAtom,
    rows: (res): readonly Discount[] => res.discounts,
    detail: discountQueries.detail,
    entity: (res) => res.discount as Discount,
    detailOpen,
  })
  const filters = useFilterToggle(url.filters)
  const status = one(url.filters.status)
  const region = one(url.filters.region)
  const rows = table.rows.filter(
    (d) => (!status || status === 'disabled' || discountStatus(d) === status) && (!region || (d.regions ?? []).some((r) => r.id === region)),
  )

  return (
    <ListPanel
      id="discounts"
      title="Discounts"
      actions={
        <>
          {filters.button}
          <CommandButton command="discounts.enable" label="Enable" variant="ghost" />
          <CommandButton command="discounts.disable" label="Disable" variant="ghost" />
          <CommandButton command="discounts.delete" label="Delete" variant="ghost" />
          <CommandButton command="discounts.create" variant="primary" />
        </>
      }
    >
      {filters.open && <DiscountFilters url={url} />}
      <DataTable<Discount>
        id="discounts"
        label="Discounts"
        columns={discountColumns}
        emptyText={url.query.q || filters.count ? 'No discount matches these filters' : 'No discounts yet'}
        searchLabel="Search discount codes"
        {...table}
        rows={rows}
      />
    </ListPanel>
  )
}
