// Issue #30's figure at the scale of issue #32: "add every customer matching the table to a group"
// for a filter matching about 20,000 customers of the large store, then its undo, both through the
// console's own runner, registry and journal (the browser's journal code, in memory in Node), so the
// same command code the console runs sends every request. Prints each one's time and requests, and
// checks through the admin API that the run added exactly the matching non-members and that the
// undo left the group with exactly the members it had before.
//
// Part of npm run bench:scale (run.ts, on the large store; SCALE_UNDO=0 skips it); by itself:
// `flock -o /tmp/large.lock npx tsx bench/scale/undo-run.ts`. SCALE_UNDO_QUERY (default 'example.net':
// 18,378 of the large store's customers) and SCALE_UNDO_GROUP (default Newsletter, 49,008 members).
import type { CustomerGroup } from '@medusajs/client-types'
import { customerGroups } from '../../src/api/admin/customer-groups'
import { customers } from '../../src/api/admin/customers'
import { getClientConfig } from '../../src/api/client'
import { activityJournal } from '../../src/atoms/activity/journal'
import { commandById } from '../../src/commands/index'
import { benchRunner, counted, expectDone, OPERATOR, sameSet, seconds, shown } from './runner'

const QUERY = process.env.SCALE_UNDO_QUERY ?? 'example.net'
const GROUP = process.env.SCALE_UNDO_GROUP ?? 'Newsletter'
/** Member ids read per request by the checks (not timed). */
const CHECK_PAGE = 5000

/** Every member of the group, by id, through the group's own customers endpoint. */
async function membersOf(groupId: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let offset = 0; ; offset += CHECK_PAGE) {
    const page = await customerGroups.listCustomers(groupId, { limit: CHECK_PAGE, offset })
    for (const customer of page.customers) ids.add(customer.id)
    if (page.customers.length < CHECK_PAGE) return ids
  }
}

/** Every customer the filter matches, by id (the table's search). */
async function matchingIds(): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let offset = 0; ; offset += CHECK_PAGE) {
    const page = await customers.list({ q: QUERY, fields: 'id', limit: CHECK_PAGE, offset })
    for (const customer of page.customers) ids.add(customer.id)
    if (page.customers.length < CHECK_PAGE) return ids
  }
}

/** The run and its undo on the store the client is signed in to; returns the lines to print. */
export async function groupRunAndUndo(): Promise<string[]> {
  const { customer_groups } = await customerGroups.list({ q: GROUP, limit: 10 })
  const group = customer_groups.find((g: CustomerGroup) => g.name === GROUP)
  if (!group) throw new Error(`no customer group ${GROUP}`)
  const [before, matching] = await Promise.all([membersOf(group.id), matchingIds()])
  const newcomers = [...matching].filter((id) => !before.has(id))

  const { runner, ctx } = benchRunner()
  const list = { kind: 'customer' as const, query: { q: QUERY }, count: matching.size, description: `matching '${QUERY}'` }

  const run = await counted(() => runner.execute(commandById('customer-groups.add-matching'), { groupId: group.id }, { ctx: ctx({ list, picked: { groupId: group } }) }))
  expectDone('the run', run.value)
  const afterRun = await membersOf(group.id)
  if (!sameSet(afterRun, new Set([...before, ...matching]))) throw new Error(`after the run ${GROUP} has ${afterRun.size} members, not the ${before.size} before plus the ${newcomers.length} matching newcomers`)
  await activityJournal.flushed()

  const undo = await counted(() => runner.execute(commandById('activity.undo-last'), { entry: 'last' }, { ctx: ctx() }))
  expectDone('the undo', undo.value)
  const afterUndo = await membersOf(group.id)
  if (!sameSet(afterUndo, before)) throw new Error(`after the undo ${GROUP} has ${afterUndo.size} members, not the ${before.size} it had before`)
  const [entry] = await activityJournal.entries(OPERATOR, getClientConfig().baseUrl)

  return [
    `customers matching '${QUERY}' to ${GROUP}: ${matching.size} matching, ${newcomers.length} not yet members (${before.size} members before)`,
    `  run : ${seconds(run.ms)}, ${shown(run.requests)}`,
    `  undo: ${seconds(undo.ms)}, ${shown(undo.requests)} (${entry?.outcome.status ?? '?'}); undo/run ${(undo.ms / run.ms).toFixed(2)}x`,
    `  checked through the API: ${afterRun.size} members after the run, ${afterUndo.size} after the undo, the same ${before.size} as before`,
  ]
}
