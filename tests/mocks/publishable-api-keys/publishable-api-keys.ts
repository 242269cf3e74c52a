import type { AdminPublishableApiKeysListRes, PublishableApiKey, SalesChannel } from '@medusajs/client-types'
import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db'
import { admin, BASE, check, inDateRange, invalidData, ilike, notFound, opt, page, readBody, readJson, readQuery, req, sortBy, unknownError } from '../http'
import { notAllowed } from '../orders/mutations-shared'

/**
 * /admin/publishable-api-keys as Medusa 1.20 answers it (routes/admin/publishable-api-keys/*,
 * PublishableApiKeyService, PublishableApiKeySalesChannelRepository). The key's token is its id. Its
 * sales channels are links in a join table without foreign keys: an unknown channel is linked
 * silently (and never listed, the list joins the channels), and deleting a key leaves its links.
 * Refusals pinned by tests/contract/admin-publishable-api-keys.test.ts (cases: ./refusals.ts).
 */

export interface PublishableKeysDb {
  keys: PublishableApiKey[]
  /** Join rows: key id -> channel ids, kept after the key is deleted (as the real table is). */
  links: Map<string, string[]>
}

const stores = new WeakMap<MockDb, PublishableKeysDb>()

/** The db's keys, seeded on first use: 'Webshop' (active, in the Default Sales Channel) and 'Old kiosk' (revoked). */
export function publishableKeysDb(db: MockDb): PublishableKeysDb {
  let store = stores.get(db)
  if (!store) {
    const made = (id: string, title: string, at: string, revokedAt: string | null): PublishableApiKey => ({
      id, title, created_by: db.session?.id ?? null, revoked_by: revokedAt ? (db.session?.id ?? null) : null, revoked_at: revokedAt, created_at: at, updated_at: revokedAt ?? at,
    })
    store = {
      keys: [made('pk_webshop', 'Webshop', '2023-12-10T09:00:00.000Z', null), made('pk_kiosk', 'Old kiosk', '2023-12-05T09:00:00.000Z', '2023-12-20T09:00:00.000Z')],
      links: new Map([['pk_webshop', ['sc_1']]]),
    }
    stores.set(db, store)
  }
  return store
}

const FIELDS = ['id', 'title', 'created_at', 'updated_at', 'revoked_at', 'revoked_by', 'created_by']

/** class-validator on `sales_channel_ids: ProductBatchSalesChannel[]` (IsArray, ValidateNested, id IsString). */
function channelIds(body: Record<string, unknown>): string[] {
  const { sales_channel_ids: ids, ...rest } = body
  const unknown = Object.keys(rest).map((key) => `property ${key} should not exist`)
  const nested = 'each value in nested property sales_channel_ids must be either object or array'
  // A value that is neither missing nor an object fails ValidateNested as well as IsArray.
  const primitive = ids !== undefined && ids !== null && typeof ids !== 'object'
  if (!Array.isArray(ids)) invalidData([...unknown, 'sales_channel_ids must be an array', ...(primitive ? [nested] : [])].join(', '))
  const items = ids.map((item: unknown) =>
    typeof item === 'object' && item !== null ? check(item as Record<string, unknown>, { id: req('string') }) : [nested],
  )
  const problems = [...unknown, ...new Set(items.flat())]
  if (problems.length) invalidData(problems.join(', '))
  return ids.map((item: { id: string }) => item.id)
}

export function publishableKeyHandlers(db: MockDb) {
  const url = `${BASE}/admin/publishable-api-keys`
  const keys = () => publishableKeysDb(db)
  const find = (id: string) => keys().keys.find((k) => k.id === id) ?? notFound(`Publishable key with id: ${id} was not found`)
  const answer = (key: PublishableApiKey) => HttpResponse.json({ publishable_api_key: key })
  const linked = (id: string): SalesChannel[] => {
    const ids = keys().links.get(id) ?? []
    return db.salesChannels.filter((sc) => ids.includes(sc.id))
  }
  return [
    http.get(
      url,
      admin(db, ({ request }) => {
        const query = readQuery(request, {
          q: 'string', order: 'string', offset: 'number', limit: 'number', expand: 'string', fields: 'string', created_at: 'dates', updated_at: 'dates', revoked_at: 'dates',
        })
        const order = query.str('order')
        // An order by a column the key does not have, or any relation to expand (it has none): the query fails inside.
        if ((order && !FIELDS.includes(order.replace(/^-/, ''))) || query.str('expand')) unknownError()
        const found = keys().keys.filter(
          (k) =>
            ilike(query.str('q'), k.title) &&
            inDateRange(k.created_at, query.dates('created_at')) &&
            inDateRange(k.updated_at, query.dates('updated_at')) &&
            (!query.dates('revoked_at') || (k.revoked_at !== null && inDateRange(k.revoked_at, query.dates('revoked_at')))),
        )
        const { items, count, offset, limit } = page(sortBy(found, order), query, 20)
        return HttpResponse.json<AdminPublishableApiKeysListRes>({ publishable_api_keys: items, count, offset, limit })
      }),
    ),

    http.post(
      url,
      admin(db, async ({ request }) => {
        // IsString only: an empty title is taken.
        const { title } = await readBody<{ title: string }>(request, { title: req('string') })
        const at = db.now()
        const key: PublishableApiKey = { id: db.nextId('pk'), title, created_by: db.session?.id ?? null, revoked_by: null, revoked_at: null, created_at: at, updated_at: at }
        keys().keys.push(key)
        return answer(key)
      }),
    ),

    http.get(
      `${url}/:id/sales-channels`,
      admin(db, ({ request, params }) => {
        const query = readQuery(request, { q: 'string' })
        // No look-up of the key: an unknown one has no channels.
        return HttpResponse.json({ sales_channels: linked(params.id ?? '').filter((sc) => ilike(query.str('q'), sc.name, sc.description)) })
      }),
    ),

    http.post(
      `${url}/:id/sales-channels/batch`,
      admin(db, async ({ request, params }) => {
        const ids = channelIds(await readJson(request))
        const id = params.id ?? ''
        const key = find(id)
        // Inserted "or ignore", without checking the channels exist.
        keys().links.set(id, [...new Set([...(keys().links.get(id) ?? []), ...ids])])
        return answer(key)
      }),
    ),

    http.delete(
      `${url}/:id/sales-channels/batch`,
      admin(db, async ({ request, params }) => {
        const ids = channelIds(await readJson(request))
        const id = params.id ?? ''
        const key = find(id)
        keys().links.set(id, (keys().links.get(id) ?? []).filter((sc) => !ids.includes(sc)))
        return answer(key)
      }),
    ),

    http.post(
      `${url}/:id/revoke`,
      admin(db, ({ params }) => {
        // No body validation on this route.
        const key = find(params.id ?? '')
        if (key.revoked_at) notAllowed('PublishableApiKey has already been revoked.')
        const at = db.now()
        Object.assign(key, { revoked_at: at, revoked_by: db.session?.id ?? null, updated_at: at })
        return answer(key)
      }),
    ),

    http.get(`${url}/:id`, admin(db, ({ params }) => answer(find(params.id ?? '')))),

    http.post(
      `${url}/:id`,
      admin(db, async ({ request, params }) => {
        const body = await readBody<{ title?: string }>(request, { title: opt('string') })
        // A revoked key is updated all the same.
        const key = find(params.id ?? '')
        if (body.title !== undefined) Object.assign(key, { title: body.title, updated_at: db.now() })
        return answer(key)
      }),
    ),

    http.delete(
      `${url}/:id`,
      admin(db, ({ params }) => {
        const id = params.id ?? ''
        find(id)
        // The key goes; its sales channel links stay (no foreign key, no cascade).
        keys().keys = keys().keys.filter((k) => k.id !== id)
        return HttpResponse.json({ id, object: 'publishable_api_key', deleted: true })
      }),
    ),
  ]
}
