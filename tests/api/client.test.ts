import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  client,
  configureClient,
  DEFAULT_BACKEND_URL,
  encodeQuery,
  FALLBACK_ERROR_MESSAGE,
  getClientConfig,
  MedusaApiError,
  onApiError,
} from '@/api/client'
import { server } from '../mocks/server'
import { BASE, recordCalls, withMockServer } from './harness'

withMockServer()

/** Answers with each status in turn (the last repeats) and counts the attempts. */
function answerInTurn(path: string, statuses: Array<number | 'network'>) {
  const seen: Request[] = []
  server.use(
    http.all(`${BASE}${path}`, ({ request }) => {
      const status = statuses[Math.min(seen.length, statuses.length - 1)] ?? 200
      seen.push(request.clone())
      if (status === 'network') return HttpResponse.error()
      return HttpResponse.json(status < 400 ? { ok: true } : { type: 'x', message: `status ${status}` }, { status })
    }),
  )
  return seen
}

async function failure(promise: Promise<unknown>): Promise<MedusaApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(MedusaApiError)
  return error as MedusaApiError
}

describe('base URL', () => {
  it('defaults to http://localhost:9000', async () => {
    expect(DEFAULT_BACKEND_URL).toBe('http://localhost:9000')
    expect(getClientConfig().baseUrl).toBe('http://localhost:9000')
    const calls = recordCalls({ store: {} })
    await client.get('/admin/store')
    expect(calls).toHaveLength(1)
  })

  it('is configurable at run time', async () => {
    configureClient({ baseUrl: 'http://127.0.0.1:9911/' })
    server.use(http.get('http://127.0.0.1:9911/admin/store', () => HttpResponse.json({ store: { id: 's' } })))
    await expect(client.get('/admin/store')).resolves.toEqual({ store: { id: 's' } })
  })

  it('is configurable at build time through VITE_MEDUSA_BACKEND_URL', async () => {
    vi.stubEnv('VITE_MEDUSA_BACKEND_URL', 'http://shop.test:9000')
    vi.resetModules()
    const fresh = await import('@/api/client')
    expect(fresh.getClientConfig().baseUrl).toBe('http://shop.test:9000')
    vi.unstubAllEnvs()
    vi.resetModules()
  })
})

describe('headers and bodies', () => {
  it('sends JSON headers and cookies on every call, and a content type only with a body', async () => {
    const seen: Request[] = []
    server.use(http.all(`${BASE}/*`, ({ request }) => (seen.push(request), HttpResponse.json({}))))
    await client.get('/admin/products')
    await client.post('/admin/products', { title: 'Hat' })
    await client.delete('/admin/products/prod_1')
    for (const request of seen) {
      expect(request.headers.get('accept')).toBe('application/json')
      expect(request.credentials).toBe('include')
    }
    // Without a Content-Type a GET is a simple cross-origin request: the browser sends no preflight.
    expect(seen.map((request) => [request.method, request.headers.get('content-type')])).toEqual([
      ['GET', null],
      ['POST', 'application/json'],
      ['DELETE', 'application/json'],
    ])
  })

  it('adds a bearer credential to admin calls when an API key is configured', async () => {
    configureClient({ apiKey: 'sk_123' })
    const calls = recordCalls({})
    await client.get('/admin/orders')
    await client.post('/admin/auth', { email: 'a@b.c', password: 'p' })
    await client.get('/store/products')
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer sk_123')
    expect(calls[1]?.headers.get('authorization')).toBeNull()
    expect(calls[2]?.headers.get('authorization')).toBeNull()
  })

  it('sends no bearer credential without an API key', async () => {
    const calls = recordCalls({})
    await client.get('/admin/orders')
    expect(calls[0]?.headers.get('authorization')).toBeNull()
  })

  it('sends a body with POST and DELETE only', async () => {
    const calls = recordCalls({})
    await client.get('/admin/orders', { limit: 5 })
    await client.post('/admin/orders/o1', { email: 'x@y.z' })
    await client.delete('/admin/uploads', { file_key: 'k' })
    await client.post('/admin/orders/o1/capture')
    expect(calls.map((c) => c.body)).toEqual([undefined, { email: 'x@y.z' }, { file_key: 'k' }, {}])
  })
})

describe('query string', () => {
  it('uses the nested bracket form Medusa v1 parses', async () => {
    const calls = recordCalls({})
    await client.get('/admin/orders', {
      created_at: { gt: '2026-01-01', lt: '2026-02-01' },
      expand: 'items,customer',
      status: ['pending', 'completed'],
      q: undefined,
    })
    const sent = calls[0]
    expect(decodeURIComponent(sent?.rawQuery ?? '')).toBe(
      'created_at[gt]=2026-01-01&created_at[lt]=2026-02-01&expand=items,customer&status[0]=pending&status[1]=completed',
    )
    expect(sent?.query).toEqual({
      created_at: { gt: '2026-01-01', lt: '2026-02-01' },
      expand: 'items,customer',
      status: ['pending', 'completed'],
    })
  })

  it('drops empty values when asked (swaps)', () => {
    expect(encodeQuery({ limit: 10, offset: '', q: null, nested: { a: '', b: 1 } }, 'drop-empty')).toBe(
      'limit=10&nested%5Bb%5D=1',
    )
  })

  it('sends null as the text null when asked (batch jobs)', () => {
    expect(decodeURIComponent(encodeQuery({ canceled_at: null, type: ['product-export'] }, 'null-as-text'))).toBe(
      'canceled_at=null&type[0]=product-export',
    )
  })

  it('omits the question mark when there is no query', async () => {
    const calls = recordCalls({})
    await client.get('/admin/store', {})
    expect(calls[0]?.rawQuery).toBe('')
  })
})

describe('retries', () => {
  it('are off by default: a 503 is tried once', async () => {
    const seen = answerInTurn('/admin/orders', [503])
    await failure(client.get('/admin/orders'))
    expect(seen).toHaveLength(1)
  })

  it('retry 3 times when enabled without a count', async () => {
    configureClient({ retries: true, retryDelayMs: 1 })
    const seen = answerInTurn('/admin/orders', [503])
    const error = await failure(client.get('/admin/orders'))
    expect(error.status).toBe(503)
    expect(seen).toHaveLength(4)
  })

  it('retry the configured number of times, then succeed', async () => {
    configureClient({ retries: 2, retryDelayMs: 1 })
    const seen = answerInTurn('/admin/orders', [409, 502, 200])
    await expect(client.get('/admin/orders')).resolves.toEqual({ ok: true })
    expect(seen).toHaveLength(3)
  })

  it('retry when no response arrives', async () => {
    configureClient({ retries: 1, retryDelayMs: 1 })
    const seen = answerInTurn('/admin/orders', ['network', 200])
    await expect(client.get('/admin/orders')).resolves.toEqual({ ok: true })
    expect(seen).toHaveLength(2)
  })

  it.each([500, 400, 401, 403, 404, 422])('never retry a %i', async (status) => {
    configureClient({ retries: 3, retryDelayMs: 1 })
    const seen = answerInTurn('/admin/orders', [status])
    await failure(client.get('/admin/orders'))
    expect(seen).toHaveLength(1)
  })

  it('back off exponentially', async () => {
    configureClient({ retries: 3, retryDelayMs: 20 })
    let sent = 0
    server.use(http.get(`${BASE}/admin/orders`, () => ((sent += 1), HttpResponse.json({}, { status: 503 }))))
    // The fake clock moves only when the test moves it: each retry leaves exactly its gap after the last answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const failed = failure(client.get('/admin/orders'))
      // Requests and answers take real turns of the event loop; the fake clock stands still meanwhile.
      const sentCount = async (count: number) => {
        for (let turn = 0; sent < count && turn < 100; turn += 1) await vi.advanceTimersByTimeAsync(0)
        expect(sent).toBe(count)
      }
      await sentCount(1)
      for (const gap of [20, 40, 80]) {
        const before = sent
        await vi.advanceTimersByTimeAsync(gap - 1)
        expect(sent).toBe(before)
        await vi.advanceTimersByTimeAsync(1)
        await sentCount(before + 1)
      }
      await failed
      expect(sent).toBe(4)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('idempotency key', () => {
  it('is absent when retries are off', async () => {
    const calls = recordCalls({})
    await client.post('/admin/orders/o1/complete')
    expect(calls[0]?.headers.get('idempotency-key')).toBeNull()
  })

  it('is on POST only when retries are on, the same on every retry of one call', async () => {
    configureClient({ retries: 2, retryDelayMs: 1 })
    const seen = answerInTurn('/admin/orders/o1/capture', [503, 503, 200])
    await client.post('/admin/orders/o1/capture')
    const keys = seen.map((r) => r.headers.get('idempotency-key'))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
    expect(keys).toHaveLength(3)

    const other = answerInTurn('/admin/orders/o2/capture', [200])
    await client.post('/admin/orders/o2/capture')
    expect(other[0]?.headers.get('idempotency-key')).not.toBe(keys[0])

    const calls = recordCalls({})
    await client.get('/admin/orders')
    await client.delete('/admin/notes/n1')
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual([null, null])
  })
})

describe('uploads', () => {
  it('are multipart with the field files repeated per file', async () => {
    let form: FormData | undefined
    let contentType: string | null = null
    server.use(
      http.post(`${BASE}/admin/uploads`, async ({ request }) => {
        contentType = request.headers.get('content-type')
        form = await request.formData()
        return HttpResponse.json({ uploads: [] })
      }),
    )
    await client.upload('/admin/uploads', [new File(['a'], 'a.png'), new File(['bb'], 'b.png')])
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    const files = form?.getAll('files') as File[]
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png'])
  })
})

describe('errors', () => {
  const reply = (status: number, body: string | Record<string, unknown>) =>
    server.use(
      http.get(`${BASE}/admin/thing`, () =>
        typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
      ),
    )

  it.each([
    [400, 'invalid_request'],
    [404, 'invalid_request'],
    [409, 'invalid_request'],
    [422, 'invalid_request'],
    [401, 'authentication'],
    [403, 'permission'],
    [500, 'api'],
    [503, 'api'],
  ] as const)('a %i is of kind %s', async (status, kind) => {
    reply(status, { type: 'invalid_data', message: 'title must be a string' })
    const error = await failure(client.get('/admin/thing'))
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(status)
    expect(error.type).toBe('invalid_data')
    expect(error.message).toBe('title must be a string')
  })

  it('is of kind connection when no response arrives', async () => {
    server.use(http.get(`${BASE}/admin/thing`, () => HttpResponse.error()))
    const error = await failure(client.get('/admin/thing'))
    expect(error.kind).toBe('connection')
    expect(error.status).toBeUndefined()
    expect(error.message).toBe(FALLBACK_ERROR_MESSAGE)
  })

  it("takes the first item's message when message is a list", async () => {
    reply(400, { message: [{ message: 'first problem' }, { message: 'second' }] })
    expect((await failure(client.get('/admin/thing'))).message).toBe('first problem')
  })

  it('falls back when the body has no message (401 answers plain text)', async () => {
    reply(401, 'Unauthorized')
    const error = await failure(client.get('/admin/thing'))
    expect(error.kind).toBe('authentication')
    expect(error.message).toBe('Something went wrong, Please try again.')
  })

  it('tells listeners about every failure', async () => {
    const seen: number[] = []
    const stop = onApiError((e) => seen.push(e.status ?? 0))
    reply(401, 'Unauthorized')
    await failure(client.get('/admin/thing'))
    stop()
    await failure(client.get('/admin/thing'))
    expect(seen).toEqual([401])
  })

  it('reads text answers such as OK as text', async () => {
    server.use(http.delete(`${BASE}/admin/auth`, () => new HttpResponse('OK', { status: 200 })))
    await expect(client.delete('/admin/auth')).resolves.toBe('OK')
  })
})
