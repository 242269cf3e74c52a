import { HttpResponse, type PathParams } from 'msw'
import qs from 'qs'
import type { MockDb } from './db'

/**
 * What every mock route shares: the session check, Medusa's error bodies (MEDUSA_V1_NOTES.md
 * "Errors"), and request validation that answers as Medusa's class-validator setup does
 * (whitelist + forbidNonWhitelisted: unknown properties are refused; messages joined by ", ").
 * Failing helpers throw the Response: msw answers a thrown Response as the mocked response.
 */

export const BASE = 'http://localhost:9000'

const text = (body: string, status: number, type = 'text/plain; charset=utf-8') =>
  new HttpResponse(body, { status, headers: { 'Content-Type': type } })

export const unauthorized = () => text('Unauthorized', 401)

export function invalidData(message: string): never {
  throw HttpResponse.json({ type: 'invalid_data', message }, { status: 400 })
}
export function notFound(message: string): never {
  throw HttpResponse.json({ type: 'not_found', message }, { status: 404 })
}
export function duplicate(message: string): never {
  throw HttpResponse.json({ code: 'invalid_request_error', type: 'duplicate_error', message }, { status: 422 })
}
/** What the server answers when its own code throws (a TypeError, say). */
export function unknownError(): never {
  throw HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })
}
/** A middleware's `req.errors` (e.g. unknown sales channels) answer with this body before the route runs. */
export function requestErrors(errors: string[]): never {
  throw HttpResponse.json(
    { errors, message: 'Provided request body contains errors. Please check the data and retry the request' },
    { status: 400 },
  )
}

export interface RouteContext {
  request: Request
  params: Record<string, string>
}

/** An admin route: 401 text without a session, else the resolver. */
export function admin(db: MockDb, resolve: (ctx: RouteContext) => Response | Promise<Response>) {
  return ({ request, params }: { request: Request; params: PathParams }) => {
    if (!db.session) return unauthorized()
    const flat = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
    return resolve({ request, params: flat })
  }
}

// ---- body validation ----

type Kind = 'string' | 'number' | 'int' | 'boolean' | 'object' | 'array' | 'nested' | 'enum' | 'xor'
export interface Rule {
  kind: Kind
  optional?: boolean
  /** array: each item is an object checked against this schema; nested: the object's schema. */
  schema?: Schema
  values?: readonly string[]
  /** xor: the other property; exactly one of the two must be given. */
  other?: string
  /** xor: skip the check when the object has an id (update prices). */
  unlessId?: boolean
}
export type Schema = Record<string, Rule>

export const req = (kind: Kind, extra: Omit<Rule, 'kind'> = {}): Rule => ({ kind, ...extra })
export const opt = (kind: Kind, extra: Omit<Rule, 'kind'> = {}): Rule => ({ kind, optional: true, ...extra })

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function ruleMessage(key: string, rule: Rule, value: unknown, parent: Record<string, unknown>): string[] {
  switch (rule.kind) {
    case 'string':
      return typeof value === 'string' ? [] : [`${key} must be a string`]
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [`${key} must be a number conforming to the specified constraints`]
    case 'int':
      return Number.isInteger(value) ? [] : [`${key} must be an integer number`]
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${key} must be a boolean value`]
    case 'object':
      return isObject(value) ? [] : [`${key} must be an object`]
    case 'enum':
      return rule.values?.includes(value as string) ? [] : [`${key} must be one of the following values: ${rule.values?.join(', ')}`]
    case 'nested':
      return isObject(value) ? check(value, rule.schema ?? {}) : [`nested property ${key} must be either object or array`]
    case 'array':
      if (!Array.isArray(value)) return [`${key} must be an array`]
      if (!rule.schema) return []
      return value.flatMap((item) =>
        isObject(item) ? check(item, rule.schema ?? {}) : [`nested property ${key} must be either object or array`],
      )
    case 'xor': {
      if (rule.unlessId && parent.id) return []
      const other = rule.other ?? ''
      const ok = (!!value && !parent[other]) || (!value && !!parent[other])
      return ok ? [] : [`Failed XOR relation between "${key}" and "${other}".`]
    }
  }
}

/** class-validator's messages for `body` against `schema`: unknown properties first, then each rule. */
export function check(body: Record<string, unknown>, schema: Schema): string[] {
  const unknown = Object.keys(body).filter((key) => !(key in schema)).map((key) => `property ${key} should not exist`)
  const broken = Object.entries(schema).flatMap(([key, rule]) => {
    const value = body[key]
    if (rule.kind !== 'xor' && rule.optional && (value === undefined || value === null)) return []
    return ruleMessage(key, rule, value, body)
  })
  return [...unknown, ...broken]
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const blank = (value: unknown) => value === undefined || value === null || value === ''

/**
 * POST /admin/auth's AdminPostAuthReq (email: IsEmail + IsNotEmpty, password: IsString + IsNotEmpty):
 * unknown properties first, then each constraint that fails (refusal table: tests/mocks/session/refusals.ts).
 */
export function authBodyProblems(body: Record<string, unknown>): string[] {
  const { email, password } = body
  return [
    ...Object.keys(body).filter((key) => key !== 'email' && key !== 'password').map((key) => `property ${key} should not exist`),
    ...(blank(email) ? ['email should not be empty'] : []),
    ...(typeof email === 'string' && EMAIL.test(email) ? [] : ['email must be an email']),
    ...(blank(password) ? ['password should not be empty'] : []),
    ...(typeof password === 'string' ? [] : ['password must be a string']),
  ]
}

/** The JSON body; express's body parser answers malformed JSON with its HTML error page. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const raw = await request.text()
  let body: unknown
  try {
    body = raw ? JSON.parse(raw) : {}
  } catch {
    throw text('<!DOCTYPE html><html><body><pre>SyntaxError: Unexpected token in JSON</pre></body></html>', 400, 'text/html; charset=utf-8')
  }
  return isObject(body) ? body : {}
}

/** `body` checked against `schema`; 400 invalid_data with every message otherwise. */
export function validate<T>(body: Record<string, unknown>, schema: Schema): T {
  const problems = check(body, schema)
  if (problems.length) invalidData(problems.join(', '))
  // Checked above against the schema that mirrors T's validator class.
  return body as T
}

/**
 * Fields a route has only while a feature flag is on (Medusa's FeatureFlagDecorators): with it off,
 * one sent is refused by name, checked before the rest of the body ('includes_tax should not exist').
 */
export function flagGated(db: Pick<MockDb, 'featureFlags'>, flag: string, fields: Schema, body: Record<string, unknown>): Schema {
  if (db.featureFlags.some((f) => f.key === flag && f.value)) return fields
  const sent = Object.keys(fields).find((key) => key in body)
  if (sent) invalidData(`${sent} should not exist`)
  return {}
}

export const readBody = async <T>(request: Request, schema: Schema): Promise<T> => validate<T>(await readJson(request), schema)

// ---- query validation ----

/** `any`: a value or a comparison object (inventory_quantity), accepted as sent. */
export type QueryKind = 'string' | 'number' | 'int' | 'array' | 'stringOrArray' | 'boolean' | 'dates' | 'statuses' | 'any'
export type QuerySchema = Record<string, QueryKind>

const STATUSES = ['draft', 'proposed', 'published', 'rejected']

/** A query parsed the way express + qs + Medusa's normalizeQuery do, then validated. */
export class ParsedQuery {
  constructor(private readonly values: Record<string, unknown>) {}

  str(key: string): string | undefined {
    const value = this.values[key]
    return typeof value === 'string' ? value : undefined
  }
  /** A string-or-array filter as a list (undefined when absent). */
  list(key: string): string[] | undefined {
    const value = this.values[key]
    if (value === undefined) return undefined
    return (Array.isArray(value) ? value : [value]).map(String)
  }
  num(key: string, fallback: number): number {
    const value = this.values[key]
    return value === undefined ? fallback : Number(value)
  }
  bool(key: string): boolean | undefined {
    const value = this.values[key]
    return typeof value === 'boolean' ? value : undefined
  }
  dates(key: string): Record<string, string> | undefined {
    const value = this.values[key]
    return isObject(value) ? (value as Record<string, string>) : undefined
  }
}

function queryMessage(key: string, kind: QueryKind, value: unknown): string | undefined {
  switch (kind) {
    case 'string':
      return typeof value === 'string' ? undefined : `${key} must be a string`
    case 'number':
      return Number.isNaN(Number(value)) || typeof value !== 'string' ? `${key} must be a number conforming to the specified constraints` : undefined
    case 'int':
      return Number.isInteger(Number(value)) && typeof value === 'string' ? undefined : `${key} must be an integer number`
    case 'array':
      return Array.isArray(value) ? undefined : `${key} must be an array`
    case 'stringOrArray':
      return typeof value === 'string' || Array.isArray(value) ? undefined : `${key} must be a string or an array of strings`
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : `${key} must be a boolean value`
    case 'dates':
      return isObject(value) ? undefined : `nested property ${key} must be either object or array`
    case 'any':
      return undefined
    case 'statuses': {
      const all = Array.isArray(value) ? value : [value]
      return all.every((status) => STATUSES.includes(String(status)))
        ? undefined
        : `each value in ${key} must be one of the following values: ${STATUSES.join(', ')}`
    }
  }
}

export function readQuery(request: Request, schema: QuerySchema): ParsedQuery {
  const parsed = qs.parse(new URL(request.url).search.replace(/^\?/, ''))
  // normalizeQuery: a one-item array becomes the item split on commas.
  const values: Record<string, unknown> = Object.fromEntries(
    Object.entries(parsed).map(([key, value]) =>
      Array.isArray(value) && value.length === 1 ? [key, String(value[0]).split(',')] : [key, value],
    ),
  )
  const problems = Object.entries(values).map(([key, value]) => {
    const kind = schema[key]
    return kind ? queryMessage(key, kind, value) : `property ${key} should not exist`
  })
  const messages = problems.filter((message): message is string => !!message)
  if (messages.length) invalidData(messages.join(', '))
  for (const [key, kind] of Object.entries(schema)) {
    if (kind === 'boolean' && values[key] !== undefined) values[key] = values[key] === 'true'
  }
  return new ParsedQuery(values)
}

// ---- listing ----

type Sortable = { created_at: string } & object

/** Medusa's list order: `order=title` ascending, `-title` descending; created_at descending by default. */
export function sortBy<T extends Sortable>(items: T[], order: string | undefined): T[] {
  const descending = !order || order.startsWith('-')
  const field = order ? order.replace(/^-/, '') : 'created_at'
  const read = (item: T) => (item as Record<string, unknown>)[field]
  return [...items].sort((a, b) => {
    const [x, y] = [read(a), read(b)]
    const cmp = x === y ? 0 : x === null || x === undefined ? 1 : y === null || y === undefined ? -1 : String(x).localeCompare(String(y), 'en', { numeric: true })
    return descending ? -cmp : cmp
  })
}

/** created_at/updated_at filters: { lt, gt, lte, gte } against ISO dates. */
export function inDateRange(value: string, range: Record<string, string> | undefined): boolean {
  if (!range) return true
  const at = Date.parse(value)
  const bound = (key: string) => (range[key] === undefined ? undefined : Date.parse(range[key] ?? ''))
  const [lt, gt, lte, gte] = ['lt', 'gt', 'lte', 'gte'].map(bound)
  return !((lt !== undefined && !(at < lt)) || (gt !== undefined && !(at > gt)) || (lte !== undefined && !(at <= lte)) || (gte !== undefined && !(at >= gte)))
}

export const ilike = (needle: string | undefined, ...haystacks: Array<string | null | undefined>) =>
  !needle || haystacks.some((text) => text?.toLowerCase().includes(needle.toLowerCase()))

/** One page of a list and the paging fields Medusa answers with. */
export function page<T>(items: T[], query: ParsedQuery, defaultLimit: number) {
  const offset = query.num('offset', 0)
  const limit = query.num('limit', defaultLimit)
  return { items: items.slice(offset, offset + limit), count: items.length, offset, limit }
}
