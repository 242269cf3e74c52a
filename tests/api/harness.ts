import { http, HttpResponse } from 'msw'
import qs from 'qs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetClientConfig } from '@/api/client'
import { server } from '../mocks/server'

export const BASE = 'http://localhost:9000'

export interface RecordedCall {
  method: string
  path: string
  /** The query string parsed back the way Medusa (express + qs) parses it. */
  query: Record<string, unknown>
  rawQuery: string
  body: unknown
  headers: Headers
}

/** Starts msw for a suite, failing on any request no handler answers. */
export function withMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetClientConfig()
  })
  afterAll(() => server.close())
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Answers every call with `reply` and records what was sent. */
export function recordCalls(reply: unknown = {}, status = 200): RecordedCall[] {
  const calls: RecordedCall[] = []
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const url = new URL(request.url)
      const rawQuery = url.search.replace(/^\?/, '')
      calls.push({
        method: request.method,
        path: url.pathname,
        query: qs.parse(rawQuery),
        rawQuery,
        body: request.method === 'GET' ? undefined : await readBody(request),
        headers: request.headers,
      })
      return typeof reply === 'string'
        ? new HttpResponse(reply, { status })
        : HttpResponse.json(reply as Record<string, unknown>, { status })
    }),
  )
  return calls
}

export interface CallCase {
  /** What the row checks, e.g. 'capture'. */
  name: string
  call: () => Promise<unknown>
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  query?: Record<string, unknown>
  body?: unknown
  /** The server's answer; the function must hand it back unchanged. */
  response?: unknown
}

/** A table-driven suite: each row must send exactly that method, path, query and body. */
export function describeCalls(title: string, cases: CallCase[]): void {
  describe(title, () => {
    withMockServer()
    it.each(cases)('$name: $method $path', async (row) => {
      const response = row.response ?? { ok: row.name }
      const calls = recordCalls(response)
      const result = await row.call()
      expect(calls).toHaveLength(1)
      const [sent] = calls
      expect(sent?.method).toBe(row.method)
      expect(sent?.path).toBe(row.path)
      expect(sent?.query).toEqual(row.query ?? {})
      if (row.method === 'GET') expect(sent?.body).toBeUndefined()
      else expect(sent?.body).toEqual(row.body ?? {})
      expect(result).toEqual(response)
    })
  })
}
