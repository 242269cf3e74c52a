import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** What one tab tells the others after a mutation: the query keys it invalidated. */
interface InvalidationMessage {
  type: 'invalidate'
  keys: QueryKey[]
}

function isInvalidation(data: unknown): data is InvalidationMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'invalidate' && Array.isArray((data as { keys?: unknown }).keys)
}

/** The tabs of one operator on one server share a channel: another operator's or server's tabs never hear it. */
export function tabChannelName(baseUrl: string, userId: string): string {
  return `medusa-admin-console:${baseUrl.replace(/\/+$/, '')}:${userId}`
}

const links = new WeakMap<QueryClient, BroadcastChannel>()

/**
 * Sends a mutation's invalidated keys to this operator's other tabs (a no-op while no channel is
 * open: logged out, or no BroadcastChannel in this browser). Called by the query client's
 * MutationCache, the one place invalidation happens, so every declared mutation is told.
 */
export function announceInvalidation(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  const channel = links.get(queryClient)
  if (!channel || !keys.length) return
  // Keys are plain arrays of strings and filter objects: structured clone carries them as they are.
  const message: InvalidationMessage = { type: 'invalidate', keys: [...keys] }
  try {
    channel.postMessage(message)
  } catch {
    // A key that cannot be cloned, a channel closed meanwhile: the other tabs refetch on their own later
    // (stale time); this tab's mutation has succeeded all the same.
  }
}

/**
 * Opens the channel `name` for `queryClient`: what another tab invalidates is invalidated here too,
 * so its panels refetch. Returns the closing of the channel.
 */
export function linkTabs(queryClient: QueryClient, name: string): () => void {
  links.get(queryClient)?.close()
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isInvalidation(event.data)) return
    for (const queryKey of event.data.keys) void queryClient.invalidateQueries({ queryKey })
  }
  links.set(queryClient, channel)
  return () => {
    channel.close()
    if (links.get(queryClient) === channel) links.delete(queryClient)
  }
}
