import type { Currency } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, duplicate, ilike, invalidData, notFound, opt, page, readBody, readJson, readQuery, validate } from '../http'
import { storeView } from '../products/catalog'
import { PAYMENT_PROVIDERS } from '../regions/regions'

/**
 * The store's settings as Medusa 1.20 answers them (routes/admin/store, routes/admin/currencies,
 * services/store.ts): adding a currency Medusa does not know or one the store has is refused, a
 * default currency must be one of the store's, and POST /admin/currencies/{code} refuses includes_tax
 * as an unknown property unless the tax_inclusive_pricing flag is on (rows of refusals.ts beside this file).
 * removeCurrency refuses nothing, not even the default currency (read in services/store.ts, not pinned:
 * the shared contract store must keep its default); the console refuses that itself.
 */
export type StoreMockDb = MockDb & { knownCurrencies: Currency[] }

/** A part of Medusa's currency table (utils/currencies.ts): the store's plus a few to add. */
const OTHERS: Array<[string, string, string]> = [
  ['sek', 'SEK', 'Swedish Krona'], ['nok', 'NOK', 'Norwegian Krone'], ['dkk', 'Dkr', 'Danish Krone'], ['jpy', '¥', 'Japanese Yen'],
  ['chf', 'CHF', 'Swiss Franc'], ['pln', 'zł', 'Polish Zloty'], ['isk', 'Ikr', 'Icelandic Króna'],
]

export function storeDb(base: MockDb): StoreMockDb {
  const db = base as StoreMockDb
  if (db.knownCurrencies) return db
  for (const currency of db.currencies) currency.includes_tax ??= false
  const others = OTHERS.filter(([code]) => !db.currencies.some((c) => c.code === code)).map(
    ([code, symbol, name]): Currency => ({ code, symbol, symbol_native: symbol, name, includes_tax: false }),
  )
  db.knownCurrencies = [...db.currencies, ...others]
  return db
}

const taxInclusive = (db: MockDb) => db.featureFlags.some((f) => f.key === 'tax_inclusive_pricing' && f.value)

export function storeHandlers(base: MockDb) {
  const db = storeDb(base)
  const answer = () => HttpResponse.json({ store: storeView(db) })
  const known = (code: string) => db.knownCurrencies.find((c) => c.code === code.toLowerCase())
  return [
    http.post(
      `${BASE}/admin/store`,
      admin(db, async ({ request }) => {
        const body = await readBody<{ name?: string; swap_link_template?: string; payment_link_template?: string; invite_link_template?: string; default_currency_code?: string; currencies?: string[]; metadata?: Record<string, unknown> }>(request, {
          name: opt('string'), swap_link_template: opt('string'), payment_link_template: opt('string'), invite_link_template: opt('string'),
          default_currency_code: opt('string'), currencies: opt('array'), metadata: opt('object'),
        })
        const { default_currency_code: defaultCode, currencies, metadata: _m, ...rest } = body
        if (currencies) {
          const wanted = (defaultCode ?? db.store.default_currency_code).toLowerCase()
          if (!currencies.some((c) => c.toLowerCase() === wanted)) {
            invalidData('You are not allowed to remove default currency from store currencies without replacing it as well')
          }
          db.currencies = currencies.map((code) => known(code) ?? invalidData(`Currency with code ${code} does not exist`))
        }
        if (defaultCode) {
          if (!db.currencies.some((c) => c.code === defaultCode.toLowerCase())) invalidData(`Store does not have currency: ${defaultCode}`)
          db.store.default_currency_code = defaultCode.toLowerCase()
        }
        Object.assign(db.store, rest)
        return answer()
      }),
    ),
    http.post(
      `${BASE}/admin/store/currencies/:code`,
      admin(db, async ({ request, params }) => {
        await readJson(request)
        const currency = known(params.code ?? '') ?? invalidData(`Currency ${params.code} not found`)
        if (db.currencies.some((c) => c.code === currency.code)) duplicate('Currency already added')
        db.currencies = [...db.currencies, currency]
        return answer()
      }),
    ),
    http.delete(
      `${BASE}/admin/store/currencies/:code`,
      admin(db, ({ params }) => {
        db.currencies = db.currencies.filter((c) => c.code !== params.code)
        return answer()
      }),
    ),
    http.get(`${BASE}/admin/store/payment-providers`, admin(db, () => HttpResponse.json({ payment_providers: PAYMENT_PROVIDERS }))),
    // No tax plugin: Medusa lists none (its built-in "system" provider is not a row).
    http.get(`${BASE}/admin/store/tax-providers`, admin(db, () => HttpResponse.json({ tax_providers: [] }))),
    http.get(
      `${BASE}/admin/currencies`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { code: 'string', includes_tax: 'boolean', order: 'string', q: 'string', limit: 'number', offset: 'number' })
        const found = db.knownCurrencies.filter(
          (c) => (!query.str('code') || c.code === query.str('code')) && (query.bool('includes_tax') === undefined || c.includes_tax === query.bool('includes_tax')) && ilike(query.str('q'), c.code, c.name),
        )
        const { items, count, offset, limit } = page([...found].sort((a, b) => a.code.localeCompare(b.code)), query, 20)
        return HttpResponse.json({ currencies: items, count, offset, limit })
      }),
    ),
    http.post(
      `${BASE}/admin/currencies/:code`,
      admin(db, async ({ request, params }) => {
        // The body is checked before the flag: without it, the flag-gated includes_tax is refused (400).
        const raw = await readJson(request)
        if (!taxInclusive(db) && 'includes_tax' in raw) invalidData('includes_tax should not exist')
        const body = validate<{ includes_tax?: boolean }>(raw, { includes_tax: opt('boolean') })
        if (!taxInclusive(db)) return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
        const currency = known(params.code ?? '') ?? notFound(`Currency with code: ${params.code} was not found`)
        if (body.includes_tax !== undefined) currency.includes_tax = body.includes_tax
        return HttpResponse.json({ currency })
      }),
    ),
  ]
}

