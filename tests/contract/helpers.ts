// Shared pieces of the contract tests: the admin session, error capture, response-shape checks,
// a browser-like cookie jar, and look-ups of the seed's regions, shipping options and channels.
import type { Region, ShippingOption } from '@medusajs/client-types'
import { beforeAll, expect, inject } from 'vitest'
import { configureClient, MedusaApiError, type ApiErrorKind } from '@/api/client'
import { passwordResetToken as makeResetToken } from '../support/passwordReset'
import { auth, regions, shippingOptions, store } from './api'

export const ADMIN = { email: 'admin@medusa-test.com', password: 'supersecret' }

/** Points the client at the dedicated backend, without a token. */
export function pointClientAtBackend(): string {
  const baseUrl = inject('contractBaseUrl')
  configureClient({ baseUrl, apiKey: undefined, publishableApiKey: undefined, retries: 0 })
  return baseUrl
}

/** POST /admin/auth/token, then every admin call carries `Authorization: Bearer`. */
export async function signInAdmin(): Promise<string> {
  pointClientAtBackend()
  const { access_token } = await auth.token(ADMIN)
  if (!access_token) throw new Error('POST /admin/auth/token answered without an access_token')
  configureClient({ apiKey: access_token })
  return access_token
}

/** Signs the admin in before the file's tests. */
export function signInBeforeAll(): void {
  beforeAll(signInAdmin)
}

/** Something unique for names, handles, codes and emails, so reruns on one database never collide. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** The MedusaApiError a call fails with (the test fails if the call succeeds). */
export async function failure(call: Promise<unknown>): Promise<MedusaApiError> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected the call to fail, it answered ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(MedusaApiError)
  return outcome.error as MedusaApiError
}

export interface ExpectedError {
  status: number
  kind: ApiErrorKind
  type?: string
  message?: string | RegExp
}

/** Asserts the status, kind, Medusa error type and message of a failed call. */
export async function expectFailure(call: Promise<unknown>, expected: ExpectedError): Promise<MedusaApiError> {
  const error = await failure(call)
  expect({ status: error.status, kind: error.kind }).toEqual({ status: expected.status, kind: expected.kind })
  if (expected.type !== undefined) expect(error.type).toBe(expected.type)
  if (typeof expected.message === 'string') expect(error.message).toBe(expected.message)
  else if (expected.message) expect(error.message).toMatch(expected.message)
  return error
}

/** An unknown route: Express's HTML "Cannot POST ..." page, so the message is the client's fallback. */
export async function expectNoRoute(call: Promise<unknown>): Promise<MedusaApiError> {
  const error = await expectFailure(call, { status: 404, kind: 'invalid_request' })
  expect(error.type).toBeUndefined()
  expect(String(error.data)).toMatch(/Cannot (POST|GET|DELETE) \//)
  return error
}

/** A paged list: `{ [key]: array, count, offset, limit }`. */
export function expectPage(response: object, key: string, more: Record<string, unknown> = {}): void {
  expect(response).toEqual(
    expect.objectContaining({
      [key]: expect.any(Array),
      count: expect.any(Number),
      offset: expect.any(Number),
      limit: expect.any(Number),
      ...more,
    }),
  )
}

/** `{ id, object, deleted: true }`, the answer of most DELETE routes. */
export function expectDeleted(response: object, id: string, object: string): void {
  expect(response).toEqual(expect.objectContaining({ id, object, deleted: true }))
}

/** An object with these keys, each matched by `expect.any(Type)` or a value. */
export function shape(fields: Record<string, unknown>): unknown {
  return expect.objectContaining(fields)
}

export const anyString = (): unknown => expect.any(String)
export const anyNumber = (): unknown => expect.any(Number)
export const anyArray = (): unknown => expect.any(Array)
export const anyObject = (): unknown => expect.any(Object)
export const idOf = (prefix: string): unknown => expect.stringMatching(new RegExp(`^${prefix}_`))

// --- the seed's settings, looked up by listing ----------------------------------------------------

/** The seeded region in this currency (eur, usd, gbp). */
export async function regionFor(currency: string): Promise<Region> {
  const { regions: list } = await regions.list({ limit: 100 })
  const region = list.find((r) => r.currency_code === currency && r.payment_providers?.some((p) => p.id === 'manual'))
  if (!region) throw new Error(`no region in ${currency} with the manual payment provider`)
  return region
}

/**
 * A flat-rate option of the region on the default shipping profile, without requirements (or its
 * return option), from the seed: options the contract tests create are named "Contract ...".
 */
export async function shippingOptionFor(regionId: string, isReturn = false): Promise<ShippingOption> {
  const { shipping_options } = await shippingOptions.list({ region_id: regionId, is_return: isReturn })
  const option = shipping_options.find(
    (o) =>
      o.provider_id === 'manual' &&
      o.price_type === 'flat_rate' &&
      !o.admin_only &&
      o.profile?.type === 'default' &&
      !o.name.startsWith('Contract') &&
      (o.requirements ?? []).length === 0,
  )
  if (!option) throw new Error(`no ${isReturn ? 'return ' : ''}shipping option without requirements in region ${regionId}`)
  return option
}

/** The store's default sales channel id. */
export async function defaultSalesChannelId(): Promise<string> {
  const { store: current } = await store.retrieve()
  const id = current.default_sales_channel_id
  if (!id) throw new Error('the store has no default sales channel')
  return id
}

// --- cookies ---------------------------------------------------------------------------------------

/**
 * Node's fetch keeps no cookies, and the client cannot set a Cookie header. A browser would keep the
 * session cookie Medusa sets on login and send it back (the client uses `credentials: 'include'`):
 * this jar does that for the backend's origin, by wrapping the global fetch redaxios calls.
 */
export function cookieJar(origin: string) {
  const cookies = new Map<string, string>()
  const original = globalThis.fetch
  const jarFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const sameOrigin = new URL(url).origin === new URL(origin).origin
    const headers = new Headers(init?.headers)
    if (sameOrigin && cookies.size > 0) {
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await original(input, { ...init, headers })
    if (sameOrigin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
      }
    }
    return response
  }
  return {
    install: () => {
      globalThis.fetch = jarFetch
    },
    uninstall: () => {
      globalThis.fetch = original
    },
    clear: () => cookies.clear(),
    has: (name: string) => cookies.has(name),
  }
}

// --- password-reset tokens ---------------------------------------------------------------------------

/** Medusa's emailed reset token for an account of the dedicated database (see tests/support/passwordReset). */
export const passwordResetToken = (kind: 'user' | 'customer', email: string): string =>
  makeResetToken(inject('contractDatabaseUrl'), kind, email)
