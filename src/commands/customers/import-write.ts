import type { AdminPostCustomersCustomerReq, Customer } from '@medusajs/client-types'
import { customers } from '@/api/admin/customers'
import { mutation } from '@/atoms/core/query'
import { customerGroupQueries } from '@/atoms/customer-groups/keys'
import { customerQueries } from '@/atoms/customers/keys'
import { orderQueries } from '@/atoms/orders/keys'
import type { CommandTools } from '@/commands/core/define'
import { pausableRun } from '@/commands/core/outages'
import { errorMessage } from '@/commands/core/run'
import { grouped } from '@/models/core/text'
import { randomPassword } from './customers'
import { changesOf, hasChanges, type ImportPlan, type ImportRow } from './customer-csv'

/**
 * The customers import's writes (issue #32): Medusa 1.20 has no batch create or update of customers,
 * so each line is one request (two for a new customer with groups: create takes no groups), sent
 * IMPORT_AT_ONCE at a time. When the server goes away the run pauses and goes on with the same lines
 * (commands/core/outages.ts); a line whose request got no answer is read back first, so nothing is
 * created or changed twice. A run stopped half-way is resumed by importing the file again: the lines
 * written come out unchanged in the new preview.
 */

/** Lines written at the same time. */
export const IMPORT_AT_ONCE = 4
/**
 * Lines per batch: the customers' lists are invalidated once per batch (a table on screen refetches
 * once per 200 lines written, not once per line).
 */
export const IMPORT_BATCH = 200
/** How often a running import tells how far it got (as an export does). */
export const IMPORT_PROGRESS_MS = 2000

/** One line to write: a new customer or the changes of an existing one. */
export type ImportWrite = { kind: 'create'; row: ImportRow } | { kind: 'update'; row: ImportRow & { customerId: string } }
/**
 * How one line went; `failed` with the operator's sentence. When the run is canceled while paused, a
 * line whose request went out is `unanswered` (it may have landed), one never sent `not sent`.
 */
export type WriteOutcome = { write: ImportWrite; status: 'created' | 'updated' | 'unanswered' | 'not sent' } | { write: ImportWrite; status: 'failed'; message: string }

/** A batch of writes, so what a customer change refetches (keys.ts' customersAndFriends) is invalidated once for all of it. */
const importBatchMutation = mutation({
  mutationFn: (writeBatch: () => Promise<WriteOutcome[]>) => writeBatch(),
  invalidates: [customerQueries.all, orderQueries.all, customerGroupQueries.all],
})

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id))
const groupsBody = (ids: readonly string[]) => ({ groups: ids.map((id) => ({ id })) })

/** The fields an update sends: those the row changes. */
export function updateBody(row: ImportRow): AdminPostCustomersCustomerReq {
  return { first_name: row.first_name, last_name: row.last_name, phone: row.phone, ...(row.groupIds ? groupsBody(row.groupIds) : {}) }
}

/** The customer of an email now (after a create that got no answer), the registered one first. */
async function customerByEmail(email: string): Promise<Customer | undefined> {
  const { customers: matches } = await customers.list({ q: email, limit: 50, expand: 'groups' })
  const same = (matches as Customer[]).filter((c) => c.email.toLowerCase() === email)
  return same.find((c) => c.has_account) ?? same[0]
}

/** Creates the customer, then sets their groups; after an unanswered request, only what is not there yet. */
async function create(row: ImportRow, unanswered: boolean): Promise<void> {
  const landed = unanswered ? await customerByEmail(row.email) : undefined
  const customer =
    landed ??
    ((await customers.create({ email: row.email, first_name: row.first_name ?? '', last_name: row.last_name ?? '', phone: row.phone, password: randomPassword() })).customer as Customer)
  const groupIds = row.groupIds ?? []
  if (groupIds.length && !sameIds(groupIds, (customer.groups ?? []).map((g) => g.id))) await customers.update(customer.id, groupsBody(groupIds))
}

/** Sends the row's changes; after an unanswered request, only those the customer does not have yet. */
async function update(row: ImportRow & { customerId: string }, unanswered: boolean): Promise<void> {
  let changes: ImportRow = row
  if (unanswered) {
    changes = changesOf(row, (await customers.retrieve(row.customerId, { expand: 'groups' })).customer as Customer)
    if (!hasChanges(changes)) return
  }
  await customers.update(row.customerId, updateBody(changes))
}

/** Every write of the plan: the creates then the updates, each in file order. */
export const writesOf = (plan: ImportPlan): ImportWrite[] => [
  ...plan.creates.map((row) => ({ kind: 'create' as const, row })),
  ...plan.updates.map((row) => ({ kind: 'update' as const, row })),
]

/**
 * Writes every line, IMPORT_AT_ONCE at a time, in batches of IMPORT_BATCH; returns each line's outcome
 * in the order given. A line the server refuses fails alone; a run canceled while paused sends no line more.
 */
export async function writeImport(writes: readonly ImportWrite[], tools: Pick<CommandTools, 'mutate' | 'notify' | 'store'>): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = []
  let canceled = false
  let written = 0
  let toldAt = Date.now()
  const howFar = () => `${grouped(written)} of ${grouped(writes.length)} lines written`
  const run = pausableRun(tools, 'Importing customers', howFar())
  const writeOne = async (write: ImportWrite): Promise<WriteOutcome> => {
    if (canceled) return { write, status: 'not sent' }
    let tried = false
    try {
      const sent = await run.send((unanswered) => {
        tried = true
        return write.kind === 'create' ? create(write.row, unanswered) : update(write.row, unanswered)
      })
      if (!sent.sent) {
        canceled = true
        return { write, status: tried ? 'unanswered' : 'not sent' }
      }
      written += 1
      run.progress(howFar())
      return { write, status: write.kind === 'create' ? 'created' : 'updated' }
    } catch (error) {
      return { write, status: 'failed', message: errorMessage(error) }
    }
  }
  try {
    for (let at = 0; at < writes.length && !canceled; at += IMPORT_BATCH) {
      const batch = writes.slice(at, at + IMPORT_BATCH)
      const batchOutcomes = await tools.mutate(importBatchMutation, () => inParallel(batch, IMPORT_AT_ONCE, writeOne))
      outcomes.push(...batchOutcomes)
      if (Date.now() - toldAt < IMPORT_PROGRESS_MS) continue
      toldAt = Date.now()
      tools.notify({ title: `Importing customers: ${howFar()}…`, message: `${grouped(outcomes.length - written)} failed so far`, tone: 'info' })
    }
  } finally {
    run.end()
  }
  // Lines of batches never begun (canceled): not sent either.
  outcomes.push(...writes.slice(outcomes.length).map((write) => ({ write, status: 'not sent' as const })))
  return outcomes
}

/** Runs `work` on every item with at most `atOnce` at a time; the answers in the items' order. */
async function inParallel<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const at = next
      next += 1
      answers[at] = await work(items[at] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker))
  return answers
}
