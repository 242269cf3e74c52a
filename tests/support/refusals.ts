// Refusal tables: every refusal an msw mock imitates is one row here, run by the same test body against
// msw (tests/mocks/refusals.test.ts) and against a real Medusa 1.20 (tests/contract/refusals.test.ts);
// tests/contract/REFUSALS.md is generated from the rows (npm run refusals).
//
// A table belongs to one mock (tests/mocks/<mock>/refusals.ts). Its cases act on a context each side
// builds its own way (the mock from its seeded db, the contract side through the API), so a case only
// calls the API objects the context hands it: the contract side hands the recording ones of
// tests/contract/api.ts.
//
// Changes by H4a (for H4b): `Refusal.errors` (optional) compares the middleware's `errors` list of a
// requestErrors() answer too (only when the row names it); the contract runner leaves `mockOnly` rows
// out (they never ran against Medusa); `rawRefusal` turns a fetch Response no API function reads (an
// express HTML page) into a comparable answer.
import { describe, expect, it } from 'vitest'
import { isMedusaApiError, MedusaApiError } from '@/api/client'

/** What the server answers: compared whole. */
export interface Refusal {
  status: number
  type: string | undefined
  message: string
  /** The `errors` list of a middleware refusal (tests/mocks/http.ts requestErrors): compared only when named. */
  errors?: string[]
}

export interface RefusalCase<Ctx> {
  /** The request as Medusa's docs name it: 'POST /admin/discounts/{id}/regions/{region_id}'. */
  route: string
  /** What makes it refuse, as a sentence's end: 'a fixed discount's second region'. */
  when: string
  call: (ctx: Ctx) => Promise<unknown>
  /** The answer; a function when it names what the context made (a code, an id). */
  expected: Refusal | ((ctx: Ctx) => Refusal)
  /** Why the mock's answer is right though no contract test could provoke it on the server (kept rare). */
  mockOnly?: string
}

export interface RefusalTable<Ctx> {
  /** The mock folder that imitates these refusals: 'discounts'. */
  mock: string
  /** One line for REFUSALS.md: what the context holds. */
  about: string
  cases: ReadonlyArray<RefusalCase<Ctx>>
}

export function defineRefusals<Ctx>(table: RefusalTable<Ctx>): RefusalTable<Ctx> {
  return table
}

/** Shorthands for Medusa's four usual refusals. */
export const invalidData = (message: string): Refusal => ({ status: 400, type: 'invalid_data', message })
export const notAllowed = (message: string): Refusal => ({ status: 400, type: 'not_allowed', message })
export const notFound = (message: string): Refusal => ({ status: 404, type: 'not_found', message })
export const duplicateError = (message: string): Refusal => ({ status: 422, type: 'duplicate_error', message })
export const unknownError: Refusal = { status: 500, type: 'unknown_error', message: 'An unknown error occurred.' }

const errorsOf = (data: unknown): string[] | undefined => {
  const errors: unknown = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined
  return Array.isArray(errors) ? errors.map(String) : undefined
}

/** The call's outcome as a Refusal, or a marker when it succeeded (so the comparison names it). */
export async function answerOf(call: Promise<unknown>, withErrors = false): Promise<Refusal | { succeeded: true }> {
  const outcome = await call.then(
    () => ({ succeeded: true as const }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) return outcome
  if (!isMedusaApiError(outcome.error)) throw outcome.error
  const { status, type, message, data } = outcome.error
  return { status: status ?? 0, type, message, ...(withErrors ? { errors: errorsOf(data) } : {}) }
}

/**
 * A response no API function reads (an export file's URL), as a refusal: its status, its content type
 * as the type and its body as the message. Resolves when the response is a success.
 */
export async function rawRefusal(response: Response): Promise<unknown> {
  if (response.ok) return response
  throw new MedusaApiError({ kind: 'invalid_request', status: response.status, type: response.headers.get('content-type') ?? undefined, message: await response.text() })
}

export function expectedOf<Ctx>(refusal: RefusalCase<Ctx>, ctx: Ctx): Refusal {
  return typeof refusal.expected === 'function' ? refusal.expected(ctx) : refusal.expected
}

/** A case's test name: 'POST /admin/discounts: a percentage above 100'. */
export const caseName = (refusal: RefusalCase<never>) => `${refusal.route}: ${refusal.when}`

export interface RefusalSide<Ctx> {
  /** 'msw' or 'Medusa 1.20'. */
  name: string
  /** Builds what a case acts on; called once per case. */
  context: () => Promise<Ctx>
  /** Removes what the context made, where the side keeps it (the contract database is not reset). */
  cleanUp?: (ctx: Ctx) => Promise<void>
}

/** The one test body both sides run: each case's answer compared whole with its row. */
export function runRefusals<Ctx>(table: RefusalTable<Ctx>, side: RefusalSide<Ctx>): void {
  describe(`${table.mock}: the refusals the mock imitates, against ${side.name}`, () => {
    it.each(table.cases.map((refusal) => [caseName(refusal as RefusalCase<never>), refusal] as const))('%s', async (_name, refusal) => {
      const ctx = await side.context()
      try {
        const expected = expectedOf(refusal, ctx)
        expect(await answerOf(refusal.call(ctx), expected.errors !== undefined)).toEqual(expected)
      } finally {
        await side.cleanUp?.(ctx)
      }
    })
  })
}

/**
 * A context that names what it would hold, for the generated document: `ctx.percent.code` reads
 * '{percent.code}', so an expected message written as a template shows where the value goes.
 */
export function placeholderContext(path = ''): never {
  const text = `{${path}}`
  const target = Object.assign(() => text, { toString: () => text })
  return new Proxy(target, {
    get(_target, prop) {
      if (prop === Symbol.toPrimitive || prop === 'toString' || prop === 'valueOf') return () => text
      if (typeof prop === 'symbol') return undefined
      const stringMethod: unknown = Reflect.get(String.prototype, prop)
      if (typeof stringMethod === 'function') return (...args: unknown[]) => (stringMethod as (...a: unknown[]) => unknown).apply(text, args)
      return placeholderContext(path ? `${path}.${prop}` : prop)
    },
    apply: () => text,
  }) as never
}

/** A row's expected answer as the document shows it. */
export function documentedAnswer<Ctx>(refusal: RefusalCase<Ctx>): Refusal {
  return typeof refusal.expected === 'function' ? refusal.expected(placeholderContext() as Ctx) : refusal.expected
}

/** A table module: tests/mocks/<mock>/refusals.ts exports its table as `refusals`. */
export interface RefusalTableModule {
  refusals: RefusalTable<never>
}
