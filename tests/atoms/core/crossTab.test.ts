// Two tabs of one operator keep each other fresh: a mutation's invalidations travel over a
// BroadcastChannel (Node's own here) and the other tab's queries refetch.
import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { queryClientAtom } from 'jotai-tanstack-query'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureClient, resetClientConfig } from '@/api/client'
import { linkTabs, tabChannelName } from '@/atoms/core/crossTab'
import { linkTabsOfSession } from '@/atoms/core/crossTabSession'
import { createAppStore, createQueryClient, mutation, runMutation } from '@/atoms/core/query'
import { checkSessionAtom, expireSessionAtom } from '@/atoms/core/session'
import { server } from '../../mocks/server'

const closers: Array<() => void> = []
afterEach(() => {
  // An open channel would keep the worker alive, and hear the next test's messages.
  for (const close of closers.splice(0)) close()
})

/**
 * A tab showing one collection: its query is watched, as a panel watches it. `refetched` resolves
 * once the tab shows the answer of a second fetch.
 */
async function tabShowingCollection(queryClient: QueryClient) {
  let fetches = 0
  let onRefetch: () => void = () => undefined
  const refetched = new Promise<void>((resolve) => (onRefetch = resolve))
  const observer = new QueryObserver(queryClient, {
    queryKey: ['collections', 'detail', 'pcol_1'],
    queryFn: () => {
      fetches += 1
      return { title: `Summer (fetch ${fetches})` }
    },
  })
  closers.push(observer.subscribe((result) => result.data?.title === 'Summer (fetch 2)' && onRefetch()))
  await observer.refetch()
  return { refetched, fetches: () => fetches }
}

const renameCollection = mutation({
  mutationFn: async (title: string) => ({ title }),
  invalidates: [['collections']],
})

describe('linked tabs', () => {
  it("refetch what another tab's mutation invalidated", async () => {
    const [first, second] = [createQueryClient(), createQueryClient()]
    const name = tabChannelName('http://localhost:9000', 'usr_1')
    closers.push(linkTabs(first, name), linkTabs(second, name))
    const other = await tabShowingCollection(second)
    expect(other.fetches()).toBe(1)

    await runMutation(first, renameCollection, 'Winter')
    await other.refetched
    expect(other.fetches()).toBe(2)
    expect(second.getQueryData(['collections', 'detail', 'pcol_1'])).toEqual({ title: 'Summer (fetch 2)' })
  })

  it('are per server and per operator', () => {
    const names = [
      tabChannelName('http://localhost:9000', 'usr_1'),
      tabChannelName('http://localhost:9000/', 'usr_1'),
      tabChannelName('http://localhost:9000', 'usr_2'),
      tabChannelName('https://shop.example', 'usr_1'),
    ]
    expect(names[0]).toBe(names[1])
    expect(new Set(names).size).toBe(3)
  })
})

describe('the tabs of a session', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetClientConfig()
  })
  afterAll(() => server.close())

  it('are linked once someone is logged in, and unlinked by a logout', async () => {
    configureClient({ baseUrl: 'http://localhost:9000' })
    server.use(http.get('*/admin/auth', () => HttpResponse.json({ user: { id: 'usr_1', email: 'ada@example.com', first_name: 'Ada', last_name: 'L' } })))
    const [first, second] = [createAppStore(), createAppStore()]
    closers.push(linkTabsOfSession(first), linkTabsOfSession(second))
    await Promise.all([first.set(checkSessionAtom), second.set(checkSessionAtom)])

    const other = await tabShowingCollection(second.get(queryClientAtom))
    await runMutation(first.get(queryClientAtom), renameCollection, 'Winter')
    await other.refetched
    expect(other.fetches()).toBe(2)

    // Logged out, the tab hears nothing: a third tab on the channel still does, which proves it was sent.
    second.set(expireSessionAtom)
    const witness = createQueryClient()
    closers.push(linkTabs(witness, tabChannelName('http://localhost:9000', 'usr_1')))
    const third = await tabShowingCollection(witness)
    await runMutation(first.get(queryClientAtom), renameCollection, 'Autumn')
    await third.refetched
    expect(other.fetches()).toBe(2)
  })
})
