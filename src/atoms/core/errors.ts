// The words an operator reads for a failure, wherever it is shown: a panel's alert, a table's message
// row, and (with a tail about the kept input) a command's toast or prompt (commands/core/run.ts).
import { FALLBACK_ERROR_MESSAGE, isMedusaApiError } from '@/api/client'
import { outageTitle } from './query'

/** SPEC §8's explanation for a 401: Medusa itself answers a lost session with a bare 'Unauthorized'. */
export const NOT_LOGGED_IN = 'You are not logged in, please log in to proceed.'

/** Medusa's 409 is a transaction it rolled back on a race, told in words about an Idempotency-Key. */
export const CONFLICT = 'Another change to the same records was saved at that moment, so nothing was changed.'

/** SPEC §8's words for a 403 (a proxy or a plugin answers it, seldom with Medusa's body). */
export const NO_PERMISSION = 'You do not have permission to perform this action.'

/** A 404 whose message names its record in a shape `withoutRecordId` does not know. */
export const RECORD_GONE = 'The record was not found: it may have been deleted meanwhile.'

/** A Medusa id: an entity prefix and a ULID ('prod_01H…', 'cgrp_01J…'). */
const MEDUSA_ID = /\b[a-z]+(?:_[a-z]+)*_[0-9A-HJKMNP-TV-Z]{26}\b/

/** Whether a message still shows the operator a Medusa id. */
export const namesAnId = (message: string) => MEDUSA_ID.test(message)

/**
 * One plain sentence for any failure: an outage says what happened to the server, a 401, 403 or 409
 * says what SPEC §8 or the race means, a 404 says what is gone without its id, and anything else
 * says its own message, or SPEC §8's fallback when it has none (or is not an Error at all).
 */
export function operatorMessage(error: unknown): string {
  const outage = outageTitle(error)
  if (outage) return `${outage}.`
  if (isMedusaApiError(error)) {
    if (error.status === 401) return NOT_LOGGED_IN
    if (error.status === 409) return CONFLICT
    if (error.status === 404) {
      const told = withoutRecordId(error.message)
      return namesAnId(told) ? RECORD_GONE : told
    }
    if (error.status === 403 && error.message === FALLBACK_ERROR_MESSAGE) return NO_PERMISSION
  }
  return error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE
}

/**
 * "CustomerGroup with id: cgrp_1 was not found" → "Customer group was not found: it may have been deleted meanwhile."
 * Also Medusa's other shapes of it: "Order with cart id cart_1 …", "Return with swa_id: swap_1 …",
 * "Sales channel with id: sc_1, sc_2 …", "TaxRate with txr_1 …".
 */
export function withoutRecordId(message: string): string {
  const found = /^(\w[\w ]*?) with (?:(?:\w+ )?\w*id:? ?)?\S+(?:, \S+)* was not found\.?$/.exec(message)
  if (!found?.[1]) return message
  const noun = found[1].replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
  return `${noun} was not found: it may have been deleted meanwhile.`
}
