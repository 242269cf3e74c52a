import {
  hashKey,
  MutationCache,
  MutationObserver,
  QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { createStore, type Atom } from 'jotai'
import { atomWithQuery, queryClientAtom, type AtomWithQueryResult } from 'jotai-tanstack-query'
import { isMedusaApiError } from '@/api/client'
import { announceInvalidation } from './crossTab'

/** SPEC §9: 90 s stale time, one retry, no refetch on window focus. */
export const QUERY_STALE_TIME_MS = 90_000
export const QUERY_RETRY = 1

/** An outage is retried by itself, with backoff up to this delay, for about five minutes. */
export const OUTAGE_RETRY_MAX_DELAY_MS = 15_000
export const OUTAGE_RETRIES = 24

/** A server that is down, restarting or overloaded: no connection, no answer, 502-504 (DESIGN.md "Errors"). */
export function isOutage(error: unknown): boolean {
  return isMedusaApiError(error) && (error.kind === 'connection' || [502, 503, 504].includes(error.status ?? 0))
}

/** How an outage is told where the data would be: SPEC §8's title for a 503. */
export function outageTitle(error: unknown): string | undefined {
  if (!isOutage(error) || !isMedusaApiError(error)) return undefined
  if (error.status === 503) return 'Server is currently unavailable'
  if (error.status === 504) return 'The server is slow to answer'
  return 'The server cannot be reached'
}

/**
 * Asks again at once for data still on its way: the queries whose scheduled retry waits out the
 * outage `reason` tells, or, without a reason, every shown query still waiting for its first answer.
 * The outage is matched by its kind, not by the error object: a newer failure of the same kind may
 * have replaced the one on screen by the time the operator presses the button.
 */
export async function retryAwaited(queryClient: QueryClient, reason: unknown): Promise<void> {
  const outage = outageTitle(reason)
  const waiting = queryClient.getQueryCache().findAll({
    type: 'active',
    predicate: (q) => q.state.data === undefined && q.state.fetchStatus !== 'idle' && (!reason || outageTitle(q.state.fetchFailureReason) === outage),
  })
  // A pending query's refetch would join its sleeping retry: cancel it first, then fetch anew.
  await Promise.all(waiting.map((q) => q.cancel({ revert: true })))
  await Promise.all(waiting.map((q) => queryClient.refetchQueries({ queryKey: q.queryKey, exact: true })))
}

/** Whether a query key belongs to what a panel awaits: its record's id among the key's parts, say. */
export type KeyMatch = (queryKey: QueryKey) => boolean

/** A record's queries: every key holding its id as a part (its detail and the parts loaded after it). */
export const recordKeys = (id: string): KeyMatch => (queryKey) => queryKey.includes(id)

/** One query's key, exactly. */
export const sameKey = (key: QueryKey): KeyMatch => (queryKey) => hashKey(queryKey) === hashKey(key)

const awaitedWhere = (queryClient: QueryClient, matches: KeyMatch) =>
  queryClient.getQueryCache().findAll({ predicate: (q) => q.state.data === undefined && q.state.fetchStatus !== 'idle' && matches(q.queryKey) })

/** Stops waiting for the first answer of the matching queries: each is canceled, back to not fetched. */
export async function stopAwaiting(queryClient: QueryClient, matches: KeyMatch): Promise<void> {
  await Promise.all(awaitedWhere(queryClient, matches).map((q) => q.cancel({ revert: true })))
}

/**
 * Asks again at once for the matching queries: those awaited are canceled first (a pending query's
 * refetch would join its hung request), then every active one is fetched anew.
 */
export async function retryNow(queryClient: QueryClient, matches: KeyMatch): Promise<void> {
  await stopAwaiting(queryClient, matches)
  await queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.data === undefined && matches(q.queryKey) })
}

/** What a mutation refetches: fixed keys, or keys computed from its result and arguments. */
export type Invalidation<TData, TVars> = readonly QueryKey[] | ((data: TData, vars: TVars) => readonly QueryKey[])

export interface MutationDef<TVars, TData> {
  mutationFn: (vars: TVars) => Promise<TData>
  invalidates: Invalidation<TData, TVars>
}

interface MutationMeta extends Record<string, unknown> {
  invalidates?: Invalidation<unknown, unknown>
}

/** Declares a mutation and, once, beside it, what it invalidates. */
export function mutation<TVars, TData>(def: MutationDef<TVars, TData>): MutationDef<TVars, TData> {
  return def
}

/** The keys a mutation declared it invalidates, for this result and these arguments. */
function declaredKeys<TData, TVars>(invalidates: Invalidation<TData, TVars> | undefined, data: TData, vars: TVars): readonly QueryKey[] {
  if (!invalidates) return []
  return typeof invalidates === 'function' ? invalidates(data, vars) : invalidates
}

async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  // The operator's other tabs refetch the same data (crossTab.ts).
  announceInvalidation(queryClient, keys)
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

export interface InvalidationHold {
  /** The mutation as declared, its invalidations kept for the next flush instead of applied on success. */
  held: <TVars, TData>(def: MutationDef<TVars, TData>) => MutationDef<TVars, TData>
  /** Invalidates, once each, the keys the held writes declared since the last flush. */
  flush: () => Promise<void>
}

/**
 * For a bulk run of one write per record: its writes' invalidations gathered and applied once per
 * flush, not after each write. A 5,000-product edit with the products table open refetched the table
 * after every update, each update waiting for that refetch: requests that grew with the store. Only
 * the run's own writes are held; every key they declare is still invalidated, once, at the next flush.
 */
export function holdInvalidations(queryClient: QueryClient): InvalidationHold {
  const keys = new Map<string, QueryKey>()
  return {
    held: (def) => ({
      mutationFn: def.mutationFn,
      invalidates: (data, vars) => {
        for (const key of declaredKeys(def.invalidates, data, vars)) keys.set(JSON.stringify(key), key)
        return []
      },
    }),
    flush: async () => {
      const due = [...keys.values()]
      keys.clear()
      if (due.length) await invalidate(queryClient, due)
    },
  }
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // The one place invalidation happens: no caller can skip it.
    mutationCache: new MutationCache({
      onSuccess: async (data, vars, _context, m) => {
        const keys = declaredKeys((m.options.meta as MutationMeta | undefined)?.invalidates, data, vars)
        await invalidate(queryClient, keys)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // An outage is waited out; a 4xx will not change on retry; anything else gets SPEC §9's one retry.
        retry: (failureCount, error) =>
          isOutage(error)
            ? failureCount < OUTAGE_RETRIES
            : failureCount < QUERY_RETRY && !(isMedusaApiError(error) && error.status !== undefined && error.status < 500),
        retryDelay: (failureCount) => Math.min(1000 * 2 ** (failureCount - 1), OUTAGE_RETRY_MAX_DELAY_MS),
      },
    },
  })
  return queryClient
}

/** Runs a declared mutation through the MutationCache so its invalidations apply. */
export function runMutation<TVars, TData>(
  queryClient: QueryClient,
  def: MutationDef<TVars, TData>,
  vars: TVars,
): Promise<TData> {
  const observer = new MutationObserver<TData, Error, TVars>(queryClient, {
    mutationFn: def.mutationFn,
    meta: { invalidates: def.invalidates as Invalidation<unknown, unknown> },
  })
  return observer.mutate(vars)
}

/** The app's one jotai store, holding the one QueryClient. */
export function createAppStore(queryClient: QueryClient = createQueryClient()) {
  const store = createStore()
  store.set(queryClientAtom, queryClient)
  return store
}
export type AppStore = ReturnType<typeof createAppStore>

/**
 * One query atom per distinct parameter, memoised by the query's key: panels read
 * `productDetail(id)` without creating atoms during render.
 */
export function queryAtomFamily<P, T, K extends QueryKey>(
  optionsFor: (params: P) => UseQueryOptions<T, Error, T, K>,
): (params: P) => Atom<AtomWithQueryResult<T, Error>> {
  const atoms = new Map<string, Atom<AtomWithQueryResult<T, Error>>>()
  return (params: P) => {
    const options = optionsFor(params)
    const key = hashKey(options.queryKey)
    let found = atoms.get(key)
    if (!found) {
      found = atomWithQuery(() => options)
      atoms.set(key, found)
      keysOfAtoms.set(found, options.queryKey)
    }
    return found
  }
}

const keysOfAtoms = new WeakMap<Atom<unknown>, QueryKey>()

/** Names the query an atom reads (one derived from query atoms), for queryKeyOf. */
export const registerQueryKey = (queryAtom: Atom<unknown>, queryKey: QueryKey): void => void keysOfAtoms.set(queryAtom, queryKey)

/** The query key of an atom made by queryAtomFamily (a list panel's), to stop or retry exactly that query. */
export const queryKeyOf = (queryAtom: Atom<unknown>): QueryKey | undefined => keysOfAtoms.get(queryAtom)
