import { screen, waitFor } from '@testing-library/react'
import { queryClientAtom } from 'jotai-tanstack-query'
import qs from 'qs'
import { beforeAll, describe, expect, it } from 'vitest'
import { LIST_AREAS, prefetchListArea } from '@/app/listRoutes'
import { prefetchRoute } from '@/app/routeData'
import { createAppStore } from '@/atoms/core/query'
import { DRAFT_ORDER_LIST_EXPAND, DRAFT_ORDER_ROWS_EXPAND } from '@/atoms/draft-orders/keys'
import CustomersArea from '@/panels/customers/CustomersArea'
import DraftOrdersArea from '@/panels/draft-orders/DraftOrdersArea'
import { recordRequests } from '../commands/harness'
import { seedDraftOrders } from '../mocks/draft-orders/draft-orders'
import { withAreaDb } from '../panels/draft-orders/helpers'
import { renderArea } from '../panels/renderArea'

// The mock store with draft orders' routes too.
const mock = withAreaDb()
const seen = recordRequests()
const SLOW = { timeout: 10_000 }
const gets = (path: string) => seen.filter((r) => r.method === 'GET' && r.path === path).map((r) => qs.parse(r.query.toString()))

// The route modules' chunk is transformed once per worker before the tests, not inside a test's wait
// (seconds on a loaded machine): the tests await the requests, not the chunk.
beforeAll(() => import('@/app/listRouteTable'), 60_000)

describe('a deep link to a list area', () => {
  it("asks for the customers table's rows at boot under the key the table reads: the table then asks only for their groups", async () => {
    const store = createAppStore()
    // As the boot does for the address it opens with.
    expect(prefetchRoute('/a/customers?q=example&has_account=true&order=email', store.get(queryClientAtom))).toBe(true)
    await waitFor(() => expect(gets('/admin/customers')).toHaveLength(1))
    expect(gets('/admin/customers')[0]).toMatchObject({ q: 'example', has_account: 'true', order: 'email', expand: '', limit: '50', offset: '0' })

    renderArea('customers', <CustomersArea />, '/a/customers?q=example&has_account=true&order=email', {}, store)
    await screen.findByText('jane.doe@example.com', {}, SLOW)
    await waitFor(() => expect(gets('/admin/customers').map((q) => q.expand)).toEqual(['', 'groups']))
  })

  it('asks for a linked draft order and its table at boot; opening them asks for the items only', async () => {
    const draft = seedDraftOrders(mock.db).draftOrders.find((d) => String(d.display_id) === '2')
    if (!draft) throw new Error('the mock store has no draft #2')
    const store = createAppStore()
    await prefetchListArea('draft-orders', [draft.id], new URLSearchParams('status=open'), store.get(queryClientAtom))
    await waitFor(() => expect(seen.map((r) => r.path).sort()).toEqual(['/admin/draft-orders', `/admin/draft-orders/${draft.id}`]))
    expect(gets('/admin/draft-orders')[0]).toMatchObject({ status: ['open'], expand: DRAFT_ORDER_ROWS_EXPAND })

    renderArea('draft-orders', <DraftOrdersArea />, `/a/draft-orders/${draft.id}?status=open`, {}, store)
    expect(await screen.findByRole('heading', { name: /Draft order #2/ }, SLOW)).toBeDefined()
    await waitFor(() => expect(gets('/admin/draft-orders').map((q) => q.expand)).toEqual([DRAFT_ORDER_ROWS_EXPAND, DRAFT_ORDER_LIST_EXPAND]))
    expect(gets(`/admin/draft-orders/${draft.id}`)).toHaveLength(1)
  })

  it('knows, without loading them, exactly the areas that have a list route', async () => {
    const { listRoutePrefetchers } = await import('@/app/listRouteTable')
    expect([...LIST_AREAS].sort()).toEqual(Object.keys(listRoutePrefetchers).sort())
  })

  it('asks for nothing in an area without a list route', async () => {
    await prefetchListArea('settings', [], new URLSearchParams(), createAppStore().get(queryClientAtom))
    await prefetchListArea('gift-cards', [], new URLSearchParams(), createAppStore().get(queryClientAtom))
    await waitFor(() => expect(seen.map((r) => r.path)).toEqual(['/admin/gift-cards']))
  })
})
