import { describe, expect, it } from 'vitest'
import { FALLBACK_ERROR_MESSAGE, MedusaApiError } from '@/api/client'
import { toMedusaApiError } from '@/api/errors'
import { errorMessage } from '@/commands/core/run'
import { operatorMessage } from '@/atoms/core/errors'
import { withoutRecordId } from '@/atoms/core/errors'

/** What redaxios rejects with for a non-2xx answer: the response, Medusa's body as `data`. */
const answered = (status: number, data: unknown) => toMedusaApiError({ status, data })
const notFound = (message: string) => answered(404, { type: 'not_found', message })

const ULID_ID = /_01[0-9A-Z]{24}/

describe('operatorMessage', () => {
  it('says which record is gone without its id, for a 404 naming it as Medusa does', () => {
    const told = operatorMessage(notFound('Product with id: prod_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found'))
    expect(told).toBe('Product was not found: it may have been deleted meanwhile.')
    expect(told).not.toMatch(ULID_ID)
  })

  it('names a camel-cased entity in words and reads the other shapes Medusa writes a 404 in', () => {
    expect(operatorMessage(notFound('CustomerGroup with id cgrp_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found'))).toBe(
      'Customer group was not found: it may have been deleted meanwhile.',
    )
    expect(operatorMessage(notFound('Order with cart id cart_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found'))).toBe(
      'Order was not found: it may have been deleted meanwhile.',
    )
    expect(operatorMessage(notFound('Return with swa_id: swap_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found'))).toBe(
      'Return was not found: it may have been deleted meanwhile.',
    )
    expect(operatorMessage(notFound('Sales channel with id: sc_01HQ8Z3V7C2N5KX4W1B9D6F0GT, sc_01HQ8Z3V7C2N5KX4W1B9D6F0GV was not found'))).toBe(
      'Sales channel was not found: it may have been deleted meanwhile.',
    )
    expect(operatorMessage(notFound('Note with id: note_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found.'))).toBe(
      'Note was not found: it may have been deleted meanwhile.',
    )
  })

  it('falls back to a sentence with no id for a 404 in a shape it does not know', () => {
    const told = operatorMessage(notFound('Order edit item change oeic_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found'))
    expect(told).toBe('The record was not found: it may have been deleted meanwhile.')
  })

  it('keeps a 404 that names no id, such as a discount code the operator typed', () => {
    expect(operatorMessage(notFound('Discounts with code SUMMER10 was not found'))).toBe('Discounts with code SUMMER10 was not found')
  })

  it('says the server cannot be reached when the connection is refused', () => {
    const refused = toMedusaApiError(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))
    expect(operatorMessage(refused)).toBe('The server cannot be reached.')
  })

  it('tells 503 and 504 as outages of their own kind', () => {
    expect(operatorMessage(answered(503, {}))).toBe('Server is currently unavailable.')
    expect(operatorMessage(answered(504, {}))).toBe('The server is slow to answer.')
  })

  it("says SPEC §8's words for a 401 instead of Medusa's bare 'Unauthorized'", () => {
    expect(operatorMessage(answered(401, 'Unauthorized'))).toBe('You are not logged in, please log in to proceed.')
  })

  it('tells a 409 as the race it is, not as an Idempotency-Key', () => {
    const conflict = answered(409, { type: 'conflict', message: 'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.' })
    expect(operatorMessage(conflict)).toBe('Another change to the same records was saved at that moment, so nothing was changed.')
  })

  it('says a bodiless 403 is a missing permission, and keeps a 403 that explains itself', () => {
    expect(operatorMessage(answered(403, ''))).toBe('You do not have permission to perform this action.')
    expect(operatorMessage(answered(403, { message: 'Publishable key needed' }))).toBe('Publishable key needed')
  })

  it("keeps a 500's own message, and says the fallback when a 5xx has none", () => {
    expect(operatorMessage(answered(500, { type: 'unknown_error', message: 'An unknown error occurred.' }))).toBe('An unknown error occurred.')
    expect(operatorMessage(answered(500, '<html>Internal Server Error</html>'))).toBe(FALLBACK_ERROR_MESSAGE)
  })

  it("keeps a plain Error's message", () => {
    expect(operatorMessage(new Error('The CSV has no email column.'))).toBe('The CSV has no email column.')
    expect(operatorMessage(new Error(''))).toBe(FALLBACK_ERROR_MESSAGE)
  })

  it('says the fallback for anything thrown that is not an Error', () => {
    expect(operatorMessage('boom')).toBe(FALLBACK_ERROR_MESSAGE)
    expect(operatorMessage(undefined)).toBe(FALLBACK_ERROR_MESSAGE)
    expect(operatorMessage({ message: 'not an error' })).toBe(FALLBACK_ERROR_MESSAGE)
  })
})

describe('errorMessage (a command) composes operatorMessage', () => {
  it('adds that the input is kept where running it again can help', () => {
    const refused = new MedusaApiError({ kind: 'connection', message: FALLBACK_ERROR_MESSAGE })
    expect(errorMessage(refused)).toBe('The server cannot be reached. Your input is kept: run it again once the server answers.')
    expect(errorMessage(answered(401, 'Unauthorized'))).toBe(
      'You are not logged in, please log in to proceed. Your input is kept: run it again once signed in.',
    )
    expect(errorMessage(answered(409, { message: 'Idempotency-Key' }))).toBe(
      'Another change to the same records was saved at that moment, so nothing was changed. Your input is kept: run it again.',
    )
  })

  it('says the same as a panel for what running again cannot mend', () => {
    const gone = notFound('Product with id: prod_01HQ8Z3V7C2N5KX4W1B9D6F0GT was not found')
    expect(errorMessage(gone)).toBe(operatorMessage(gone))
    expect(errorMessage(new Error('Nope'))).toBe('Nope')
  })
})

describe('withoutRecordId', () => {
  it('leaves a message that is not a missing record alone', () => {
    expect(withoutRecordId('Variant with sku: SHIRT-S was not found')).toBe('Variant with sku: SHIRT-S was not found')
    expect(withoutRecordId('Title is required')).toBe('Title is required')
  })
})
