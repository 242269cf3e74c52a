import type { Country, FulfillmentProvider, PaymentProvider, Region } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, duplicate, ilike, invalidData, notFound, opt, page, readBody, readJson, readQuery, req, sortBy, type Schema } from '../http'
import { seedOrders, type OrdersMockDb } from '../orders/orders'

/**
 * Regions as Medusa 1.20 answers them (routes/admin/regions, services/region.ts): the default
 * relations countries, payment and fulfillment providers; a tax rate outside 0–100, a currency the
 * store lacks, an unknown or another region's country, an unknown provider are refused with the
 * server's own messages (rows of refusals.ts beside this file, run against msw and Medusa).
 * Deleting a region frees its countries (soft delete); its orders keep it. The seeded regions are
 * those of the orders seed, given the countries the order mocks check addresses against.
 */
export type RegionsMockDb = OrdersMockDb & { countries: Country[]; regionsReady: true }

const SEEDED_COUNTRIES: Record<string, string[]> = { eur: ['de', 'fr', 'it', 'es', 'nl', 'at', 'dk', 'se'], usd: ['us', 'ca'], gbp: ['gb'], jpy: ['jp'] }
/** A part of Medusa's country table (@medusajs/utils countries): enough for the seed and the tests. */
const COUNTRY_TABLE: Array<[string, string, string]> = [
  ['de', 'deu', '276'], ['fr', 'fra', '250'], ['it', 'ita', '380'], ['es', 'esp', '724'], ['nl', 'nld', '528'], ['at', 'aut', '040'],
  ['dk', 'dnk', '208'], ['se', 'swe', '752'], ['no', 'nor', '578'], ['fi', 'fin', '246'], ['is', 'isl', '352'], ['be', 'bel', '056'],
  ['us', 'usa', '840'], ['ca', 'can', '124'], ['gb', 'gbr', '826'], ['jp', 'jpn', '392'], ['ch', 'che', '756'], ['pl', 'pol', '616'],
]
const names = new Intl.DisplayNames(['en'], { type: 'region' })

export const PAYMENT_PROVIDERS: PaymentProvider[] = [{ id: 'manual', is_installed: true }]
export const FULFILLMENT_PROVIDERS: FulfillmentProvider[] = [{ id: 'manual', is_installed: true }]

/** The regions with their countries and providers, set up once per db. */
export function regionsDb(base: MockDb): RegionsMockDb {
  const db = seedOrders(base) as RegionsMockDb
  if (db.regionsReady) return db
  db.countries = COUNTRY_TABLE.map(([iso2, iso3, num], i) => {
    const display = names.of(iso2.toUpperCase()) ?? iso2
    return { id: String(i + 1), iso_2: iso2, iso_3: iso3, num_code: num, name: display.toUpperCase(), display_name: display, region_id: null }
  })
  for (const region of db.regions) {
    for (const country of db.countries) if ((SEEDED_COUNTRIES[region.currency_code] ?? []).includes(country.iso_2)) country.region_id = region.id
    region.payment_providers = [...PAYMENT_PROVIDERS]
    region.fulfillment_providers = [...FULFILLMENT_PROVIDERS]
  }
  db.regionsReady = true
  return db
}

/** A region as the routes answer it, with its default relations. */
function view(db: RegionsMockDb, region: Region): Region {
  return {
    ...region,
    countries: db.countries.filter((c) => c.region_id === region.id),
    currency: db.currencies.find((c) => c.code === region.currency_code) ?? null,
  }
}

const live = (db: RegionsMockDb) => db.regions.filter((r) => !r.deleted_at)
const find = (db: RegionsMockDb, id: string) => live(db).find((r) => r.id === id) ?? notFound(`Region with ${id} was not found`)

/** validateCountry: the code in Medusa's table, and in no other region. */
function takeCountry(db: RegionsMockDb, code: string, regionId: string): Country {
  const country = db.countries.find((c) => c.iso_2 === code.toLowerCase()) ?? invalidData('Invalid country code')
  if (country.region_id && country.region_id !== regionId) duplicate(`${country.display_name} already exists in region ${country.region_id}`)
  return country
}

const provider = <P extends { id: string }>(list: P[], id: string, message: string): P => list.find((p) => p.id === id) ?? invalidData(message)

interface RegionBody {
  name?: string
  currency_code?: string
  tax_code?: string
  tax_rate?: number
  tax_provider_id?: string
  payment_providers?: string[]
  fulfillment_providers?: string[]
  countries?: string[]
  includes_tax?: boolean
  metadata?: Record<string, unknown>
}

/** validateFields of services/region.ts (rate, countries, tax and other providers), then the store's currencies. */
function apply(db: RegionsMockDb, region: Region, body: RegionBody) {
  if (body.tax_rate !== undefined && (body.tax_rate < 0 || body.tax_rate > 100)) invalidData('The tax_rate must be between 0 and 1')
  const countries = body.countries?.map((code) => takeCountry(db, code, region.id))
  // No tax plugin is installed: any tax_provider_id names no row (the built-in "system" is null).
  if (body.tax_provider_id) invalidData('Tax provider not found')
  const payments = body.payment_providers?.map((id) => provider(PAYMENT_PROVIDERS, id, 'Payment provider not found'))
  const fulfillments = body.fulfillment_providers?.map((id) => provider(FULFILLMENT_PROVIDERS, id, 'Fulfillment provider not found'))
  if (body.currency_code !== undefined && !db.currencies.some((c) => c.code === body.currency_code?.toLowerCase())) invalidData('Invalid currency code')
  const { countries: _c, payment_providers: _p, fulfillment_providers: _f, includes_tax: _i, ...fields } = body
  Object.assign(region, fields, { updated_at: db.now() })
  if (body.currency_code) region.currency_code = body.currency_code.toLowerCase()
  if (db.featureFlags.some((f) => f.key === 'tax_inclusive_pricing' && f.value) && body.includes_tax !== undefined) region.includes_tax = body.includes_tax
  if (payments) region.payment_providers = payments
  if (fulfillments) region.fulfillment_providers = fulfillments
  if (countries) {
    for (const country of db.countries) if (country.region_id === region.id) country.region_id = null
    for (const country of countries) country.region_id = region.id
  }
}

const strings = () => opt('array')
const taxInclusive = (db: RegionsMockDb): Schema => (db.featureFlags.some((f) => f.key === 'tax_inclusive_pricing' && f.value) ? { includes_tax: opt('boolean') } : {})
const createSchema = (db: RegionsMockDb): Schema => ({
  name: req('string'), currency_code: req('string'), tax_code: opt('string'), tax_rate: req('number'),
  payment_providers: req('array'), fulfillment_providers: req('array'), countries: req('array'), metadata: opt('object'), ...taxInclusive(db),
})
const updateSchema = (db: RegionsMockDb): Schema => ({
  name: opt('string'), currency_code: opt('string'), tax_code: opt('string'), tax_rate: opt('number'), gift_cards_taxable: opt('boolean'),
  automatic_taxes: opt('boolean'), tax_provider_id: opt('string'), payment_providers: strings(), fulfillment_providers: strings(),
  countries: strings(), metadata: opt('object'), ...taxInclusive(db),
})

export function regionHandlers(base: MockDb) {
  const db = regionsDb(base)
  const answer = (region: Region) => HttpResponse.json({ region: view(db, region) })
  return [
    http.get(
      `${BASE}/admin/regions`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { limit: 'number', offset: 'number', q: 'string', order: 'string', expand: 'string', fields: 'string', created_at: 'dates', updated_at: 'dates', deleted_at: 'dates' })
        const found = live(db).filter((r) => ilike(query.str('q'), r.name))
        const { items, count, offset, limit } = page(sortBy(found, query.str('order') ?? 'created_at'), query, 50)
        return HttpResponse.json({ regions: items.map((r) => view(db, r)), count, offset, limit })
      }),
    ),
    http.post(
      `${BASE}/admin/regions`,
      admin(db, async ({ request }) => {
        const body = await readBody<RegionBody & { name: string; currency_code: string; tax_rate: number }>(request, createSchema(db))
        const at = db.now()
        const region: Region = {
          id: db.nextId('reg'), name: body.name, currency_code: body.currency_code.toLowerCase(), tax_rate: body.tax_rate, tax_code: null,
          gift_cards_taxable: true, automatic_taxes: true, tax_provider_id: null, includes_tax: false, payment_providers: [], fulfillment_providers: [],
          created_at: at, updated_at: at, deleted_at: null, metadata: null,
        }
        apply(db, region, body)
        db.regions.push(region)
        return answer(region)
      }),
    ),
    http.get(
      `${BASE}/admin/regions/:id/fulfillment-options`,
      admin(db, ({ params }) => {
        const region = find(db, params.id ?? '')
        // medusa-fulfillment-manual's getFulfillmentOptions.
        const fulfillment_options = (region.fulfillment_providers ?? []).map((p) => ({
          provider_id: p.id,
          options: [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }],
        }))
        return HttpResponse.json({ fulfillment_options })
      }),
    ),
    http.get(
      `${BASE}/admin/regions/:id`,
      admin(db, ({ request, params }) => {
        readQuery(request, { expand: 'string', fields: 'string' })
        return answer(find(db, params.id ?? ''))
      }),
    ),
    http.post(
      `${BASE}/admin/regions/:id`,
      admin(db, async ({ request, params }) => {
        const region = find(db, params.id ?? '')
        apply(db, region, await readBody<RegionBody>(request, updateSchema(db)))
        return answer(region)
      }),
    ),
    http.delete(
      `${BASE}/admin/regions/:id`,
      admin(db, ({ params }) => {
        // RegionService.delete retrieves first: an unknown region is a 404, not a no-op.
        const region = find(db, params.id ?? '')
        region.deleted_at = db.now()
        for (const country of db.countries) if (country.region_id === region.id) country.region_id = null
        return HttpResponse.json({ id: params.id, object: 'region', deleted: true })
      }),
    ),
    http.post(
      `${BASE}/admin/regions/:id/countries`,
      admin(db, async ({ request, params }) => {
        const { country_code } = await readBody<{ country_code: string }>(request, { country_code: req('string') })
        // addCountry validates the code before it retrieves the region.
        const country = takeCountry(db, country_code, params.id ?? '')
        const region = find(db, params.id ?? '')
        country.region_id = region.id
        return answer(region)
      }),
    ),
    http.delete(
      `${BASE}/admin/regions/:id/countries/:code`,
      admin(db, ({ params }) => {
        const region = find(db, params.id ?? '')
        const country = db.countries.find((c) => c.iso_2 === params.code?.toLowerCase())
        if (country?.region_id === region.id) country.region_id = null
        return answer(region)
      }),
    ),
    ...providerRoutes(db, 'payment-providers', 'payment_providers', PAYMENT_PROVIDERS, 'Payment'),
    ...providerRoutes(db, 'fulfillment-providers', 'fulfillment_providers', FULFILLMENT_PROVIDERS, 'Fulfillment'),
  ]
}

/** POST /:id/<path> {provider_id} (an unknown one: 404 "<Kind> provider x was not found") and DELETE /:id/<path>/:provider. */
function providerRoutes(db: RegionsMockDb, path: string, field: 'payment_providers' | 'fulfillment_providers', installed: Array<{ id: string; is_installed: boolean }>, kind: string) {
  return [
    http.post(
      `${BASE}/admin/regions/:id/${path}`,
      admin(db, async ({ request, params }) => {
        const { provider_id } = await readBody<{ provider_id: string }>(request, { provider_id: req('string') })
        const region = find(db, params.id ?? '')
        const found = installed.find((p) => p.id === provider_id) ?? notFound(`${kind} provider ${provider_id} was not found`)
        if (!(region[field] ?? []).some((p) => p.id === provider_id)) region[field] = [...(region[field] ?? []), found]
        return HttpResponse.json({ region: view(db, region) })
      }),
    ),
    http.delete(
      `${BASE}/admin/regions/:id/${path}/:provider`,
      admin(db, async ({ request, params }) => {
        await readJson(request)
        const region = find(db, params.id ?? '')
        region[field] = (region[field] ?? []).filter((p) => p.id !== params.provider)
        return HttpResponse.json({ region: view(db, region) })
      }),
    ),
  ]
}

/**
 * GET /admin/tax-rates as far as "Check region setup" reads it (a region's rates, counted). Registered
 * last: the tax rates' own mocks, when installed, answer first; their rows live in `db.taxRates`.
 */
export function regionTaxRateFallbackHandlers(base: MockDb) {
  const db = base as MockDb & { taxRates?: Array<{ region_id: string; created_at: string }> }
  return [
    http.get(
      `${BASE}/admin/tax-rates`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { region_id: 'stringOrArray', limit: 'number', offset: 'number', q: 'string', expand: 'string', fields: 'string' })
        const regions = query.list('region_id')
        const found = (db.taxRates ?? []).filter((rate) => !regions || regions.includes(rate.region_id))
        const { items, count, offset, limit } = page(found, query, 50)
        return HttpResponse.json({ tax_rates: items, count, offset, limit })
      }),
    ),
  ]
}
