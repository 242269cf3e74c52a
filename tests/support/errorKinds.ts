import { HttpResponse } from 'msw'

/** SPEC §8's client error kinds (and a 503) as msw answers, with what the operator reads for each. */
export interface ErrorKind {
  name: string
  answer: () => Response
  says: string
  /**
   * What a bulk run says of the row instead: after an outage the run resumes by itself, and a row whose
   * change got no answer is not sent again blind (it may have landed).
   */
  bulkSays?: string
}

const UNANSWERED_ROW = 'The server did not answer whether this was done, so it was not sent again: check it before running it again'

export const ERROR_KINDS: ErrorKind[] = [
  { name: 'invalid request (400)', answer: () => HttpResponse.json({ type: 'invalid_data', message: 'user must be an email' }, { status: 400 }), says: 'user must be an email' },
  { name: 'API refusal (422)', answer: () => HttpResponse.json({ type: 'not_allowed', message: 'Invites are closed' }, { status: 422 }), says: 'Invites are closed' },
  {
    name: 'authentication (401)',
    answer: () => new HttpResponse('Unauthorized', { status: 401 }),
    says: 'You are not logged in, please log in to proceed. Your input is kept: run it again once signed in.',
  },
  { name: 'permission (403)', answer: () => HttpResponse.json({ type: 'not_allowed', message: 'Members cannot invite' }, { status: 403 }), says: 'Members cannot invite' },
  {
    name: "Medusa's rolled-back race (409)",
    answer: () =>
      HttpResponse.json(
        { code: 'invalid_state_error', type: 'conflict', message: 'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.' },
        { status: 409 },
      ),
    says: 'Another change to the same records was saved at that moment, so nothing was changed. Your input is kept: run it again.',
  },
  { name: 'connection', answer: () => HttpResponse.error(), says: 'The server cannot be reached. Your input is kept: run it again once the server answers.', bulkSays: UNANSWERED_ROW },
  { name: 'unavailable (503)', answer: () => HttpResponse.json({ message: 'maintenance' }, { status: 503 }), says: 'Server is currently unavailable. Your input is kept: run it again once the server answers.', bulkSays: UNANSWERED_ROW },
]
