import type { AdminGetCustomersParams } from '@medusajs/client-types'
import { customerQueries } from '@/atoms/customers/keys'
import { listRoute, pageQuery } from '@/panels/shared/table/listRoute'
import { filterValue, filterValues, type FilterValue } from '@/panels/shared/table/urlState'

export const CUSTOMER_FILTER_KEYS = ['groups', 'has_account'] as const

/** A yes/no filter's value ('true', 'false'), undefined when unset. */
export const asBoolean = (value: FilterValue | undefined): boolean | undefined => {
  const text = filterValue(value)
  return text === 'true' ? true : text === 'false' ? false : undefined
}

/** The customers table's URL and requests: newest first, by group and account; its rows before their groups. */
export const customersRoute = listRoute({
  url: { defaults: { order: '-created_at' }, filterKeys: CUSTOMER_FILTER_KEYS },
  query: (url): AdminGetCustomersParams => ({
    ...pageQuery(url),
    groups: filterValues(url.filters.groups),
    has_account: asBoolean(url.filters.has_account),
  }),
  list: customerQueries.listRows,
  detail: customerQueries.detail,
})
