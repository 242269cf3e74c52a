import type { TaxRate } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, ilike, notFound, opt, page, readBody, readQuery, req, type QuerySchema } from '../http'
import { notAllowed } from '../orders/mutations-shared'
import { shippingDb, type ShippingMockDb } from '../shipping/shipping'

/**
 * Tax rates as Medusa 1.20 answers them (routes/admin/tax-rates, services/tax-rate.ts): no relations
 * unless expanded (`expand[]=products`), any number as the rate (the console checks 0–100), a
 * shipping option of another region and an unknown product, type or option refused with the server's
 * messages (rows of refusals.ts beside this file, run against msw and Medusa). Rows live in `db.taxRates`, which the region setup check's fallback
 * route reads too.
 */
export type StoredTaxRate = TaxRate & { product_ids: string[]; product_type_ids: string[]; shipping_option_ids: string[] }
export type TaxRatesMockDb = ShippingMockDb & { taxRates: StoredTaxRate[] }

export function taxRatesDb(base: MockDb): TaxRatesMockDb {
  const db = shippingDb(base) as TaxRatesMockDb
  db.taxRates ??= []
  return db
}

const EXPANDABLE: QuerySchema = { expand: 'stringOrArray', fields: 'stringOrArray' }

export function taxRateHandlers(base: MockDb) {
  const db = taxRatesDb(base)
  const find = (id: string) => db.taxRates.find((t) => t.id === id) ?? notFound(`TaxRate with ${id} was not found`)
  const view = (stored: StoredTaxRate, expand: string[] | undefined): TaxRate => {
    const { product_ids, product_type_ids, shipping_option_ids, ...rate } = stored
    const wants = new Set(expand ?? [])
    return {
      ...rate,
      ...(wants.has('region') ? { region: db.regions.find((r) => r.id === rate.region_id) ?? null } : {}),
      ...(wants.has('products') ? { products: db.products.filter((p) => product_ids.includes(p.id)) as unknown as TaxRate['products'] } : {}),
      ...(wants.has('product_types') ? { product_types: db.types.filter((t) => product_type_ids.includes(t.id)) } : {}),
      ...(wants.has('shipping_options') ? { shipping_options: db.shippingOptions.filter((o) => shipping_option_ids.includes(o.id) && !o.deleted_at) } : {}),
    }
  }
  const answer = (rate: StoredTaxRate, request: Request) =>
    HttpResponse.json({ tax_rate: view(rate, readQuery(request, EXPANDABLE).list('expand')) })
  type ListKey = 'products' | 'product_types' | 'shipping_options'
  /**
   * What adding ids to a rate checks (create, update and the batch routes): options of the rate's region only,
   * then the join table's foreign keys, whose failure the service answers with the missing record's 404.
   * On create that look-up runs after the rollback, so it is the new rate that is missing.
   */
  const checkAdding = (rate: Pick<StoredTaxRate, 'id' | 'region_id'>, key: ListKey, ids: string[], creating = false) => {
    if (key === 'shipping_options') {
      for (const option of db.shippingOptions.filter((o) => ids.includes(o.id) && !o.deleted_at)) {
        if (option.region_id !== rate.region_id) {
          notAllowed(
            `Shipping Option and Tax Rate must belong to the same Region to be associated. Shipping Option with id: ${option.id} belongs to Region with id: ${option.region_id} and Tax Rate with id: ${rate.id} belongs to Region with id: ${rate.region_id}`,
          )
        }
      }
    }
    const known = (id: string) =>
      key === 'products' ? db.products.some((p) => p.id === id) : key === 'product_types' ? db.types.some((t) => t.id === id) : db.shippingOptions.some((o) => o.id === id)
    const missing = ids.find((id) => !known(id))
    if (missing === undefined) return
    if (creating) notFound(`TaxRate with ${rate.id} was not found`)
    notFound(key === 'products' ? `Product with id: ${missing} was not found` : key === 'product_types' ? `Product type with id: ${missing} was not found` : `Shipping Option with ${missing} was not found`)
  }
  /** The batch routes: ids added to (or removed from) one of the rate's lists. */
  const batch = (key: ListKey, field: 'product_ids' | 'product_type_ids' | 'shipping_option_ids', adding: boolean) =>
    admin(db, async ({ request, params }) => {
      const body = await readBody<Record<string, string[]>>(request, { [key]: req('array') })
      const rate = find(params.id ?? '')
      const ids = body[key] ?? []
      if (adding) checkAdding(rate, key, ids)
      rate[field] = adding ? [...new Set([...rate[field], ...ids])] : rate[field].filter((id) => !ids.includes(id))
      rate.updated_at = db.now()
      return answer(rate, request)
    })

  return [
    http.get(
      `${BASE}/admin/tax-rates`,
      admin(db, ({ request }) => {
        const query = readQuery(request, { ...EXPANDABLE, region_id: 'stringOrArray', q: 'string', name: 'string', code: 'string', limit: 'number', offset: 'number', order: 'string' })
        const regions = query.list('region_id')
        const found = db.taxRates.filter((t) => (!regions || regions.includes(t.region_id)) && ilike(query.str('q'), t.name) && (!query.str('code') || t.code === query.str('code')))
        const { items, count, offset, limit } = page(found, query, 50)
        return HttpResponse.json({ tax_rates: items.map((t) => view(t, query.list('expand'))), count, offset, limit })
      }),
    ),
    http.post(
      `${BASE}/admin/tax-rates`,
      admin(db, async ({ request }) => {
        const body = await readBody<{ code: string; name: string; region_id: string; rate?: number; products?: string[]; product_types?: string[]; shipping_options?: string[] }>(request, {
          code: req('string'), name: req('string'), region_id: req('string'), rate: opt('number'),
          products: opt('array'), product_types: opt('array'), shipping_options: opt('array'),
        })
        // The foreign key refuses an unknown region (Medusa's formatter words it).
        if (!db.regions.some((r) => r.id === body.region_id)) notFound(`Region with region_id ${body.region_id} does not exist.`)
        const id = db.nextId('txr')
        for (const key of ['products', 'product_types', 'shipping_options'] as const) checkAdding({ id, region_id: body.region_id }, key, body[key] ?? [], true)
        const at = db.now()
        const rate: StoredTaxRate = {
          id, name: body.name, code: body.code, rate: body.rate ?? null, region_id: body.region_id,
          product_ids: body.products ?? [], product_type_ids: body.product_types ?? [], shipping_option_ids: body.shipping_options ?? [],
          created_at: at, updated_at: at, metadata: null,
        }
        db.taxRates.push(rate)
        return answer(rate, request)
      }),
    ),
    http.get(`${BASE}/admin/tax-rates/:id`, admin(db, ({ request, params }) => answer(find(params.id ?? ''), request))),
    http.post(
      `${BASE}/admin/tax-rates/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ code?: string; name?: string; region_id?: string; rate?: number; products?: string[]; product_types?: string[]; shipping_options?: string[] }>(request, {
          code: opt('string'), name: opt('string'), region_id: opt('string'), rate: opt('number'),
          products: opt('array'), product_types: opt('array'), shipping_options: opt('array'),
        })
        const rate = find(params.id ?? '')
        const { products, product_types, shipping_options, ...fields } = body
        // The lists sent replace the rate's (addToProduct … with replace), checked as the batch routes
        // check them against the rate as updated; a refusal rolls the whole update back.
        const lists = [['products', 'product_ids', products], ['product_types', 'product_type_ids', product_types], ['shipping_options', 'shipping_option_ids', shipping_options]] as const
        for (const [key, , ids] of lists) if (ids) checkAdding({ id: rate.id, region_id: fields.region_id ?? rate.region_id }, key, ids)
        Object.assign(rate, fields, { updated_at: db.now() })
        for (const [, field, ids] of lists) if (ids) rate[field] = [...new Set(ids)]
        return answer(rate, request)
      }),
    ),
    http.delete(
      `${BASE}/admin/tax-rates/:id`,
      admin(db, ({ params }) => {
        db.taxRates = db.taxRates.filter((t) => t.id !== params.id)
        return HttpResponse.json({ id: params.id, object: 'tax-rate', deleted: true })
      }),
    ),
    http.post(`${BASE}/admin/tax-rates/:id/products/batch`, batch('products', 'product_ids', true)),
    http.delete(`${BASE}/admin/tax-rates/:id/products/batch`, batch('products', 'product_ids', false)),
    http.post(`${BASE}/admin/tax-rates/:id/product-types/batch`, batch('product_types', 'product_type_ids', true)),
    http.delete(`${BASE}/admin/tax-rates/:id/product-types/batch`, batch('product_types', 'product_type_ids', false)),
    http.post(`${BASE}/admin/tax-rates/:id/shipping-options/batch`, batch('shipping_options', 'shipping_option_ids', true)),
    http.delete(`${BASE}/admin/tax-rates/:id/shipping-options/batch`, batch('shipping_options', 'shipping_option_ids', false)),
  ]
}
