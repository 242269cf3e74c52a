import { describe, expect, it } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { createQueryClient, QUERY_STALE_TIME_MS } from '@/atoms/core/query'

describe('the query client (SPEC §9)', () => {
  const options = createQueryClient().getDefaultOptions().queries

  it('keeps data fresh for 90 s and does not refetch on window focus', () => {
    expect(QUERY_STALE_TIME_MS).toBe(90_000)
    expect(options?.staleTime).toBe(90_000)
    expect(options?.refetchOnWindowFocus).toBe(false)
  })

  it('retries a failed query once, but never a 4xx', () => {
    const retry = options?.retry
    if (typeof retry !== 'function') throw new Error('retry must be a function')
    const serverError = new MedusaApiError({ kind: 'api', status: 500, message: 'x' })
    const notFound = new MedusaApiError({ kind: 'invalid_request', status: 404, message: 'x' })
    const offline = new MedusaApiError({ kind: 'connection', message: 'x' })
    expect(retry(0, serverError)).toBe(true)
    expect(retry(1, serverError)).toBe(false)
    expect(retry(0, offline)).toBe(true)
    expect(retry(0, notFound)).toBe(false)
  })
})
