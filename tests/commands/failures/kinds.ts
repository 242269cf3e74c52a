import { HttpResponse, type PathParams } from 'msw'

/**
 * The error kinds a command's request can meet (issue #33; the hang is the slow-answer work's, ./hang.test.ts):
 * each as Medusa 1.20 or the network answers it, with what the operator then reads.
 */
export interface FailureKind {
  name: string
  /** The answer to the failed request (a promise that never settles hangs it); `params` are its path's, `noun` the record its first names. */
  answer: (params: PathParams, noun: string) => Response | Promise<Response>
  /** What the operator reads (or a pattern of it), given the failed request's path parameters. */
  says: (params: PathParams, noun: string) => string | RegExp
  /** Whether what the operator reads is free of the record ids the request carried. */
  idFree: boolean
  /** The server is away (no answer, 502-504): a run over many records pauses instead of failing. */
  outage?: true
  /** The session ended. */
  unauthorized?: true
}

/** What Medusa names a missing record by: the first path parameter, or (a create's) an id its body carried. */
const missingId = (params: PathParams, noun: string) => String(Object.values(params)[0] ?? `${noun.slice(0, 4).toLowerCase()}_01HF0GONE`)

/** Medusa's words for a record that is gone, as its services throw them ("Product with id: prod_1 was not found"). */
const notFoundWords = (params: PathParams, noun: string) => `${noun} with id: ${missingId(params, noun)} was not found`

const KEPT = 'Your input is kept: run it again once the server answers.'

export const REFUSAL_400: FailureKind = {
  name: 'refusal (400 invalid_data)',
  answer: () => HttpResponse.json({ type: 'invalid_data', message: 'name must be a string' }, { status: 400 }),
  says: () => 'name must be a string',
  idFree: true,
}

export const REFUSAL_422: FailureKind = {
  name: 'refusal (422 duplicate_error)',
  // What Medusa's error handler answers for a unique value taken (a database constraint, formatException).
  answer: () => HttpResponse.json({ code: 'invalid_request_error', type: 'duplicate_error', message: 'Key (handle)=(winter-2026) already exists.' }, { status: 422 }),
  says: () => 'Key (handle)=(winter-2026) already exists.',
  idFree: true,
}

export const UNAUTHORIZED_401: FailureKind = {
  name: 'session ended (401)',
  // Medusa answers a lost session with a bare text body.
  answer: () => new HttpResponse('Unauthorized', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
  says: () => 'You are not logged in, please log in to proceed. Your input is kept: run it again once signed in.',
  idFree: true,
  unauthorized: true,
}

export const FORBIDDEN_403: FailureKind = {
  // Medusa 1.20's own error handler never answers 403: a plugin's route or middleware does, in its shape.
  name: 'permission (403)',
  answer: () => HttpResponse.json({ type: 'not_allowed', message: 'You are not allowed to do this' }, { status: 403 }),
  says: () => 'You are not allowed to do this',
  idFree: true,
}

export const NOT_FOUND_404: FailureKind = {
  name: 'gone (404 not_found)',
  answer: (params, noun) => HttpResponse.json({ type: 'not_found', message: notFoundWords(params, noun) }, { status: 404 }),
  // Medusa's words name the record's kind and its id: the operator reads the kind, never the id.
  says: (_params, noun) => `${noun.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)} was not found: it may have been deleted meanwhile.`,
  idFree: true,
}

export const CONFLICT_409: FailureKind = {
  name: "Medusa's rolled-back race (409)",
  answer: () =>
    HttpResponse.json(
      { code: 'invalid_state_error', type: 'conflict', message: 'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.' },
      { status: 409 },
    ),
  says: () => 'Another change to the same records was saved at that moment, so nothing was changed. Your input is kept: run it again.',
  idFree: true,
}

export const CONNECTION_REFUSED: FailureKind = {
  name: 'connection refused',
  answer: () => HttpResponse.error(),
  says: () => `The server cannot be reached. ${KEPT}`,
  idFree: true,
  outage: true,
}

export const UNKNOWN_500: FailureKind = {
  name: "the server's own error (500)",
  answer: () => HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 }),
  says: () => 'An unknown error occurred.',
  idFree: true,
}

export const UNAVAILABLE_503: FailureKind = {
  name: 'unavailable (503)',
  answer: () => HttpResponse.json({ message: 'maintenance' }, { status: 503 }),
  says: () => `Server is currently unavailable. ${KEPT}`,
  idFree: true,
  outage: true,
}

export const BAD_GATEWAY_502: FailureKind = {
  name: 'proxy without a server (502)',
  answer: () => new HttpResponse('Bad Gateway', { status: 502 }),
  says: () => `The server cannot be reached. ${KEPT}`,
  idFree: true,
  outage: true,
}
