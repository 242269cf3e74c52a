import { queryClientAtom } from 'jotai-tanstack-query'
import { getClientConfig } from '@/api/client'
import { linkTabs, tabChannelName } from './crossTab'
import type { AppStore } from './query'
import { sessionAtom } from './session'

/**
 * Keeps the app's tabs of one operator fresh: while someone is logged in, the store's query client
 * is linked on the channel of the server and that user; a logout or another user closes it.
 */
export function linkTabsOfSession(store: AppStore): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  let open: { name: string; close: () => void } | null = null
  const follow = () => {
    const session = store.get(sessionAtom)
    const name = session.isLoggedIn && session.id ? tabChannelName(getClientConfig().baseUrl, session.id) : null
    if (open?.name === name) return
    open?.close()
    open = name ? { name, close: linkTabs(store.get(queryClientAtom), name) } : null
  }
  follow()
  const unsubscribe = store.sub(sessionAtom, follow)
  return () => {
    unsubscribe()
    open?.close()
    open = null
  }
}
