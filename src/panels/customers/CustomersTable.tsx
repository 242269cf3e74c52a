import type { CustomerGroup } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { customerGroupOptionsAtom, customerListAtom } from '@/atoms/customers/keys'
import { customersNav } from '@/models/customers/area'
import { customersText } from '@/models/customers/entity'
import { CommandButton } from '@/panels/shared/CommandButton'
import shared from '@/panels/shared/record-panel.module.css'
import { defineListPanel, filterValues, medusaRecords, type TableUrlState } from '@/panels/shared/table'
import { customerColumns } from './columns'
import { CustomerFilters } from './CustomerFilters'
import { asBoolean, customersRoute } from './listRoute'

/**
 * "with an account, in VIP, matching 'anna'": the table's filters in words after "customers" (empty:
 * every customer), so a confirm reads "Add 1,204 customers with an account, in VIP, … to Newsletter?".
 */
export function describeCustomers({ query, filters }: Pick<TableUrlState, 'query' | 'filters'>, groups: readonly Pick<CustomerGroup, 'id' | 'name'>[]): string {
  const hasAccount = asBoolean(filters.has_account)
  const groupNames = filterValues(filters.groups)?.filter(Boolean).map((id) => groups.find((g) => g.id === id)?.name ?? 'a group')
  const parts: string[] = []
  if (hasAccount !== undefined) parts.push(hasAccount ? 'with an account' : 'without an account')
  if (groupNames?.length) parts.push(`in ${groupNames.join(' or ')}`)
  const q = query.q?.trim()
  if (q) parts.push(`matching '${q}'`)
  return parts.join(', ')
}

/** The customers table: server-side paging, sorting, search and filters, all in the URL. */
export const CustomersTable = defineListPanel({
  area: customersNav,
  ...medusaRecords('customer', customerListAtom, customersRoute.detail),
  url: customersRoute.url,
  query: customersRoute.query,
  useExtra: () => useAtomValue(customerGroupOptionsAtom).data?.customer_groups ?? [],
  describe: describeCustomers,
  columns: customerColumns,
  searchLabel: 'Search customers by email or name',
  emptyText: { empty: 'No customers yet', filtered: 'No customer matches these filters' },
  filters: CustomerFilters,
  actions: ({ url }) => {
    const hasAccount = asBoolean(url.filters.has_account)
    return (
      <>
        <CommandButton
          command="customers.export"
          label="Export"
          variant="ghost"
          args={{ q: url.query.q || undefined, hasAccount: hasAccount === undefined ? 'any' : hasAccount ? 'yes' : 'no', groupIds: filterValues(url.filters.groups) }}
        />
        <CommandButton command="customers.import" label="Import" variant="ghost" />
        <CommandButton command="customers.create" variant="primary" />
      </>
    )
  },
  above: ({ count, description }) => (
    <p className={shared.muted} aria-live="polite">
      {count === undefined ? '' : `${customersText(count)}${description ? ` ${description}` : ''}`}
    </p>
  ),
})
