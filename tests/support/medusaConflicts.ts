import pRetry from 'p-retry'
import { MedusaApiError } from '@/api/client'

/**
 * Medusa 1.20 runs some writes (a cart's shipping method, so every draft order; claims, swaps, returns)
 * in SERIALIZABLE transactions. One that meets a background subscriber's transaction (the cart's
 * customer_updated handler is SERIALIZABLE too) is rolled back and answered 409 "You may retry the
 * request". Test set-ups (tests/contract/fixtures.ts, the e2e shop) retry that answer around their own
 * steps, so a fixture never fails on Medusa's race; the calls a test checks are never retried.
 */
export function retryingConflicts<T>(call: () => Promise<T>): Promise<T> {
  return pRetry(call, {
    retries: 3,
    minTimeout: 100,
    shouldRetry: ({ error }) => error instanceof MedusaApiError && error.status === 409,
  })
}
