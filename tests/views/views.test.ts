import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { commandContextAtom, listViewAtom } from '@/atoms/core/context'
import { createAppStore, createQueryClient } from '@/atoms/core/query'
import { checkSessionAtom } from '@/atoms/core/session'
import { backgroundDataReadyAtom } from '@/atoms/core/store'
import { parseViews, serializeViews, VIEWS_METADATA_KEY, type ListedView, type SavedView } from '@/atoms/views/format'
import { namesOf, openedViewAtom, savedViewsAtom, viewsQueries, viewsTableAtom } from '@/atoms/views/views'
import { executeCommand, makeTools } from '@/commands/core/run'
import { registry } from '@/commands/index'
import { viewPaletteCommandsAtom } from '@/commands/views'
import { queryClientAtom } from 'jotai-tanstack-query'
import { recordRequests, requestsOf } from '../commands/harness'
import { withMockDb } from '../mocks/handlers'
import { BASE } from '../mocks/http'
import { server as msw } from '../mocks/server'
import { OPERATOR, viewsHandlers, viewsServer, type ViewsServer } from './mocks'

withMockDb()
let server: ViewsServer
beforeEach(() => {
  server = viewsServer()
  msw.use(...viewsHandlers(server))
})

const stored = (metadata: Record<string, unknown> | null) => parseViews(metadata?.[VIEWS_METADATA_KEY])
const view = (id: string, name: string, extra: Partial<SavedView> = {}): SavedView => ({ id, name, area: 'orders', path: '/a/orders', search: 'payment_status=captured', ...extra })
const keep = (views: SavedView[], defaults: Record<string, string> = {}) => ({ [VIEWS_METADATA_KEY]: serializeViews({ views, defaults }) })

/** A signed-in store with the orders table on screen (filtered by captured payment, region Europe) and the views read. */
async function onOrdersTable() {
  const store = createAppStore()
  await store.set(checkSessionAtom)
  store.set(viewsTableAtom, { area: 'orders', path: '/a/orders', tableId: 'orders', search: 'payment_status=captured&region_id=reg_1&offset=50', columns: { total: false } })
  store.set(listViewAtom, { kind: 'order', query: { payment_status: ['captured'], region_id: ['reg_1'] }, count: 12, description: 'captured' })
  store.set(backgroundDataReadyAtom, true)
  const queryClient = store.get(queryClientAtom)
  await queryClient.fetchQuery(viewsQueries.personal(OPERATOR.id))
  await queryClient.fetchQuery(viewsQueries.shared())
  // As the Views control and the navigation do: the list follows each write while someone shows it.
  store.sub(savedViewsAtom, () => undefined)
  return store
}

async function run(store: Awaited<ReturnType<typeof onOrdersTable>>, id: string, args: Record<string, unknown>, picked?: ListedView) {
  const command = registry.get(id)
  if (!command) throw new Error(`${id} is not registered`)
  const ctx = { ...store.get(commandContextAtom), ...(picked ? { picked: { viewId: picked } } : {}) }
  return executeCommand(command, args, makeTools(store.get(queryClientAtom), ctx, store))
}

const listedIn = (store: Awaited<ReturnType<typeof onOrdersTable>>, name: string) =>
  vi.waitFor(() => {
    const found = store.get(savedViewsAtom).views.find((v) => v.name === name)
    if (!found) throw new Error(`no view ${name}`)
    return found
  })

describe('saved views on the server', () => {
  it('saves the table as a personal view in the user metadata: one versioned JSON key with filters, order, page size, columns and names', async () => {
    const store = await onOrdersTable()
    const outcome = await run(store, 'views.save', { name: ' Captured EU ', scope: 'personal' })
    expect(outcome).toMatchObject({ status: 'done', result: { type: 'toast', title: 'View “Captured EU” saved' } })
    expect(server.writes.map((w) => w.path)).toEqual(['user'])
    expect(Object.keys(server.user.metadata ?? {})).toEqual([VIEWS_METADATA_KEY])
    const raw = server.user.metadata?.[VIEWS_METADATA_KEY]
    expect(typeof raw).toBe('string')
    expect(JSON.parse(String(raw))).toMatchObject({ v: 1 })
    const [saved] = stored(server.user.metadata).views
    expect(saved).toMatchObject({
      name: 'Captured EU',
      area: 'orders',
      path: '/a/orders',
      search: 'payment_status=captured&region_id=reg_1',
      columns: { total: false },
      query: { payment_status: ['captured'], region_id: ['reg_1'] },
      kind: 'order',
      names: { reg_1: 'Europe' },
    })
    // The list follows the write, and the table shows the view as the current one.
    await vi.waitFor(() => expect(store.get(savedViewsAtom).views.map((v) => [v.name, v.scope])).toEqual([['Captured EU', 'personal']]))
    expect(store.get(openedViewAtom)?.id).toBe(saved?.id)
  })

  it('saves a shared view in the store metadata, leaving the other store metadata keys', async () => {
    server.store.metadata = { brand: 'blue' }
    const store = await onOrdersTable()
    await run(store, 'views.save', { name: 'Team queue', scope: 'shared' })
    expect(server.writes.map((w) => w.path)).toEqual(['store'])
    expect(server.store.metadata?.brand).toBe('blue')
    expect(stored(server.store.metadata).views.map((v) => v.name)).toEqual(['Team queue'])
    await vi.waitFor(() => expect(store.get(savedViewsAtom).views.map((v) => [v.name, v.scope])).toEqual([['Team queue', 'shared']]))
  })

  it('renames, updates to the table on screen and deletes, personal and shared alike', async () => {
    server.user.metadata = keep([view('v1', 'Mine', { search: 'status=pending' })], { orders: 'v1' })
    server.store.metadata = keep([view('v2', 'Ours', { search: 'status=pending' })])
    const store = await onOrdersTable()

    await run(store, 'views.rename', { viewId: 'v1', name: 'Mine, renamed' }, await listedIn(store, 'Mine'))
    await run(store, 'views.rename', { viewId: 'v2', name: 'Ours, renamed' }, await listedIn(store, 'Ours'))
    expect(stored(server.user.metadata).views.map((v) => v.name)).toEqual(['Mine, renamed'])
    expect(stored(server.store.metadata).views.map((v) => v.name)).toEqual(['Ours, renamed'])

    await run(store, 'views.update', { viewId: 'v2' }, await listedIn(store, 'Ours, renamed'))
    expect(stored(server.store.metadata).views[0]).toMatchObject({ name: 'Ours, renamed', search: 'payment_status=captured&region_id=reg_1', columns: { total: false } })

    const ask = registry.get('views.delete')?.confirm?.({ viewId: 'v2' }, { ...store.get(commandContextAtom), picked: { viewId: await listedIn(store, 'Ours, renamed') } })
    expect(ask).toBe('Delete the view “Ours, renamed”? It is gone for the whole team.')
    await run(store, 'views.delete', { viewId: 'v2' }, await listedIn(store, 'Ours, renamed'))
    await run(store, 'views.delete', { viewId: 'v1' }, await listedIn(store, 'Mine, renamed'))
    expect(stored(server.store.metadata).views).toEqual([])
    // The deleted view was the area's default: the default goes with it.
    expect(stored(server.user.metadata)).toEqual({ views: [], defaults: {} })
    await vi.waitFor(() => expect(store.get(savedViewsAtom).views).toEqual([]))
  })

  it('makes a view the default of its area and clears it', async () => {
    server.store.metadata = keep([view('v2', 'Ours')])
    const store = await onOrdersTable()
    await run(store, 'views.set-default', { viewId: 'v2' }, await listedIn(store, 'Ours'))
    expect(stored(server.user.metadata).defaults).toEqual({ orders: 'v2' })
    await vi.waitFor(() => expect(store.get(savedViewsAtom).defaults).toEqual({ orders: 'v2' }))
    await run(store, 'views.clear-default', {})
    expect(stored(server.user.metadata).defaults).toEqual({})
  })

  it('keeps both operators’ views when another saved one after this console read them', async () => {
    const store = await onOrdersTable()
    // Another operator saves between this console's boot read and its save.
    server.user.metadata = keep([view('theirs', 'Their view')])
    await run(store, 'views.save', { name: 'My view', scope: 'personal' })
    expect(stored(server.user.metadata).views.map((v) => v.name)).toEqual(['Their view', 'My view'])
    await vi.waitFor(() => expect(store.get(savedViewsAtom).views.map((v) => v.name)).toEqual(['Their view', 'My view']))
  })

  it('reads the metadata again just before writing, so a rename merges by view id into what is there then', async () => {
    server.store.metadata = keep([view('a', 'First')])
    let reads = 0
    // The server copy changes right after the console's boot read has been answered: another operator
    // adds a view. The console's rename is written over the copy read again, so it keeps theirs.
    server.afterRead = (path) => {
      if (path !== 'store' || ++reads !== 1) return
      server.store.metadata = keep([view('a', 'First'), view('b', 'Second')])
    }
    const store = await onOrdersTable()
    await vi.waitFor(() => expect(store.get(savedViewsAtom).views.map((v) => v.name)).toEqual(['First']))
    await run(store, 'views.rename', { viewId: 'a', name: 'First, renamed' }, await listedIn(store, 'First'))
    expect(stored(server.store.metadata).views.map((v) => [v.id, v.name])).toEqual([
      ['a', 'First, renamed'],
      ['b', 'Second'],
    ])
  })

  it('leaves views written by a newer console alone', async () => {
    server.user.metadata = { [VIEWS_METADATA_KEY]: JSON.stringify({ v: 2, views: [], defaults: {} }) }
    const store = await onOrdersTable()
    const outcome = await run(store, 'views.save', { name: 'Mine', scope: 'personal' })
    expect(outcome).toMatchObject({ status: 'failed' })
    expect(server.writes).toEqual([])
  })
})

describe('opening views', () => {
  it('lists each view in the palette as "View: <name>", which opens its area with it', async () => {
    server.user.metadata = keep([view('v1', 'Unfulfilled EU orders', { search: 'fulfillment_status=not_fulfilled&region_id=reg_1', columns: { email: false } })])
    const store = await onOrdersTable()
    const entries = store.get(viewPaletteCommandsAtom)
    expect(entries.map((c) => [c.title, c.group])).toEqual([['View: Unfulfilled EU orders', 'Views']])
    const outcome = await executeCommand(entries[0]!, {}, makeTools(store.get(queryClientAtom), store.get(commandContextAtom), store))
    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/orders?fulfillment_status=not_fulfilled&region_id=reg_1' } })
    expect(store.get(openedViewAtom)).toMatchObject({ id: 'v1', area: 'orders', columns: { email: false }, dropped: undefined })
  })

  it('drops the part of a filter naming a deleted record, and names it as the operator knew it', async () => {
    msw.use(http.get(`${BASE}/admin/regions/reg_gone`, () => HttpResponse.json({ type: 'not_found', message: 'Region with reg_gone was not found' }, { status: 404 })))
    server.user.metadata = keep([view('v1', 'Atlantis orders', { search: 'region_id=reg_gone&region_id=reg_1&status=pending', names: { reg_gone: 'Atlantis', reg_1: 'Europe' } })])
    const store = await onOrdersTable()
    const outcome = await run(store, 'views.open', { viewId: 'v1' }, await listedIn(store, 'Atlantis orders'))
    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/orders?region_id=reg_1&status=pending' } })
    const dropped = store.get(openedViewAtom)?.dropped
    expect(dropped).toBe('“Atlantis orders” opened without its filter on region “Atlantis”: it no longer exists.')
    expect(dropped).not.toContain('reg_')
  })

  it('cycles the table’s views with v, from the one on screen to the next', async () => {
    server.user.metadata = keep([view('v1', 'One', { search: 'status=pending' }), view('v2', 'Two', { search: 'status=completed' })])
    server.store.metadata = keep([view('v3', 'Three', { area: 'customers', path: '/a/customers', search: '' })])
    const store = await onOrdersTable()
    expect(registry.get('views.next')?.hotkey).toBe('v')
    const paths = []
    for (let i = 0; i < 3; i++) paths.push(await run(store, 'views.next', {}))
    expect(paths.map((p) => p.status === 'done' && p.result?.type === 'open-panel' && p.result.path)).toEqual(['/a/orders?status=pending', '/a/orders?status=completed', '/a/orders?status=pending'])
  })
})

describe('views and the table as queues', () => {
  it('works through a view as a queue: its filter as the queue’s, named by the view', async () => {
    server.user.metadata = keep([view('v1', 'Unpaid EU', { search: 'payment_status=awaiting&region_id=reg_1' })])
    const store = await onOrdersTable()
    const outcome = await run(store, 'views.queue', { viewId: 'v1' }, await listedIn(store, 'Unpaid EU'))
    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/queues/view/orders?payment_status=awaiting&region_id=reg_1&queue_title=Unpaid+EU' } })
  })

  it('refuses a view of an area no queue walks, saying which do', async () => {
    server.user.metadata = keep([view('v3', 'All customers', { area: 'customers', path: '/a/customers', search: 'has_account=true' })])
    const store = await onOrdersTable()
    const outcome = await run(store, 'views.queue', { viewId: 'v3' }, await listedIn(store, 'All customers'))
    expect(outcome).toMatchObject({ status: 'failed', message: expect.stringContaining('Only orders, draft orders and gift cards are worked through as a queue.') })
  })

  it('works through the table on screen as a queue, headed by its filter words, without its paging', async () => {
    const store = await onOrdersTable()
    const outcome = await run(store, 'views.table-queue', {})
    expect(outcome).toEqual({ status: 'done', result: { type: 'open-panel', path: '/a/queues/view/orders?payment_status=captured&region_id=reg_1&queue_title=Orders+captured' } })
  })
})

describe('the names a view keeps of the records its filters name', () => {
  const seen = recordRequests()

  it("reads a collection's title through the store API (no products), and a gone collection has none", async () => {
    expect(await namesOf(['pcol_2', 'pcol_gone'], createQueryClient())).toEqual({ pcol_2: 'Winter Collection' })
    expect(requestsOf(seen, 'GET', '/store/collections/pcol_2')).toHaveLength(1)
    expect(requestsOf(seen, 'GET', '/admin/collections/pcol_2')).toHaveLength(0)
  })

  it('reads it through the admin API where the store API is refused', async () => {
    msw.use(http.get(`${BASE}/store/collections/:id`, () => HttpResponse.error()))
    expect(await namesOf(['pcol_2'], createQueryClient())).toEqual({ pcol_2: 'Winter Collection' })
    expect(requestsOf(seen, 'GET', '/admin/collections/pcol_2')).toHaveLength(1)
  })
})
