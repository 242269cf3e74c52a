import type { ShippingOption, ShippingOptionRequirement, ShippingProfile } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, ilike, invalidData, notFound, flagGated, opt, readBody, readJson, readQuery, validate, req, type Schema } from '../http'
import { regionsDb, type RegionsMockDb } from '../regions/regions'

/**
 * Shipping options and profiles as Medusa 1.20 answers them (routes/admin/shipping-options,
 * shipping-profiles, services/shipping-option.ts): options come with their region, profile and
 * requirements; a provider the region lacks, a flat rate without an amount, a calculated price from
 * the manual provider, two requirements of one type, a maximum subtotal under the minimum and a
 * requirement id that names no live requirement are refused with the server's words
 * (rows of refusals.ts beside this file, run against msw and Medusa). An
 * update must carry `requirements`; the ones it leaves out are deleted. Options of the orders seed are
 * the ones listed here.
 */
export type ShippingMockDb = RegionsMockDb & { shippingProfiles: ShippingProfile[]; shippingReady: true }

export function shippingDb(base: MockDb): ShippingMockDb {
  const db = regionsDb(base) as ShippingMockDb
  if (db.shippingReady) return db
  const at = '2024-01-01T00:00:00.000Z'
  const profile = (id: string, name: string, type: ShippingProfile['type']): ShippingProfile => ({ id, name, type, created_at: at, updated_at: at, deleted_at: null, metadata: null })
  db.shippingProfiles = [profile('sp_1', 'Default Shipping Profile', 'default'), profile('sp_2', 'Gift Card Profile', 'gift_card')]
  // A profile created later is numbered after the seed's two (nextId would answer sp_1 first).
  while (Number(db.nextId('sp').slice(3)) < db.shippingProfiles.length);
  for (const option of db.shippingOptions) option.requirements ??= []
  db.shippingReady = true
  return db
}

type RequirementBody = { id?: string; type: string; amount: number }
const requirementSchema: Schema = { id: opt('string'), type: req('string'), amount: req('int') }

/**
 * The create and update checks, one requirement at a time as the service's loop makes them: an id
 * must name a live requirement (of any option: the repository looks it up by id alone), one
 * requirement of each type, the maximum above the minimum.
 */
function checkRequirements(db: ShippingMockDb, list: RequirementBody[]) {
  const seen: RequirementBody[] = []
  for (const r of list) {
    if (r.id && !db.shippingOptions.some((o) => (o.requirements ?? []).some((e) => e.id === r.id && !e.deleted_at))) {
      invalidData(`Shipping option requirement with id ${r.id} does not exist`)
    }
    if (seen.some((s) => s.type === r.type)) invalidData('Only one requirement of each type is allowed')
    if (seen.some((s) => (s.type === 'max_subtotal' && r.amount > s.amount) || (s.type === 'min_subtotal' && r.amount < s.amount))) {
      invalidData('Max. subtotal must be greater than Min. subtotal')
    }
    seen.push(r)
  }
}

export function shippingHandlers(base: MockDb) {
  const db = shippingDb(base)
  const live = () => db.shippingOptions.filter((o) => !o.deleted_at)
  const find = (id: string) => live().find((o) => o.id === id) ?? notFound(`Shipping Option with ${id} was not found`)
  const view = (o: ShippingOption): ShippingOption => ({
    ...o,
    region: db.regions.find((r) => r.id === o.region_id) ?? null,
    profile: db.shippingProfiles.find((p) => p.id === o.profile_id) ?? null,
    requirements: (o.requirements ?? []).filter((r) => !r.deleted_at),
  })
  const newRequirement = (optionId: string, r: RequirementBody): ShippingOptionRequirement => ({
    id: r.id ?? db.nextId('sor'),
    shipping_option_id: optionId,
    type: r.type as ShippingOptionRequirement['type'],
    amount: r.amount,
    deleted_at: null,
  })
  const liveProfiles = () => db.shippingProfiles.filter((p) => !p.deleted_at)
  const findProfile = (id: string) => liveProfiles().find((p) => p.id === id) ?? notFound(`Profile with id: ${id} was not found`)
  const profileView = (p: ShippingProfile): ShippingProfile => ({
    ...p,
    products: db.products.filter((product) => product.profile_id === p.id) as unknown as ShippingProfile['products'],
    shipping_options: live().filter((o) => o.profile_id === p.id),
  })

  return [
    http.get(
      `${BASE}/admin/shipping-options`,
      admin(db, ({ request }) => {
        // The same parameters the orders' pickers mock accepts (other areas' tests send them).
        const query = readQuery(request, {
          region_id: 'string', is_return: 'boolean', admin_only: 'boolean', q: 'string', name: 'string', id: 'stringOrArray', order: 'string',
          limit: 'number', offset: 'number', fields: 'string', expand: 'string',
        })
        const found = live().filter(
          (o) =>
            (query.str('region_id') === undefined || o.region_id === query.str('region_id')) &&
            (query.bool('is_return') === undefined || o.is_return === query.bool('is_return')) &&
            (query.bool('admin_only') === undefined || o.admin_only === query.bool('admin_only')) &&
            ilike(query.str('q'), o.name),
        )
        // PricingService.setShippingOptionPrices retrieves each listed option's region: an option left by
        // a deleted region (RegionService.delete keeps them) makes the whole list a 404.
        const orphan = found.find((o) => db.regions.find((r) => r.id === o.region_id)?.deleted_at)
        if (orphan) notFound(`Region with ${orphan.region_id} was not found`)
        return HttpResponse.json({ shipping_options: found.map(view), count: found.length, offset: 0, limit: found.length })
      }),
    ),
    http.get(`${BASE}/admin/shipping-options/:id`, admin(db, ({ params }) => HttpResponse.json({ shipping_option: view(find(params.id ?? '')) }))),
    http.post(
      `${BASE}/admin/shipping-options`,
      admin(db, async ({ request }) => {
        const body = await readBody<{
          name: string; region_id: string; provider_id: string; profile_id?: string; data: Record<string, unknown>
          price_type: 'flat_rate' | 'calculated'; amount?: number; requirements?: RequirementBody[]; admin_only?: boolean; is_return?: boolean
        }>(request, {
          name: req('string'), region_id: req('string'), provider_id: req('string'), profile_id: opt('string'), data: req('object'),
          price_type: req('enum', { values: ['flat_rate', 'calculated'] }), amount: opt('int'), requirements: opt('array', { schema: requirementSchema }),
          admin_only: opt('boolean'), is_return: opt('boolean'), metadata: opt('object'),
        })
        // validateAndMutatePrice runs before the region is read. medusa-fulfillment-manual's canCalculate answers false.
        if (body.price_type === 'calculated') invalidData('The fulfillment provider cannot calculate prices for this option')
        if (body.price_type === 'flat_rate' && body.amount === undefined) invalidData('Shipping options of type `flat_rate` must have an `amount`')
        const region = db.regions.find((r) => r.id === body.region_id && !r.deleted_at) ?? notFound(`Region with ${body.region_id} was not found`)
        if (!(region.fulfillment_providers ?? []).some((p) => p.id === body.provider_id)) invalidData('The fulfillment provider is not available in the provided region')
        checkRequirements(db, body.requirements ?? [])
        const at = db.now()
        const id = db.nextId('so')
        const option: ShippingOption = {
          id, name: body.name, region_id: region.id, profile_id: body.profile_id ?? 'sp_1', provider_id: body.provider_id,
          price_type: body.price_type, amount: body.amount ?? null, is_return: body.is_return ?? false, admin_only: body.admin_only ?? false,
          data: body.data, requirements: (body.requirements ?? []).map((r) => newRequirement(id, { ...r, id: undefined })),
          created_at: at, updated_at: at, deleted_at: null, metadata: null,
        }
        db.shippingOptions.push(option)
        return HttpResponse.json({ shipping_option: view(option) })
      }),
    ),
    http.post(
      `${BASE}/admin/shipping-options/:id`,
      admin(db, async ({ request, params }) => {
        const raw = await readJson(request)
        const body = validate<{ name?: string; amount?: number; admin_only?: boolean; includes_tax?: boolean; requirements: RequirementBody[] }>(raw, {
          name: opt('string'), amount: opt('int'), price_type: opt('enum', { values: ['flat_rate', 'calculated'] }),
          requirements: req('array', { schema: requirementSchema }), admin_only: opt('boolean'), metadata: opt('object'),
          ...flagGated(db, 'tax_inclusive_pricing', { includes_tax: opt('boolean') }, raw),
        })
        const option = find(params.id ?? '')
        checkRequirements(db, body.requirements)
        // A requirement of another option named here is saved with the new values where it is: it stays
        // that option's, and this one does not get it.
        const elsewhere = (r: RequirementBody) =>
          db.shippingOptions.flatMap((o) => (o === option ? [] : (o.requirements ?? []))).find((e) => e.id === r.id && !e.deleted_at)
        for (const r of body.requirements) Object.assign(elsewhere(r) ?? {}, { type: r.type, amount: r.amount })
        const kept = body.requirements.filter((r) => !elsewhere(r)).map((r) => newRequirement(option.id, r))
        const keptIds = new Set(kept.map((r) => r.id))
        const dropped = (option.requirements ?? []).filter((r) => !keptIds.has(r.id)).map((r) => ({ ...r, deleted_at: r.deleted_at ?? db.now() }))
        Object.assign(option, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.amount !== undefined ? { amount: body.amount } : {}),
          ...(body.admin_only !== undefined ? { admin_only: body.admin_only } : {}),
          ...(body.includes_tax !== undefined ? { includes_tax: body.includes_tax } : {}),
          requirements: [...kept, ...dropped],
          updated_at: db.now(),
        })
        return HttpResponse.json({ shipping_option: view(option) })
      }),
    ),
    http.delete(
      `${BASE}/admin/shipping-options/:id`,
      admin(db, ({ params }) => {
        // ShippingOptionService.delete swallows its own "not found": deleting an unknown option answers deleted.
        const option = live().find((o) => o.id === params.id)
        if (option) option.deleted_at = db.now()
        return HttpResponse.json({ id: params.id, object: 'shipping-option', deleted: true })
      }),
    ),
    http.get(`${BASE}/admin/shipping-profiles`, admin(db, () => HttpResponse.json({ shipping_profiles: liveProfiles().map(profileView) }))),
    http.get(`${BASE}/admin/shipping-profiles/:id`, admin(db, ({ params }) => HttpResponse.json({ shipping_profile: profileView(findProfile(params.id ?? '')) }))),
    http.post(
      `${BASE}/admin/shipping-profiles`,
      admin(db, async ({ request }) => {
        const body = await readBody<{ name: string; type: ShippingProfile['type'] }>(request, {
          name: req('string'), type: req('enum', { values: ['default', 'gift_card', 'custom'] }), metadata: opt('object'),
        })
        const at = db.now()
        const created: ShippingProfile = { id: db.nextId('sp'), name: body.name, type: body.type, created_at: at, updated_at: at, deleted_at: null, metadata: null }
        db.shippingProfiles.push(created)
        return HttpResponse.json({ shipping_profile: profileView(created) })
      }),
    ),
    http.post(
      `${BASE}/admin/shipping-profiles/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ name?: string; type?: ShippingProfile['type'] }>(request, {
          name: opt('string'), type: opt('enum', { values: ['default', 'gift_card', 'custom'] }), metadata: opt('object'),
          products: opt('array'), shipping_options: opt('array'),
        })
        const profile = findProfile(params.id ?? '')
        const { products: moved, shipping_options: _options, ...fields } = body as typeof body & { products?: string[]; shipping_options?: string[] }
        Object.assign(profile, fields, { updated_at: db.now() })
        // Medusa moves the products named into the profile (ProfileService.addProducts).
        for (const product of db.products) if (moved?.includes(product.id)) product.profile_id = profile.id
        return HttpResponse.json({ shipping_profile: profileView(profile) })
      }),
    ),
    http.delete(
      `${BASE}/admin/shipping-profiles/:id`,
      admin(db, ({ params }) => {
        const profile = liveProfiles().find((p) => p.id === params.id)
        // Medusa answers a missing profile as deleted too (the service returns early).
        if (profile) profile.deleted_at = db.now()
        return HttpResponse.json({ id: params.id, object: 'shipping_profile', deleted: true })
      }),
    ),
  ]
}
