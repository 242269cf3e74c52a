import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { useAtomValue } from 'jotai'
import { customerGroupOptionsAtom, customerListAtom, customerQueries } from '@/atoms/customers/keys'
import { CommandButton } from '@/panels/shared/CommandButton'
import { DataTable, ListPanel, useFilterToggle, useListPanel, type FilterValue, type TableUrlState } from '@/panels/shared/table'
import shared from '@/panels/shared/record-panel.module.css'
import { customerColumns } from './columns'
import { CustomerFilters, CUSTOMER_FILTER_KEYS, firstOf } from './CustomerFilters'

const asList = (value: FilterValue | undefined): string[] | undefined =>
  value === undefined || value === '' ? undefined : ([] as string[]).concat(value)

const asBoolean = (value: FilterValue | undefined): boolean | undefined => {
  const text = firstOf(value)
  return text === 'true' ? true : text === 'false' ? false : undefined
}

/** "registered, in VIP, matching 'anna'": the table's filters in words (empty: every customer). */
export function describeCustomerFilter(filter: { q?: string; hasAccount?: boolean; groupNames?: readonly string[] }): string {
  const parts: string[] = []
  if (filter.hasAccount !== undefined) parts.push(filter.hasAccount ? 'registered' : 'guests')
  if (filter.groupNames?.length) parts.push(`in ${filter.groupNames.join(' or ')}`)
  if (filter.q) parts.push(`matching '${filter.q}'`)
  return parts.join(', ')
}

/** The customers table: server-side paging, sorting, search and filters, all in the URL. */
export function CustomersTable({ detailOpen = false }: { detailOpen?: boolean }) {
  const groups = useAtomValue(customerGroupOptionsAtom).data?.customer_groups ?? []
  const describe = ({ query, filters }: TableUrlState) =>
    describeCustomerFilter({
      q: query.q || undefined,
      hasAccount: asBoolean(filters.has_account),
      groupNames: asList(filters.groups)?.map((id) => groups.find((g) => g.id === id)?.name ?? 'a group'),
    })
  const { url, list, table } = useListPanel({
    kind: 'customer',
    basePath: '/a/customers',
    url: { defaults: { order: '-created_at' }, filterKeys: CUSTOMER_FILTER_KEYS },
    query: ({ query: { limit, offset, order, q }, filters }): AdminGetCustomersParams => ({
      limit,
      offset,
      order,
      q: q || undefined,
      groups: asList(filters.groups),
      has_account: asBoolean(filters.has_account),
    }),
    listAtom: customerListAtom,
    rows: (res): readonly Customer[] => res.customers,
    detail: customerQueries.detail,
    entity: (res) => res.customer as Customer,
    detailOpen,
    describe,
  })
  const filters = useFilterToggle(url.filters)
  const groupIds = asList(url.filters.groups)
  const hasAccount = asBoolean(url.filters.has_account)
  const q = url.query.q || undefined
  const description = describe(url)
  const count = list.data?.count

  return (
    <ListPanel
      id="customers"
      title="Customers"
      actions={
        <>
          {filters.button}
          <CommandButton
            command="customers.export"
            label="Export"
            variant="ghost"
            args={{ q, hasAccount: hasAccount === undefined ? 'any' : hasAccount ? 'yes' : 'no', groupIds }}
          />
          <CommandButton command="customers.import" label="Import" variant="ghost" />
          <CommandButton command="customers.create" variant="primary" />
        </>
      }
    >
      {filters.open && <CustomerFilters url={url} />}
      <p className={shared.muted} aria-live="polite">
        {count === undefined ? '' : `${count} customer${count === 1 ? '' : 's'}${description ? `: ${description}` : ''}`}
      </p>
      <DataTable<Customer>
        id="customers"
        label="Customers"
        columns={customerColumns}
        emptyText={q || filters.count ? 'No customer matches these filters' : 'No customers yet'}
        searchLabel="Search customers by email or name"
        {...table}
      />
    </ListPanel>
  )
}
