import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { describe, expect, it, vi } from 'vitest'
import { MedusaApiError } from '@/api/client'
import { createQueryClient, QUERY_STALE_TIME_MS, retryAwaited } from '@/atoms/core/query'

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

describe('retryAwaited', () => {
  it("asks again at once for a query whose outage on screen a newer failure of the same kind replaced", async () => {
    // The first retry at once, the next a minute away: only the button can ask sooner.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 5, retryDelay: (failures) => (failures < 1 ? 0 : 60_000) } } })
    let calls = 0
    const observer = new QueryObserver(queryClient, {
      queryKey: ['gift-cards', 'detail', 'gc_1'],
      queryFn: () => {
        calls += 1
        return Promise.reject(new MedusaApiError({ kind: 'api', status: 503, message: 'Service Unavailable' }))
      },
    })
    const reasons: unknown[] = []
    const unsubscribe = observer.subscribe((result) => reasons.push(result.failureReason))
    await vi.waitFor(() => expect(calls).toBe(2))
    await vi.waitFor(() => expect(queryClient.getQueryState(['gift-cards', 'detail', 'gc_1'])?.fetchFailureCount).toBe(2))
    const onScreen = reasons.find(Boolean)
    expect(queryClient.getQueryState(['gift-cards', 'detail', 'gc_1'])?.fetchFailureReason).not.toBe(onScreen)

    void retryAwaited(queryClient, onScreen)
    await vi.waitFor(() => expect(calls).toBeGreaterThan(2), { timeout: 1000 })
    unsubscribe()
    queryClient.clear()
  })
})
