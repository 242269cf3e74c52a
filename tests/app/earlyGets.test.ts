import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { auth } from '@/api/admin/auth'
import { orders } from '@/api/admin/orders'
import { configureClient, isMedusaApiError } from '@/api/client'
import { EARLY_GETS_GLOBAL } from '@/api/early'
import { earlyGets } from '@/app/boot/earlyGets'
import { parseDashboardPath } from '@/models/core/routes'
import { ORDER_DETAIL_EXPAND } from '@/atoms/orders/keys'
import { server } from '../mocks/server'
import { BASE, withMockServer } from '../api/harness'

withMockServer()

const early = globalThis as { [EARLY_GETS_GLOBAL]?: Record<string, Promise<Response>> }
afterEach(() => {
  delete early[EARLY_GETS_GLOBAL]
})

/** The URLs of the GETs the client sends while `run` runs (each answered with `body`). */
async function urlsRequestedBy(run: () => Promise<unknown>, body: object): Promise<string[]> {
  const urls: string[] = []
  server.use(http.get(`${BASE}/admin/*`, ({ request }) => (urls.push(request.url), HttpResponse.json(body))))
  await run()
  return urls
}

const USER = { user: { id: 'usr_1', email: 'admin@medusa-test.com', first_name: 'Ada', last_name: 'Admin' } }
const json = (body: object, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe("index.html's early GETs", () => {
  it('are exactly the URLs the client asks for: the session check, and the linked order with the panel’s expand', async () => {
    const [authUrl, orderUrl] = earlyGets('/a/orders/order_01ABC', BASE, ORDER_DETAIL_EXPAND, parseDashboardPath)
    expect(await urlsRequestedBy(() => auth.session(), USER)).toEqual([authUrl])
    expect(await urlsRequestedBy(() => orders.retrieve('order_01ABC', { expand: ORDER_DETAIL_EXPAND }), { order: {} })).toEqual([orderUrl])
  })

  it('start only on dashboard paths, and only the session check away from an order', () => {
    expect(earlyGets('/login', BASE, 'items', parseDashboardPath)).toEqual([])
    expect(earlyGets('/invite', BASE, 'items', parseDashboardPath)).toEqual([])
    expect(earlyGets('/', BASE, 'items', parseDashboardPath)).toEqual([`${BASE}/admin/auth`])
    expect(earlyGets('/a/products/prod_1', BASE, 'items', parseDashboardPath)).toEqual([`${BASE}/admin/auth`])
    expect(earlyGets('/a/orders', BASE, 'items', parseDashboardPath)).toEqual([`${BASE}/admin/auth`])
  })

  it("answer the client's first identical GET, once; the next one asks the server", async () => {
    const [authUrl = ''] = earlyGets('/a/orders', BASE, '', parseDashboardPath)
    early[EARLY_GETS_GLOBAL] = { [authUrl]: Promise.resolve(json(USER)) }
    const urls: string[] = []
    server.use(http.get(`${BASE}/admin/auth`, ({ request }) => (urls.push(request.url), HttpResponse.json({ user: { ...USER.user, first_name: 'Server' } }))))
    expect((await auth.session()).user.first_name).toBe('Ada')
    expect(urls).toEqual([])
    expect((await auth.session()).user.first_name).toBe('Server')
    expect(urls).toEqual([authUrl])
  })

  it('give a refusal the same error as a request of its own (a 401 leads to sign-in)', async () => {
    const [authUrl = ''] = earlyGets('/a/orders', BASE, '', parseDashboardPath)
    early[EARLY_GETS_GLOBAL] = { [authUrl]: Promise.resolve(json({ type: 'unauthorized', message: 'Unauthorized' }, 401)) }
    const failure = await auth.session().catch((error: unknown) => error)
    expect(isMedusaApiError(failure) && failure.status).toBe(401)
  })

  it('are not taken with an API key, which they did not carry', async () => {
    configureClient({ apiKey: 'sk_123' })
    const [authUrl = ''] = earlyGets('/a/orders', BASE, '', parseDashboardPath)
    early[EARLY_GETS_GLOBAL] = { [authUrl]: Promise.resolve(json(USER)) }
    const urls = await urlsRequestedBy(() => auth.session(), USER)
    expect(urls).toEqual([authUrl])
  })
})
