import type { AdminGetCustomersParams, Customer } from '@medusajs/client-types'
import { walkByCreation } from '@/commands/core/export-walk'

/**
 * The customers export's walk over every customer (issue #32): core/export-walk's keyset pages in
 * creation order, each request bounded to a window of about a page (customers/import-export.ts writes them).
 */

/**
 * Customers per export request. Medusa's own work per request dominates (bench/scale/export-customers.ts,
 * 100,058 customers on a loaded 2-core machine: 273 s at 100 a page, 110 s at 500).
 */
export const EXPORT_PAGE = 500

/** One page of customers and how many match from where it starts. */
export type ReadCustomers = (query: AdminGetCustomersParams) => Promise<{ customers: Customer[]; count: number }>

/** Every customer matching `query`, in creation order, each once, handed to `take` a page at a time with how many match in all. */
export async function walkCustomers(
  query: AdminGetCustomersParams,
  read: ReadCustomers,
  take: (customers: Customer[], total: number) => void,
  size = EXPORT_PAGE,
): Promise<void> {
  const readPage = async (page: AdminGetCustomersParams) => {
    const { customers, count } = await read(page)
    return { records: customers, count }
  }
  await walkByCreation(query, readPage, take, size)
}
