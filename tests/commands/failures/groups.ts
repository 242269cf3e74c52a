import type { QueryClient } from '@tanstack/react-query'
import { http, type HttpHandler, type HttpResponseResolver } from 'msw'
import type { CommandId } from '@/commands/index'
import type { MockDb } from '../../mocks/db'
import { BASE } from '../../mocks/http'
import type { HarnessOptions } from '../harness'
import { SALES_GROUPS } from './groups-sales'
import { STORE_GROUPS } from './groups-store'
import { RESERVATION_GROUPS } from './groups-reservations'
import { INVENTORY_GROUPS } from './groups-inventory'

/**
 * One or more representative commands per palette group (`npm run commands`), each with what the
 * operator types and the request to fail: the failure tests (./*.test.ts) answer that request with
 * each error kind and check the words the operator reads and that the typed arguments are kept.
 * A group's command is chosen for the arguments an operator types, and its request is the first
 * write, so nothing is half done when it fails and a retry with the same arguments succeeds.
 */

export type FailedMethod = 'get' | 'post' | 'delete'

export interface FailureGroup {
  /** The palette group, as `npm run commands` prints it; `case` tells two cases of one group apart. */
  group: string
  case?: string
  command: CommandId
  /** The request to fail: method and msw path pattern under the mock server's base URL. */
  request: { method: FailedMethod; path: string }
  /** Medusa's name of the record the request's first `:param` is (its 404 says "<noun> with id: … was not found"). */
  noun: string
  /** Routes beyond `handlersFor` that this group's records need (orders, drafts, edits). */
  routes?: (db: MockDb) => HttpHandler[]
  /** Logging out of a session that already ended is done: a 401 is not this command's failure. */
  unauthorizedIsDone?: true
  /** A run over many records pauses while the server is away and goes on when it answers (commands/core/outages.ts). */
  pausesOnOutage?: true
  /** The harness's options over this test's seeded db: the context, what is typed on each page. */
  prepare: (db: MockDb, queryClient: QueryClient) => HarnessOptions | Promise<HarnessOptions>
}

/** The same group's failure, named for a test title. */
export const nameOf = (group: FailureGroup) => (group.case ? `${group.group} (${group.case})` : group.group)

/** An msw handler answering the group's request with `answer` while `failing()` says so; after, the routes behind it answer. */
export function failRequest(group: FailureGroup, answer: HttpResponseResolver, failing: () => boolean = () => true): HttpHandler {
  const { method, path } = group.request
  // Returning nothing lets msw fall through to the mock routes: the retry reaches the real ones.
  return http[method](`${BASE}${path}`, (info) => (failing() ? answer(info) : undefined))
}

/** Every palette group's cases: orders, catalog and customers (./groups-sales), the store's setup (./groups-store). */
export const FAILURE_GROUPS: readonly FailureGroup[] = [...SALES_GROUPS, ...STORE_GROUPS, ...RESERVATION_GROUPS, ...INVENTORY_GROUPS]
