import type { Address, Customer, CustomerGroup } from '@medusajs/client-types'
import { parseCsv } from '@/commands/core/csv'
import { grouped } from '@/models/core/text'
import { EMAIL, EMAIL_INVALID, PHONE, PHONE_INVALID } from '@/models/customers/rules'

/**
 * The customers CSV, one format both ways so an export re-imports:
 *
 * | column             | export                          | import                                            |
 * | ------------------ | ------------------------------- | ------------------------------------------------- |
 * | email              | the customer's email            | required; matches an existing customer (any case) |
 * | first_name         | first name                      | new customers need it; empty keeps the current one |
 * | last_name          | last name                       | new customers need it; empty keeps the current one |
 * | phone              | phone                           | empty keeps the current one                       |
 * | groups             | group names, separated by "; "  | when given, the customer's groups become these    |
 * | has_account        | true / false                    | ignored (Medusa decides)                          |
 * | billing_address    | one line                        | ignored                                           |
 * | shipping_addresses | one line each, separated by " | " | ignored                                         |
 * | created_at         | ISO date and time               | ignored                                           |
 */
export const CUSTOMER_CSV_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'phone',
  'groups',
  'has_account',
  'billing_address',
  'shipping_addresses',
  'created_at',
] as const
const KNOWN_COLUMNS = new Set<string>(CUSTOMER_CSV_COLUMNS)
export const GROUP_SEPARATOR = '; '

/** An address on one line: name, company, street, town, country, phone. */
export function addressLine(address: Address | null | undefined): string {
  if (!address) return ''
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    address.address_1,
    address.address_2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.province,
    address.country_code?.toUpperCase(),
    address.phone,
  ]
    .filter(Boolean)
    .join(', ')
}

export function customerCsvRow(customer: Customer): Record<(typeof CUSTOMER_CSV_COLUMNS)[number], string> {
  return {
    email: customer.email,
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    phone: customer.phone ?? '',
    groups: (customer.groups ?? []).map((g) => g.name).join(GROUP_SEPARATOR),
    has_account: String(customer.has_account),
    billing_address: addressLine(customer.billing_address),
    shipping_addresses: (customer.shipping_addresses ?? []).map(addressLine).join(' | '),
    created_at: customer.created_at,
  }
}

/** One line of the file that will be written. */
export interface ImportRow {
  line: number
  email: string
  first_name?: string
  last_name?: string
  phone?: string
  /** Set when the groups cell is not empty: the customer's groups become exactly these. */
  groupIds?: string[]
}
export interface ImportRefusal {
  line: number
  email?: string
  reason: string
}
/** What an import will do, shown before anything is written. */
export interface ImportPlan {
  file: string
  creates: ImportRow[]
  updates: Array<ImportRow & { customerId: string }>
  unchanged: number
  refusals: ImportRefusal[]
  ignoredColumns: string[]
}

/** Why a file cannot be read at all (no email column): told on the file's page. */
export class ImportFileError extends Error {}

export interface ImportLookups {
  /**
   * The existing customers of these emails (lowercase), by email, all in one go (a 20,000-line file is
   * not 20,000 lookups). Those of `withGroups` carry their groups: their lines set groups to compare.
   */
  existing: (emails: readonly string[], withGroups: ReadonlySet<string>) => Promise<ReadonlyMap<string, Customer>>
  groups: readonly Pick<CustomerGroup, 'id' | 'name'>[]
}

const cell = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

function groupIdsOf(text: string | undefined, groups: ImportLookups['groups']): { ids?: string[]; unknown: string[] } {
  const names = (text ?? '').split(/[;|]/).map((n) => n.trim()).filter(Boolean)
  if (!names.length) return { unknown: [] }
  const byName = new Map(groups.map((g) => [g.name.toLowerCase(), g.id]))
  const unknown = names.filter((n) => !byName.has(n.toLowerCase()))
  return { ids: names.map((n) => byName.get(n.toLowerCase())).filter((id): id is string => !!id), unknown }
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id))

/** What differs between a row and the existing customer (the fields an update sends). */
export function changesOf(row: ImportRow, customer: Customer): ImportRow {
  const changed: ImportRow = { line: row.line, email: customer.email }
  if (row.first_name !== undefined && row.first_name !== customer.first_name) changed.first_name = row.first_name
  if (row.last_name !== undefined && row.last_name !== customer.last_name) changed.last_name = row.last_name
  if (row.phone !== undefined && row.phone !== (customer.phone ?? '')) changed.phone = row.phone
  const current = (customer.groups ?? []).map((g) => g.id)
  if (row.groupIds && !sameIds(row.groupIds, current)) changed.groupIds = row.groupIds
  return changed
}
export const hasChanges = (row: ImportRow) => Object.keys(row).some((key) => key !== 'line' && key !== 'email')

/**
 * The dry run: every line sorted into create, update, unchanged or refused (with its reason). The lines
 * are checked first, then the existing customers of every email are looked up at once.
 */
export async function planImport(file: string, text: string, lookups: ImportLookups): Promise<ImportPlan> {
  const parsed = parseCsv(text)
  if (!parsed.columns.includes('email')) throw new ImportFileError(`${file} has no email column (columns: ${CUSTOMER_CSV_COLUMNS.join(', ')})`)
  const plan: ImportPlan = { file, creates: [], updates: [], unchanged: 0, refusals: [], ignoredColumns: parsed.columns.filter((c) => !KNOWN_COLUMNS.has(c)) }
  const malformed = new Map(parsed.errors.map((e) => [e.line, e.message]))
  const seen = new Map<string, number>()
  const rows: ImportRow[] = []
  for (const [index, raw] of parsed.rows.entries()) {
    const line = parsed.lines[index] ?? index + 2
    const email = cell(raw.email)?.toLowerCase()
    const refuse = (reason: string) => void plan.refusals.push({ line, email, reason })
    const fault = malformed.get(line)
    if (fault) { refuse(`Cannot read the line: ${fault}`); continue }
    if (!email) { refuse('Email is missing'); continue }
    if (!EMAIL.test(email)) { refuse(EMAIL_INVALID); continue }
    const first = seen.get(email)
    if (first !== undefined) { refuse(`Duplicate: ${email} is already on line ${first}`); continue }
    seen.set(email, line)
    const phone = cell(raw.phone)
    if (phone && !PHONE.test(phone)) { refuse(PHONE_INVALID); continue }
    const groups = groupIdsOf(raw.groups, lookups.groups)
    if (groups.unknown.length) { refuse(`No customer group named ${groups.unknown.join(', ')}`); continue }
    rows.push({ line, email, first_name: cell(raw.first_name), last_name: cell(raw.last_name), phone, groupIds: groups.ids })
  }
  const existing = rows.length ? await lookups.existing(rows.map((r) => r.email), new Set(rows.filter((r) => r.groupIds).map((r) => r.email))) : new Map<string, Customer>()
  for (const row of rows) {
    const customer = existing.get(row.email)
    if (!customer) {
      if (!row.first_name || !row.last_name) plan.refusals.push({ line: row.line, email: row.email, reason: 'A new customer needs first_name and last_name' })
      else plan.creates.push(row)
      continue
    }
    const changes = changesOf(row, customer)
    if (hasChanges(changes)) plan.updates.push({ ...changes, customerId: customer.id })
    else plan.unchanged += 1
  }
  plan.refusals.sort((a, b) => a.line - b.line)
  return plan
}

const refusalText = (r: ImportRefusal) => `Line ${r.line}${r.email ? ` (${r.email})` : ''}: ${r.reason}`

/** "1 to create, 1 to update, 1 refused": the preview's one line. */
export function planSummary(plan: ImportPlan): string {
  const parts = [`${grouped(plan.creates.length)} to create`, `${grouped(plan.updates.length)} to update`]
  if (plan.unchanged) parts.push(`${grouped(plan.unchanged)} unchanged`)
  if (plan.refusals.length) parts.push(`${grouped(plan.refusals.length)} refused`)
  return parts.join(', ')
}

/** The confirm question: the counts, the first refusals and the ignored columns. */
export function planQuestion(plan: ImportPlan, shown = 5): string {
  const lines = [`Import ${plan.file}: ${planSummary(plan)}.`]
  if (plan.refusals.length) {
    lines.push('Refused lines are not written:')
    lines.push(...plan.refusals.slice(0, shown).map(refusalText))
    if (plan.refusals.length > shown) lines.push(`…and ${plan.refusals.length - shown} more`)
  }
  if (plan.ignoredColumns.length) lines.push(`Ignored columns: ${plan.ignoredColumns.join(', ')}`)
  lines.push('Write the customers now?')
  return lines.join('\n')
}

export { refusalText }
