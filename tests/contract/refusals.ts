// The check every "refusals the mocks imitate" block shares: the real server's answer as
// { status, type, message }, compared whole with what the msw mock answers for the same request.
// Soft, so one run lists every place where Medusa 1.20 and the mock disagree.
import { expect } from 'vitest'
import { MedusaApiError } from '@/api/client'

export interface Refusal {
  status: number
  type: string | undefined
  message: string
}

export async function expectRefusal(call: Promise<unknown>, expected: Refusal): Promise<MedusaApiError | undefined> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) {
    expect.soft(outcome.value, `expected a ${expected.status} "${expected.message}", the call succeeded`).toBeUndefined()
    return undefined
  }
  if (!(outcome.error instanceof MedusaApiError)) throw outcome.error
  const { status, type, message } = outcome.error
  expect.soft({ status, type, message }).toEqual(expected)
  return outcome.error
}

export const notAllowed = (call: Promise<unknown>, message: string) => expectRefusal(call, { status: 400, type: 'not_allowed', message })
export const invalidData = (call: Promise<unknown>, message: string) => expectRefusal(call, { status: 400, type: 'invalid_data', message })
export const notFound = (call: Promise<unknown>, message: string) => expectRefusal(call, { status: 404, type: 'not_found', message })
export const duplicate = (call: Promise<unknown>, message: string) => expectRefusal(call, { status: 422, type: 'duplicate_error', message })
/** What the server answers when its own code throws: the mock's `unknownError()`. */
export const unknownError = (call: Promise<unknown>) =>
  expectRefusal(call, { status: 500, type: 'unknown_error', message: 'An unknown error occurred.' })
